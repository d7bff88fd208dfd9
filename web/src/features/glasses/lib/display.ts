import type { Glasses } from '@onepair/contract';

import { catalogueTexts } from '../texts';

/**
 * The picture of an item without one (or whose picture does not load): the contract's drawing of
 * a plain frame (glasses-art.ts), kept as a file of the app (web/public) so that it costs the
 * first visit's JavaScript nothing.
 */
export const GLASSES_PLACEHOLDER = '/glasses-placeholder.svg';
/** Where images live on this server; visitors get addresses relative to it. */
export const LOCAL_IMAGES_PREFIX = '/media/';

export function glassesName(item: Pick<Glasses, 'name'>): string {
  return item.name?.trim() || catalogueTexts.t('fallbackName');
}

export function glassesDescription(item: Pick<Glasses, 'description'>): string {
  return item.description?.trim() || catalogueTexts.t('fallbackDescription');
}

export function frameWidth(size: number | null | undefined): string {
  return typeof size === 'number' && Number.isFinite(size) && size > 0
    ? catalogueTexts.t('millimetres', { size })
    : catalogueTexts.t('notSpecified');
}

/**
 * The image address (the placeholder drawing when the item has none): for logged-out users an absolute address on a server host is rewritten to the
 * relative local images path (same origin); logged-in users get the original.
 */
export function glassesImage(item: Partial<Pick<Glasses, 'image'>>, loggedIn: boolean): string {
  const source = item.image?.trim() || '';
  if (!source) return GLASSES_PLACEHOLDER;
  if (loggedIn || !/^https?:\/\//i.test(source)) return source;
  try {
    const url = new URL(source);
    const mediaIndex = url.pathname.indexOf(LOCAL_IMAGES_PREFIX);
    const path = mediaIndex >= 0 ? url.pathname.slice(mediaIndex) : url.pathname;
    return `${path}${url.search}`;
  } catch {
    return source;
  }
}

export function prescriptionRange(item: Pick<Glasses, 'prescription_range_lower' | 'prescription_range_upper'>): string | null {
  const lower = item.prescription_range_lower;
  const upper = item.prescription_range_upper;
  if (lower == null || upper == null) return null;
  const signed = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));
  return catalogueTexts.t('rangeFromTo', { lower: signed(lower), upper: signed(upper) });
}

/** An `<img>`'s onError: a picture that fails to load gives way to the placeholder drawing (once). */
export function showPlaceholderOnError(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(GLASSES_PLACEHOLDER)) img.src = GLASSES_PLACEHOLDER;
}
