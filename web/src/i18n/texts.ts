/**
 * An area's texts: a catalogue per language, English the source (`locales/en.json` beside the
 * area), loaded only for the language in use. Keys are the English catalogue's, so a key missing
 * from English fails the type check and Spanish is checked key for key (`npm test`,
 * catalogues.test.ts). Messages are ICU MessageFormat; the build compiles them (vite.config.ts).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { LANGUAGES, type Language } from '@onepair/contract';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

import { currentLanguage, i18n } from './i18n';

export type Catalogue = Readonly<Record<string, unknown>>;
export type MessageValues = Readonly<Record<string, string | number>>;

/** How an area's texts in a language other than English arrive: its own small chunk. */
type CatalogueLoader = () => Promise<{ default: Catalogue }>;

export interface Texts<Key extends string> {
  readonly area: string;
  /** The text of `key` in the page's language, its values filled in. */
  t(key: Key, values?: MessageValues): string;
  /** The key as Lingui knows it, for `<Trans>` (rich texts with links). */
  id(key: Key): string;
  /** Resolves once the area's texts in `language` are there. */
  load(language: Language): Promise<void>;
  isLoaded(language: Language): boolean;
}

/** The keys of an area's texts: `TextKey<typeof accountTexts>`. */
export type TextKey<T> = T extends Texts<infer Key> ? Key : never;

/** Something a page's language needs before it shows: an area's catalogue, the contract's messages. */
interface Area {
  load(language: Language): Promise<void>;
}

const areas = new Set<Area>();

export function registerArea(area: Area): void {
  areas.add(area);
}

function prefixed(area: string, catalogue: Catalogue): Record<string, never> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [`${area}.${key}`, message])) as Record<string, never>;
}

/**
 * Lingui reads `\u…` escapes in a finished text, values included: a name typed with one would
 * come out as another character. Text values with a backslash go in as numbered marks and are
 * put back after (the others as they are: a `select` must see its value).
 */
export function translate(id: string, values?: MessageValues, instance: I18n = i18n): string {
  if (!values) return instance._(id);
  const texts: string[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value.includes('\\') ? `\uE000${texts.push(value) - 1}\uE001` : value,
    ]),
  );
  return instance._(id, marked).replace(/\uE000(\d+)\uE001/g, (_, index: string) => texts[Number(index)]!);
}

/** Every area's English, whatever the page's language: for a part of a page that stays English. */
const englishI18n = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * A part of the page that is in English whatever the page's language (the staff console): the
 * shared pieces inside it (tables, forms, the contract's messages) speak English there too, so
 * that the part's `lang="en"` is true. Its provider wraps the part.
 */
export const EnglishPart = createContext(false);

/**
 * Declares an area's texts: its English catalogue (imported with the area's code) and a loader
 * for each other language. `Spanish` must have the English keys, no more and no fewer.
 *
 * An area without `others` is in English in every language: the staff console, whose texts go
 * through the catalogues like the rest but are written for the charity's staff only. Its pages
 * mark their part `lang="en"` so that a screen reader reads it as English on a Spanish page.
 */
export function defineTexts<English extends Catalogue>(
  area: string,
  english: English,
  others?: { es: () => Promise<{ default: { [Key in keyof English]: unknown } }> },
): Texts<Extract<keyof English, string>> {
  const languages: readonly Language[] = others ? ['en'] : LANGUAGES;
  for (const language of languages) i18n.load(language, prefixed(area, english));
  englishI18n.load('en', prefixed(area, english));
  const loaders = others as Record<Exclude<Language, 'en'>, CatalogueLoader> | undefined;
  const pending = new Map<Language, Promise<void>>(languages.map((language) => [language, Promise.resolve()]));
  const loaded = new Set<Language>(languages);
  const texts: Texts<Extract<keyof English, string>> = {
    area,
    t: (key, values) => translate(`${area}.${key}`, values),
    id: (key) => `${area}.${key}`,
    isLoaded: (language) => loaded.has(language),
    load(language) {
      let promise = pending.get(language);
      if (!promise) {
        promise = loaders![language as Exclude<Language, 'en'>]().then(
          (module) => {
            i18n.load(language, prefixed(area, module.default));
            loaded.add(language);
          },
          (error: unknown) => {
            // Offline, or a file gone after a new release: the area shows its English rather than
            // waiting for ever; the next visit tries again.
            console.error(`The ${language} texts of ${area} could not be loaded`, error);
            i18n.load(language, prefixed(area, english));
            loaded.add(language);
          },
        );
        pending.set(language, promise);
      }
      return promise;
    },
  };
  areas.add(texts);
  // An area met on a page in another language (its code came with a later page): its texts are
  // fetched now, beside those of the page's other areas, rather than one after the other as
  // each part of the page asks for its own.
  const language = currentLanguage();
  if (others && language !== 'en') void texts.load(language);
  return texts;
}

/** Loads every area the visit has met in `language` (before switching to it, so nothing waits). */
export function loadAreas(language: Language): Promise<unknown> {
  return Promise.all([...areas].map((texts) => texts.load(language)));
}

/**
 * An area's `t` in a component: the component renders again when the language changes, and
 * waits (Suspense) while the area's texts in that language are on their way.
 */
export function useTexts<Key extends string>(texts: Texts<Key>): Texts<Key>['t'] {
  const language = usePageLanguage();
  const inEnglishPart = useContext(EnglishPart);
  // Suspends until they come (thrown, as Suspense takes it: `use` would expect to be called again
  // when the component renders after they came, which it is not).
  if (!texts.isLoaded(language)) throw texts.load(language);
  // A new function in each language, so that memoised parts that take it render again too.
  return useCallback(
    (key: Key, values?: MessageValues) => (inEnglishPart ? translate(texts.id(key), values, englishI18n) : texts.t(key, values)),
    [texts, language, inEnglishPart],
  );
}

const onLanguageChange = (listener: () => void) => i18n.on('change', listener);

/** The page's language (English in an `EnglishPart`), in a component that renders again when it changes. */
export function usePageLanguage(): Language {
  useSyncExternalStore(onLanguageChange, () => i18n.locale);
  return useContext(EnglishPart) ? 'en' : currentLanguage();
}
