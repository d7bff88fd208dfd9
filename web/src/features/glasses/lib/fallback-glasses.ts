import { SAMPLE_GLASSES, glassesSvg, svgDataUri, type Glasses } from '@onepair/contract';

/**
 * The built-in catalogue used when the API cannot be reached: the same records the server seeds
 * (contract's SAMPLE_GLASSES), with the same drawings, numbered in seeding order.
 */
export const FALLBACK_GLASSES: readonly Glasses[] = SAMPLE_GLASSES.map((item, index) => {
  const image = svgDataUri(glassesSvg(item.shape, item.color));
  return {
    glasses_id: index + 1,
    name: item.name,
    description: item.description,
    size: item.size,
    color: item.color,
    prescription_range_lower: item.prescriptionRangeLower,
    prescription_range_upper: item.prescriptionRangeUpper,
    // The API's reply also carries the old spellings, for older clients (docs/api.md, "Old
    // spellings"); the app reads only the names above.
    perscription_range_lower: item.prescriptionRangeLower,
    perscription_range_upper: item.prescriptionRangeUpper,
    image,
    img: image,
    inventory: item.inventory,
  };
});
