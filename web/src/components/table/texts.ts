import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the data table: its loading, empty and failed states, paging, sorting and column chooser. */
export const tableTexts = defineTexts('table', english, { es: () => import('./locales/es.json') });
