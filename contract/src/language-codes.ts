/**
 * The languages OnePair speaks, as plain values: English, the default, and Spanish. A module
 * without the schema library, so that the web app's first download can read a language without
 * it (languages.ts adds the schema the API validates with).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as a switch between them shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language an `Accept-Language` header asks for among OnePair's: the supported one with the
 * highest weight (`es-MX`, `es` and `es;q=0.8` all name Spanish), English when the header names
 * neither or is missing. Only the first 40 ranges are read: a header is never a reason for work.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestWeight = 0;
  for (const range of header.split(',', 40)) {
    const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    if (!isLanguage(primary)) continue;
    const weightParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = weightParameter === undefined ? 1 : Number(weightParameter.slice(2));
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}
