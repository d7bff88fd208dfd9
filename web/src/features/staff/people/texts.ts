import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The people search's and a person's page's words (English only, as the console). */
export const staffPeopleTexts = defineTexts('staffPeople', english);

/** A key of the people's texts. */
export type StaffPeopleKey = TextKey<typeof staffPeopleTexts>;
