/**
 * The application's own rules, applied when the recipient (or staff) changes the donatee
 * record: the prescription's exam date and figures, who may still edit, and where a submission
 * leaves the status (docs/architecture.md, Applications and fulfilment).
 */
import {
  EDITABLE_APPLICATION_STATUSES,
  isPrescriptionTooOld,
  prescriptionTooOldMessage,
  VALIDATION_MESSAGES,
  type ApplicationStatus,
} from '@onepair/contract';
import type { ApplicationReview } from '../config.js';

export interface ApplicationSettings {
  review: ApplicationReview;
  prescriptionMaxAgeMonths: number;
}

export interface ApplicationChange {
  has_applied_for_account?: boolean;
  household_size?: number | null;
  prescription_sphere_right?: number | null;
  prescription_cylinder_right?: number | null;
  prescription_sphere_left?: number | null;
  prescription_cylinder_left?: number | null;
  prescription_exam_date?: string | null;
}

export const NOT_WITHDRAWABLE = 'A submitted application cannot be withdrawn.';
export const NOT_EDITABLE = 'The application cannot be changed after the pair has shipped.';
export const NOT_APPROVED = 'Your application must be approved before you can claim a pair of glasses.';
export const EXAM_IN_FUTURE = 'The eye exam cannot be in the future.';

/** A real calendar day written YYYY-MM-DD, or undefined. */
function parseDay(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  if (year < 1 || parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return undefined;
  return parsed;
}

/** The checks of the application's fields a schema cannot state, as field errors. */
export function applicationFieldErrors(
  body: ApplicationChange,
  settings: ApplicationSettings,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const examDate = body.prescription_exam_date;
  if (examDate !== undefined && examDate !== null && examDate !== '') {
    const day = parseDay(examDate);
    // A day ahead of UTC, so that an exam today east of UTC is never refused.
    const latest = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    if (!day) errors.prescription_exam_date = VALIDATION_MESSAGES.badDate;
    else if (examDate > latest) errors.prescription_exam_date = EXAM_IN_FUTURE;
    else if (isPrescriptionTooOld(examDate, settings.prescriptionMaxAgeMonths, now)) {
      errors.prescription_exam_date = prescriptionTooOldMessage(settings.prescriptionMaxAgeMonths);
    }
  }
  return errors;
}

/** The application's own answers (not its status, not the claim). */
export const APPLICATION_FIELDS = [
  'monthly_income',
  'average_household_income',
  'current_bank_balance',
  'is_dependent',
  'prescription',
  'household_size',
  'prescription_sphere_right',
  'prescription_cylinder_right',
  'prescription_sphere_left',
  'prescription_cylinder_left',
  'prescription_exam_date',
] as const;

/** Whether the request changes anything of the application itself (not the claim). */
export function changesApplication(body: Partial<Record<(typeof APPLICATION_FIELDS)[number], unknown>>): boolean {
  return APPLICATION_FIELDS.some((field) => body[field] !== undefined);
}

/**
 * The recipient may edit while the status lets them resubmit, and otherwise as long as no pair
 * has shipped to them.
 */
export function mayEdit(status: ApplicationStatus, pairShipped: boolean): boolean {
  return EDITABLE_APPLICATION_STATUSES.includes(status) || !pairShipped;
}

/**
 * The status after this request: sending `has_applied_for_account: true` from a status the
 * recipient may (re)submit from submits it, and automatic review approves at once.
 */
export function statusAfter(current: ApplicationStatus, body: ApplicationChange, review: ApplicationReview): ApplicationStatus {
  if (body.has_applied_for_account === true && EDITABLE_APPLICATION_STATUSES.includes(current)) {
    return review === 'auto' ? 'approved' : 'submitted';
  }
  return current;
}
