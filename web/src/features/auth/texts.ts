import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the sign-in and sign-up screens, the Donatee Form (/apply) and the forgotten-password pages. */
export const authTexts = defineTexts('auth', english, { es: () => import('./locales/es.json') });
