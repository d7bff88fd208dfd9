import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The application queue's words and one application's review: its answers, hint, prescription and decision. English only. */
export const staffApplicationsTexts = defineTexts('staffApplications', english);

export type StaffApplicationsTextKey = TextKey<typeof staffApplicationsTexts>;
