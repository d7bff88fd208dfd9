/**
 * The prescription as the application form and the account page ask for it: the chosen file's
 * checks, the exam date's, the values a donatee record starts the form with, and the multipart
 * fields the donatee update takes.
 */
import {
  isPrescriptionTooOld,
  PRESCRIPTION_CONTENT_TYPES,
  PRESCRIPTION_FIGURE_FIELDS,
  PRESCRIPTION_MAX_BYTES,
  prescriptionTooOldMessage,
  VALIDATION_MESSAGES,
  type Donatee,
  type PrescriptionFields,
} from '@onepair/contract';

import { applicationTexts } from './texts';

/** The form's values for the prescription: its figures and exam date, and the chosen file. */
export type PrescriptionValues = PrescriptionFields & { prescription?: FileList };

/**
 * Why a chosen prescription file cannot be sent, or undefined: checked as soon as it is chosen, and
 * again on submit; in the page's language at the time of the check.
 */
export function prescriptionProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  const megabytes = String(PRESCRIPTION_MAX_BYTES / 1024 / 1024);
  if (file.size > PRESCRIPTION_MAX_BYTES) return applicationTexts.t('tooLarge', { megabytes });
  if (file.type && !(PRESCRIPTION_CONTENT_TYPES as readonly string[]).includes(file.type)) return applicationTexts.t('wrongType');
  return undefined;
}

/** Today in the user's own calendar, YYYY-MM-DD: the latest exam date the form offers. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Why the exam date cannot be sent, or undefined (also when it is left blank). The age is judged
 * by the contract's rule with the server's limit. A date in the future is held back by the
 * input's `max` and refused by the server in its own words.
 */
export function examDateProblem(examDate: string | null | undefined, maxAgeMonths: number, now: Date = new Date()): string | undefined {
  if (!examDate) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(examDate)) return VALIDATION_MESSAGES.badDate;
  if (isPrescriptionTooOld(examDate, maxAgeMonths, now)) return prescriptionTooOldMessage(maxAgeMonths);
  return undefined;
}

/** The checks of the prescription the schema cannot state, for `useSchemaForm`'s `check`. */
export function prescriptionChecks(values: Partial<PrescriptionValues>, maxAgeMonths: number): Partial<Record<string, string>> {
  return {
    prescription: prescriptionProblem(values.prescription?.[0]),
    prescription_exam_date: examDateProblem(values.prescription_exam_date, maxAgeMonths),
  };
}

/** The form's starting values from what the donatee record holds (blank where it holds nothing). */
export function prescriptionDefaults(donatee: Donatee | null | undefined): Partial<PrescriptionFields> {
  const defaults: Partial<PrescriptionFields> = { prescription_exam_date: donatee?.prescription_exam_date ?? '' };
  for (const field of PRESCRIPTION_FIGURE_FIELDS) {
    const value = donatee?.[field];
    if (typeof value === 'number') defaults[field] = value;
  }
  return defaults;
}

/**
 * Adds the prescription to a multipart donatee update: every figure (an empty field clears one the
 * applicant no longer gives), the exam date, and the file when one was chosen.
 */
export function appendPrescription(form: FormData, values: PrescriptionFields, file: File | null | undefined): FormData {
  for (const field of PRESCRIPTION_FIGURE_FIELDS) {
    const value = values[field];
    form.append(field, typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
  }
  form.append('prescription_exam_date', values.prescription_exam_date ?? '');
  if (file) form.append('prescription', file, file.name);
  return form;
}

/** A number the applicant may leave blank, for react-hook-form's `setValueAs`: blank is "not given", not a number the schema refuses. */
export function optionalNumber(value: unknown): number | undefined {
  return value === '' || value === null || value === undefined ? undefined : Number(value);
}

/** A figure as prescriptions write it: a sign and two decimals (+1.25, -0.50, 0.00). */
export function formatDioptres(value: number): string {
  return value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2);
}
