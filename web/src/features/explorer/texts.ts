import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The words of the API explorer (/routes). Paths, methods and JSON bodies stay as the API has them. */
export const explorerTexts = defineTexts('explorer', english, { es: () => import('./locales/es.json') });

export type ExplorerKey = TextKey<typeof explorerTexts>;
