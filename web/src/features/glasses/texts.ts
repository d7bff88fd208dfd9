import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the catalogue, a frame's page and a recipient's claim of a pair. */
export const catalogueTexts = defineTexts('catalogue', english, { es: () => import('./locales/es.json') });
