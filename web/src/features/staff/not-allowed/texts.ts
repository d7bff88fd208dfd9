import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** What a signed-in user who is not staff reads at the console's addresses: in their language, unlike the console. */
export const notAllowedTexts = defineTexts('staffNotAllowed', english, { es: () => import('./locales/es.json') });
