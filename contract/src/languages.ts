/**
 * The languages OnePair speaks: English, the default, and Spanish. A person's choice is their
 * account's `language`; mail to them is written in it. The values are in language-codes.ts.
 */
import { Type, type Static } from '@sinclair/typebox';

import { LANGUAGES } from './language-codes.js';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES, languageOfAcceptLanguage } from './language-codes.js';

export const Language = Type.Union(
  LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'A language: `en` (English, the default) or `es` (Spanish).' },
);
export type Language = Static<typeof Language>;
