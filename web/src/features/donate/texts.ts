import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the donation flow (the form, its steps, the payment pages); the error messages live in MESSAGES (contract/). */
export const donateTexts = defineTexts('donate', english, { es: () => import('./locales/es.json') });
