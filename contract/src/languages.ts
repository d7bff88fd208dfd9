/**
 * The languages OnePair speaks: English, the default, and Spanish. A person's choice is their
 * account's `language`; mail to them is written in it.
 */
import { Type, type Static } from '@sinclair/typebox';

export const LANGUAGES = ['en', 'es'] as const;
export const Language = Type.Union(
  LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'A language: `en` (English, the default) or `es` (Spanish).' },
);
export type Language = Static<typeof Language>;

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as a switch between them shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
