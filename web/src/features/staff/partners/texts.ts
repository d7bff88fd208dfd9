import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The staff's review of partner organisations. English only, like the rest of the console. */
export const staffPartnersTexts = defineTexts('staffPartners', english);

export type StaffPartnersKey = TextKey<typeof staffPartnersTexts>;
