import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the transparency page (/transparency). */
export const transparencyTexts = defineTexts('transparency', english, { es: () => import('./locales/es.json') });
