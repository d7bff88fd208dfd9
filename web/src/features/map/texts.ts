import { defineTexts } from '@/i18n';

import english from './locales/en.json';

/** The words of the map page (/map): the region list, the chart, a region's top donations and the map's labels. */
export const mapTexts = defineTexts('map', english, { es: () => import('./locales/es.json') });
