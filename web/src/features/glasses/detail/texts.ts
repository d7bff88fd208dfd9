import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of a frame's own page. */
export const detailTexts = defineTexts('glassesDetail', english, { es: () => import('./locales/es.json') });
