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
  toCents,
  type ApplicationStatus,
} from '@onepair/contract';
import type { ApplicationReview } from '../config.js';
import { toBool, toNumberOrNull } from '../db/schema.js';
import { isUploadedFile } from '../lib/uploaded-file.js';
import type { AnswersAsGiven } from './repository.js';

export interface ApplicationSettings {
  review: ApplicationReview;
  prescriptionMaxAgeMonths: number;
}

export interface ApplicationChange extends AnswersAsGiven {
  has_applied_for_account?: boolean;
}

export const NOT_WITHDRAWABLE = 'A submitted application cannot be withdrawn.';
export const NOT_EDITABLE = 'The application cannot be changed after the pair has shipped.';
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

/** Where a submission leaves the application: automatic review approves at once, manual review waits for staff. */
export function statusOnSubmission(review: ApplicationReview): ApplicationStatus {
  return review === 'auto' ? 'approved' : 'submitted';
}

/**
 * The status after this request: sending `has_applied_for_account: true` from a status the
 * recipient may (re)submit from submits it. So does changing an answer after approval
 * (`changesAnswersAfterApproval`): a claim must rest on answers that were reviewed, so under
 * manual review the application waits for staff again, and automatic review decides it anew.
 */
export function statusAfter(
  current: ApplicationStatus,
  body: ApplicationChange,
  review: ApplicationReview,
  changesAnswersAfterApproval = false,
): ApplicationStatus {
  if (body.has_applied_for_account === true && EDITABLE_APPLICATION_STATUSES.includes(current)) return statusOnSubmission(review);
  if (changesAnswersAfterApproval && current === 'approved') return statusOnSubmission(review);
  return current;
}

/** The stored answers an edit is compared with, as the donatee row holds them. */
export interface StoredAnswers {
  monthly_income_cents: number | string | bigint | null;
  average_household_income_cents: number | string | bigint | null;
  current_bank_balance_cents: number | string | bigint | null;
  is_dependent: number | boolean;
  prescription_media_id: number | null;
  household_size: number | null;
  prescription_sphere_right: number | string | null;
  prescription_cylinder_right: number | string | null;
  prescription_sphere_left: number | string | null;
  prescription_cylinder_left: number | string | null;
  prescription_exam_date: string | null;
}

/** The answers of a request, in the API's units (dollars), as the donatee change carries them. */
export interface AnswerChange extends ApplicationChange {
  monthly_income?: number | null;
  average_household_income?: number | null;
  current_bank_balance?: number | null;
  is_dependent?: boolean;
  prescription?: unknown;
}

const centsOrNull = (value: number | null) => (value === null ? null : toCents(value));

/**
 * Whether the request changes any answer that decides whether the recipient qualifies: every
 * answer of the application does (income, bank balance, dependency, household, the prescription
 * and its figures). A value sent again as it is stored changes nothing; a new prescription file
 * always counts. Contact details live on the account and never come here.
 */
export function changesAnswers(stored: StoredAnswers, body: AnswerChange): boolean {
  const differs = <T>(sent: T | undefined, now: T) => sent !== undefined && sent !== now;
  const money = [
    [body.monthly_income, stored.monthly_income_cents],
    [body.average_household_income, stored.average_household_income_cents],
    [body.current_bank_balance, stored.current_bank_balance_cents],
  ] as const;
  if (money.some(([sent, now]) => sent !== undefined && centsOrNull(sent) !== toNumberOrNull(now))) return true;
  const figures = [
    [body.prescription_sphere_right, stored.prescription_sphere_right],
    [body.prescription_cylinder_right, stored.prescription_cylinder_right],
    [body.prescription_sphere_left, stored.prescription_sphere_left],
    [body.prescription_cylinder_left, stored.prescription_cylinder_left],
  ] as const;
  if (figures.some(([sent, now]) => differs(sent, toNumberOrNull(now)))) return true;
  if (differs(body.is_dependent, toBool(stored.is_dependent))) return true;
  if (differs(body.household_size, stored.household_size)) return true;
  if (differs(body.prescription_exam_date === '' ? null : body.prescription_exam_date, stored.prescription_exam_date)) return true;
  if (isUploadedFile(body.prescription)) return true;
  return (body.prescription === null || body.prescription === '') && stored.prescription_media_id !== null;
}
