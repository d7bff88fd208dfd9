import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the "Get free glasses" page (/get-glasses). */
export const getGlassesTexts = defineTexts('getGlasses', english, { es: () => import('./locales/es.json') });
