import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The funder report's words. English only, like the rest of the console. */
export const staffReportsTexts = defineTexts('staffReports', english);

export type StaffReportsKey = TextKey<typeof staffReportsTexts>;
