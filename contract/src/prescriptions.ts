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

/** The width, in dioptres, of the bands of lens power the staff dashboard counts unmet need in. */
export const SPHERE_BAND_STEP = 2;
/** Upper bounds (dioptres, by size) of the cylinder bands; the last holds everything above. */
export const CYLINDER_BANDS = [1, 2, 4, CYLINDER_LIMIT] as const;

export interface PrescriptionBand {
  /** The band's weakest and strongest power, signed (−2.25 and −4 for "−2.25 to −4.00"); both 0 for plano. */
  sphere: { weakest: number; strongest: number };
  /** The band's smallest and largest cylinder by size (0 and 1 for "up to 1.00"). */
  cylinder: { least: number; most: number };
}

/**
 * The band of lens power a prescription needs, for counting the people no frame in stock fits
 * (the staff dashboard's unmet need): the strongest meridian of either eye, in bands of
 * SPHERE_BAND_STEP dioptres on its side of zero, and the strongest cylinder in CYLINDER_BANDS.
 * Null without figures for both eyes.
 */
export function prescriptionBand(
  figures: Pick<PrescriptionFigures, 'sphere_right' | 'cylinder_right' | 'sphere_left' | 'cylinder_left'>,
): PrescriptionBand | null {
  if (figures.sphere_right === null || figures.sphere_left === null) return null;
  const meridians = [
    figures.sphere_right,
    figures.sphere_right + (figures.cylinder_right ?? 0),
    figures.sphere_left,
    figures.sphere_left + (figures.cylinder_left ?? 0),
  ];
  const strongest = meridians.reduce((most, power) => (Math.abs(power) > Math.abs(most) ? power : most), 0);
  const step = Math.ceil(Math.abs(strongest) / SPHERE_BAND_STEP);
  const sign = strongest < 0 ? -1 : 1;
  const sphere =
    step === 0
      ? { weakest: 0, strongest: 0 }
      : { weakest: sign * ((step - 1) * SPHERE_BAND_STEP + 0.25), strongest: sign * step * SPHERE_BAND_STEP };
  const cylinderSize = Math.max(Math.abs(figures.cylinder_right ?? 0), Math.abs(figures.cylinder_left ?? 0));
  const found = CYLINDER_BANDS.findIndex((bound) => cylinderSize <= bound);
  const band = found === -1 ? CYLINDER_BANDS.length - 1 : found;
  const cylinder = { least: band === 0 ? 0 : CYLINDER_BANDS[band - 1]! + 0.25, most: CYLINDER_BANDS[band]! };
  return { sphere, cylinder };
}
