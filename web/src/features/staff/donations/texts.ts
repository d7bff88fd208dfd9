import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/**
 * The donations ledger's words: the list, its totals and refunds, and the pages where staff record,
 * correct and void a gift received outside the site. English only, like the rest of the console.
 */
export const staffDonationsTexts = defineTexts('staffDonations', english);

export type StaffDonationsKey = TextKey<typeof staffDonationsTexts>;
