import { rangeCoversPrescription, type Donatee, type Glasses } from '@onepair/contract';

/** The figures of a recipient's prescription as the contract's fit rule reads them. */
export interface Figures {
  sphere_right: number | null;
  cylinder_right: number | null;
  sphere_left: number | null;
  cylinder_left: number | null;
}

/**
 * The figures of the donatee's application, or null when it lacks the sphere of either eye (the
 * fit rule then marks no frame, so the catalogue asks for the figures instead).
 */
export function figuresOf(donatee: Partial<Donatee> | null | undefined): Figures | null {
  if (!donatee) return null;
  const figures: Figures = {
    sphere_right: donatee.prescription_sphere_right ?? null,
    cylinder_right: donatee.prescription_cylinder_right ?? null,
    sphere_left: donatee.prescription_sphere_left ?? null,
    cylinder_left: donatee.prescription_cylinder_left ?? null,
  };
  return figures.sphere_right === null || figures.sphere_left === null ? null : figures;
}

/** Whether the frame's lens range (under its correct names) covers both eyes. */
export function fitsPrescription(item: Pick<Glasses, 'prescription_range_lower' | 'prescription_range_upper'>, figures: Figures): boolean {
  return rangeCoversPrescription({ lower: item.prescription_range_lower ?? null, upper: item.prescription_range_upper ?? null }, figures);
}
