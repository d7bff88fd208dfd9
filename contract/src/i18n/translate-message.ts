/**
 * The API's messages in another language. The messages are written in English where the rule
 * is (the contract's message groups, the server's services); a reply's messages are put into
 * the reader's language as the reply leaves (docs/architecture.md, Languages). A catalogue is
 * keyed by the English words, as gettext keys its catalogues: exact messages by their text, and
 * messages with values by a pattern in which `{name}` stands for a value.
 */
import type { Language } from '../language-codes.js';
import { SPANISH_MESSAGES } from './es/messages.js';

/** A message's values, by the names its pattern gives them. */
export type MessageValues = Readonly<Record<string, string>>;

/**
 * The translation of one English message: a text with the values filled in as they came (a
 * media type or a parser's reason stays as the request had it; only a value named `{message}`,
 * a message inside a message, is translated too), or a function of the values for a translation
 * whose words depend on them (a status word that agrees with its noun).
 */
export type TranslatedMessage = string | ((values: MessageValues) => string);

/** A language's catalogue: each English message or pattern with its translation. */
export type MessageCatalogue = Readonly<Record<string, TranslatedMessage>>;

interface Pattern {
  readonly matcher: RegExp;
  readonly names: readonly string[];
  readonly translation: TranslatedMessage;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Exact messages in a map; patterns as anchored regular expressions, the most specific first. */
function compile(catalogue: MessageCatalogue) {
  const exact = new Map<string, TranslatedMessage>();
  const patterns: Array<Pattern & { literal: number }> = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    patterns.push({ matcher: new RegExp(`^${source}$`), names, translation, literal: english.replace(PLACEHOLDER, '').length });
  }
  // "greater than or equal to {limit}" before "greater than {limit}", which would match it too.
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

const COMPILED: Partial<Record<Language, ReturnType<typeof compile>>> = { es: compile(SPANISH_MESSAGES) };

/**
 * Longer than any message the API writes: a longer text (one quoting a 16 KB header) is left as
 * it is rather than tried against every pattern.
 */
const LONGEST_MESSAGE = 1_000;

/** `message` in `language`; a message the catalogue lacks, and every message in English, stay as they are. */
export function translateMessage(message: string, language: Language): string {
  const catalogue = COMPILED[language];
  if (!catalogue) return message;
  const exact = catalogue.exact.get(message);
  if (exact !== undefined) return typeof exact === 'string' ? exact : exact({});
  if (message.length > LONGEST_MESSAGE) return message;
  for (const { matcher, names, translation } of catalogue.patterns) {
    const match = matcher.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
    if (typeof translation === 'function') return translation(values);
    return translation.replace(PLACEHOLDER, (whole, name: string) => {
      if (!(name in values)) return whole;
      return name === 'message' ? translateMessage(values[name]!, language) : values[name]!;
    });
  }
  return message;
}

/**
 * Every message of an error reply in `language`: `{"detail": "…"}`, `{"field": ["…"]}` and the
 * same shapes nested in a field (a line of a list); `translated` says whether any message was.
 */
export function translateErrorBody<Body>(body: Body, language: Language): { body: Body; translated: boolean } {
  if (language === 'en') return { body, translated: false };
  let translated = false;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const text = translateMessage(value, language);
      translated ||= text !== value;
      return text;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  const translatedBody = walk(body) as Body;
  return { body: translatedBody, translated };
}
