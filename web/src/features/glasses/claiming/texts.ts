import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of a recipient's claim of a pair: the confirmation, the shipping address, the pair on its way. */
export const claimingTexts = defineTexts('claiming', english, { es: () => import('./locales/es.json') });
