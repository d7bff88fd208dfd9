import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the app's frame: the top bar, the footer, the language switch and the pages of errors. */
export const shellTexts = defineTexts('shell', english, { es: () => import('./locales/es.json') });
