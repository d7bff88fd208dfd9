import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The staff catalogue's words: the list, an item's page, its form and its stock (English only, as the console). */
export const staffCatalogueTexts = defineTexts('staffCatalogue', english);

/** A key of the catalogue's texts. */
export type StaffCatalogueKey = TextKey<typeof staffCatalogueTexts>;
