import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The claims list's words: shipping (one, several, "Ship many"), packing slips, frames and cancelling. English only. */
export const staffClaimsTexts = defineTexts('staffClaims', english);
