/**
 * The prescription rules both sides apply: how old an eye exam may be, the bounds of its figures,
 * and whether a frame's lens range fits them. Plain functions without schemas, so that the
 * catalogue (in the web app's first download) can use them without TypeBox.
 */

export const DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS = 24;
/** Sphere and cylinder in dioptres, in quarter steps, within what labs grind. */
export const SPHERE_LIMIT = 20;
export const CYLINDER_LIMIT = 10;

export interface PrescriptionFigures {
  sphere_right: number | null;
  cylinder_right: number | null;
  sphere_left: number | null;
  cylinder_left: number | null;
  exam_date: string | null;
}

/** Whether an exam dated `examDate` (YYYY-MM-DD) is older than `maxAgeMonths` on `today`. */
export function isPrescriptionTooOld(examDate: string, maxAgeMonths: number, today: Date = new Date()): boolean {
  const [year, month, day] = examDate.split('-').map(Number) as [number, number, number];
  const expires = new Date(Date.UTC(year, month - 1 + maxAgeMonths, day));
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return expires.getTime() < todayUtc;
}

export function prescriptionTooOldMessage(maxAgeMonths: number): string {
  return `The prescription must be from an eye exam in the last ${maxAgeMonths} months.`;
}

/**
 * Whether a frame's lens range covers both eyes. The strongest meridian of each eye (sphere,
 * and sphere plus cylinder) must lie within [lower, upper]; an item or an eye without figures
 * covers nothing, so the catalogue marks only what is known to fit.
 */
export function rangeCoversPrescription(
  range: { lower: number | null; upper: number | null },
  figures: Pick<PrescriptionFigures, 'sphere_right' | 'cylinder_right' | 'sphere_left' | 'cylinder_left'>,
): boolean {
  const { lower, upper } = range;
  if (lower === null || upper === null) return false;
  const eyes: [number | null, number | null][] = [
    [figures.sphere_right, figures.cylinder_right],
    [figures.sphere_left, figures.cylinder_left],
  ];
  return eyes.every(([sphere, cylinder]) => {
    if (sphere === null) return false;
    const meridians = [sphere, sphere + (cylinder ?? 0)];
    return meridians.every((power) => power >= lower && power <= upper);
  });
}
