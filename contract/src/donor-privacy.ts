/**
 * How donors appear in public, what their money provides, and the public account of money in
 * and pairs out (docs/api.md, Donor privacy and transparency).
 */
import { Type, type Static } from '@sinclair/typebox';

export const PUBLIC_NAME_MAX_LENGTH = 100;
/** What one pair of glasses costs, in dollars, when COST_PER_PAIR is not configured. */
export const DEFAULT_COST_PER_PAIR = 25;
/** What public lists show for a donor who chose not to be named. */
export const ANONYMOUS_NAME = 'Anonymous';
/** Put after a sample donor's name wherever one is shown. */
export const SAMPLE_MARK = '(sample)';

/**
 * The name public lists show for a donor: the public name they chose, or "Anonymous" when they
 * chose none (`publicName` empty: privacy by default) or chose to be anonymous.
 */
export function publicDonorName(donor: { publicName: string; isAnonymous: boolean }): string {
  return donor.isAnonymous || donor.publicName === '' ? ANONYMOUS_NAME : donor.publicName;
}

/** Why a public name is refused, under the `public_name` field. */
export const PUBLIC_NAME_MESSAGES = {
  blank: 'Enter the name to show, or choose to appear as Anonymous.',
  tooLong: `Use at most ${PUBLIC_NAME_MAX_LENGTH} characters.`,
  anonymous: 'A public name cannot be "Anonymous": choose to appear as Anonymous instead.',
  sample: `A public name cannot contain "${SAMPLE_MARK}", which marks the sample donors.`,
  taken: "This name is already another user's or donor's: choose a different public name.",
  mixedScripts: 'Write each word in one alphabet: a word cannot mix Latin letters with those of another alphabet.',
  symbols: 'Use letters, digits, punctuation and emoji: a public name cannot contain other symbols.',
} as const;

/**
 * Why a username is refused under the rule it shares with public names (`username` field). No
 * message for "(sample)": a username cannot hold brackets (server users/rules.ts), so its own
 * pattern refuses one first.
 */
export const USERNAME_MESSAGES = {
  anonymous: 'A username cannot be "Anonymous", which public lists show for donors who choose not to be named.',
  publicName: "This name is already another donor's public name: choose a different username.",
} as const;

/** `SHAPING` as a pattern: alternatives, since a joiner or selector in one class reads as joined to its neighbour. */
const SHAPING_CHARS = String.raw`\u200C|\u200D|[\u180B-\u180F]|[\u{E0100}-\u{E01EF}]`;

/**
 * Characters that draw nothing, or only a blank, and are not whitespace: the default-ignorable
 * ones (format characters such as a zero-width space or soft hyphen, variation selectors, the
 * combining grapheme joiner, Hangul fillers, Khmer ones) and the blank Braille pattern. Left in,
 * "Anonymous" followed by one would look like "Anonymous" and compare as another name. Those of
 * `SHAPING` are not dropped from the name.
 */
const INVISIBLE = new RegExp(`(?!${SHAPING_CHARS})[\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800]`, 'gu');

/**
 * Invisible characters that change how the letters beside them are drawn, which some names need:
 * the zero-width non-joiner and joiner (Persian, Indic scripts, emoji sequences), Mongolian free
 * variation selectors and ideographic variation selectors (a CJK name's exact glyph). Kept in the
 * stored name, but dropped from the key (`nameKey`), so they can never make two names differ.
 */
const SHAPING = new RegExp(SHAPING_CHARS, 'gu');

/**
 * A name as shown and stored: compatibility forms folded (full-width "（sample）" is "(sample)"),
 * invisible characters dropped (`INVISIBLE`), runs of whitespace made one space (a page shows
 * "Jane  Doe" as "Jane Doe") and the ends trimmed, so a name cannot look like one it is not
 * allowed to be while comparing as different. What is stored is this form, so the invisible
 * characters never reach a page, bar the few that shape letters (`SHAPING`).
 */
export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
}

/** The normalised name without `SHAPING` characters: what a name looks like, for comparing. */
function visibleName(raw: string): string {
  return normaliseName(raw).replace(SHAPING, '').replace(/\s+/gu, ' ').trim();
}

/**
 * Scripts with letters that look like Latin ones (`LOOK_ALIKES_OF`), Latin included. Not every
 * script: Japanese writes one word in Han, Hiragana and Katakana, Korean in Hangul and Han.
 */
const LOOK_ALIKE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Lisu', 'Coptic'].map(
  (script) => new RegExp(`\\p{Script=${script}}`, 'u'),
);
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Whether a word of the name mixes scripts where one of them is Latin or has letters that look
 * like Latin ones, as "Paυl" with a Greek "υ" or "Pauꓡ" with a Lisu letter do (a simple
 * mixed-script check in the spirit of UTS #39): a word with a letter of `LOOK_ALIKE_SCRIPTS` has
 * all its letters in that script. So no Latin word holds a letter of any other script, while
 * scripts none of whose letters look Latin may share a word, as Japanese needs. The key cannot
 * read every such letter as the Latin one it looks like ("υ" is "y" by its capital), so this is
 * the rule instead: "Παύλος", "Иван", "José", "Paul Иванов" and "Ελένη-Maria" pass. Words are
 * split at anything but letters and marks; digits, punctuation and accents belong to no script.
 */
function mixesScripts(name: string): boolean {
  return name.split(/[^\p{L}\p{M}]+/u).some((word) => {
    const scripts = new Set<number>();
    let others = false;
    for (const char of word) {
      const script = LOOK_ALIKE_SCRIPTS.findIndex((pattern) => pattern.test(char));
      if (script >= 0) scripts.add(script);
      else if (!NEUTRAL.test(char)) others = true;
    }
    return scripts.size > 1 || (scripts.size === 1 && others);
  });
}

/**
 * What a public name may not hold: symbols outside ASCII that are not emoji (fonts draw many of
 * them blank, as the musical "null notehead" U+1D159, or as a box, and no name needs them; ASCII
 * ones such as "+" and "&" draw plainly), control characters, private-use characters (drawn as
 * any font likes) and code points not yet assigned. Letters, marks, digits, punctuation, spaces
 * and emoji stay.
 */
const REFUSED_SYMBOL = /(?![\p{ASCII}\p{Extended_Pictographic}\p{Emoji_Component}])\p{S}|[\p{Cc}\p{Co}\p{Cn}\p{Cs}]/u;

/**
 * Each Latin letter with the letters of other scripts that look like it, in lower case: in the
 * spirit of Unicode's confusables (UTS #39), whose table makes "Аnonymous" with a Cyrillic "А"
 * look like "Anonymous". Only the letters of `LOOK_ALIKE_SCRIPTS` are here (Cyrillic, Greek,
 * Armenian, Cherokee, Lisu, Coptic, and Latin outside ASCII: small capitals, script a and g,
 * dotless j, iota), those that spell whole Latin-looking names; the rest of Unicode's table
 * (symbols, single letters of other scripts) is not, as a word cannot mix those with Latin ones,
 * and forms NFKC already folds (full-width, mathematical and circled letters) need no entry.
 *
 * In lower case because names compare in any case, so a name and its capitals must keep one
 * key: a letter whose capital looks Latin is here by its small one ("н" as "h", since "Н" looks
 * like "H"). Where the two cases look like different Latin letters, the capital wins, being
 * drawn the same as the Latin one: Greek "ν" is "n" (not "v"), "υ" is "y" (not "u"), and
 * Cyrillic "і", Greek "ι" and the palochka are "i" (Unicode draws "І" as "l", but here "I" is
 * "i"). Two names of one script that differ only in letters with one Latin look-alike ("в" and
 * "ь") compare alike too, which costs a rare name.
 * A small letter that looks like another Latin letter than its capital ("υ" like "u") is
 * caught otherwise: a public name's word may not mix it with Latin letters (`mixesScripts`), and
 * `reservedName` reads it as it looks.
 *
 * ASCII maps to itself, so a username's key is its lower case (`users.username_lower`). ASCII
 * look-alikes (0 and O; 1, l and I; rn and m) are only `reservedName`'s: in a key compared in
 * any case, "I" as "l" would make every "i" an "l" too, and refuse many honest names.
 */
const LOOK_ALIKES_OF: Readonly<Record<string, string>> = {
  // Cyrillic, Greek, Armenian, Latin outside ASCII (small capitals among them), Cherokee, Lisu and
  // Coptic, in that order. Cherokee and Coptic are written in capitals, as they look Latin, and
  // folded in the table's map.
  a: 'аαɑᴀᎪꓮⲀ',
  b: 'вьβʙᏴᏏꓐⲂ',
  c: 'сϲᴄᏟꓚⲤ',
  d: 'ԁᴅᎠᏧꓒꓓ',
  e: 'еҽεᴇᎬꓰ',
  f: 'ϝꜰꓝ',
  g: 'ԍցɡɢᏀᏳꓖ',
  h: 'нһηհʜᎻᏂꓧⲎ',
  i: 'іӏιɩɪᎥꓲⲒ',
  j: 'јϳȷᴊᎫꓙ',
  k: 'кκᴋᏦꓗⲔ',
  l: 'ʟᏞꓡ',
  m: 'мμϻᴍᎷꓟⲘ',
  n: 'νոռɴꓠⲚ',
  o: 'оοσօᴏꓳⲞ',
  p: 'рρᴘᴩᏢꓑⲢ',
  q: 'ԛգզ',
  r: 'гʀᴦᎡᏒꓣ',
  s: 'ѕտꜱᏚᏕꓢ',
  t: 'тτᴛᎢꓔⲦ',
  u: 'սᴜꓴ',
  v: 'ѵᴠᏙꓦ',
  w: 'ѡԝաᴡᎳᏔꓪ',
  x: 'хχꓫⲬ',
  y: 'уүγυϒʏᎩᎽꓬⲨ',
  z: 'ζᴢᏃꓜⲌ',
};
// Each letter as the key folds its case, so a Cherokee capital is found by its small letter.
const LOOK_ALIKES = new Map(
  Object.entries(LOOK_ALIKES_OF).flatMap(([latin, others]) => [...others].map((other) => [other.toUpperCase().toLowerCase(), latin])),
);

/**
 * What two names are compared by, in TypeScript so that both database engines compare alike
 * (SQLite's `lower()` folds ASCII only): the normalised name in one case, "ß" and "ss" alike,
 * and every letter of `LOOK_ALIKES_OF` as the Latin letter it looks like, so "Аnonymous" with a
 * Cyrillic "А" or "Раul" with a Cyrillic "Р" and "а" compare as the Latin names. Accents stay:
 * "Jose" and "José" are different names, as are "е" with and without its diaeresis ("ë").
 * For a username (ASCII only) it is the username in lower case, as `users.username_lower` keeps
 * it; `donators.public_name_key` keeps it for public names. Stored, and the migrations that key
 * names (022, 023) call this very function, since a stored key must be what the running server
 * computes or lookups miss: so any change here (or in `normaliseName`) needs a new migration that
 * computes the stored keys again.
 */
export function nameKey(raw: string): string {
  const folded = visibleName(raw).toUpperCase().toLowerCase();
  // Decomposed first, so a letter with an accent ("ё") is its base letter and the accent.
  let key = '';
  for (const char of folded.normalize('NFD')) key += LOOK_ALIKES.get(char) ?? char;
  return key.normalize('NFKC');
}

/**
 * A name key with ASCII look-alikes made one as well, as Unicode's confusables make them: "0" as
 * "o", "1" and "i" (the lower case of "I") as "l", "rn" as "m". Only for the words nobody may
 * take, where refusing "Anonym0us" costs nobody a real name.
 */
function looseKey(raw: string): string {
  return nameKey(lowerCaseReadings(normaliseName(raw)))
    .replace(/0/g, 'o')
    .replace(/[1i|]/g, 'l')
    .replace(/rn/g, 'm');
}

/**
 * Small letters whose capital looks like another Latin letter than they do, which `nameKey` reads
 * by the capital: Greek "υ" looks like "u" (the key reads "y"), "ν" like "v" (the key reads "n"),
 * the Cyrillic palochka "ӏ" like "l". Read here as they look, before the case is folded, so
 * "Anonymoυs" is "Anonymous" even written in one script; capitals keep the key's reading.
 */
function lowerCaseReadings(name: string): string {
  return name
    .replace(/\u03C5/g, 'u')
    .replace(/\u03BD/g, 'v')
    .replace(/\u04CF/g, 'l');
}

const ANONYMOUS_KEY = looseKey(ANONYMOUS_NAME);
const SAMPLE_KEY = looseKey(SAMPLE_MARK);

/**
 * Whether a username or public name is one nobody may take: "Anonymous", the lists' word for
 * donors who chose not to be named, or one marked as a sample donor's; in any spelling that
 * looks like them ("Аnonymous" with a Cyrillic "А", "Anonym0us", "(samp1e)").
 */
export function reservedName(raw: string): 'anonymous' | 'sample' | undefined {
  const key = looseKey(raw);
  if (key === ANONYMOUS_KEY) return 'anonymous';
  if (key.includes(SAMPLE_KEY)) return 'sample';
  return undefined;
}

/**
 * A public name as stored: normalised and trimmed; undefined with the field's message when it cannot be one.
 * Whether another user or donor has the name is for the server to say (PUBLIC_NAME_MESSAGES.taken).
 */
export function checkPublicName(raw: string): { value: string } | { problem: string } {
  const value = normaliseName(raw);
  if (visibleName(value).length === 0) return { problem: PUBLIC_NAME_MESSAGES.blank };
  if (value.length > PUBLIC_NAME_MAX_LENGTH) return { problem: PUBLIC_NAME_MESSAGES.tooLong };
  const reserved = reservedName(value);
  if (reserved) return { problem: PUBLIC_NAME_MESSAGES[reserved] };
  if (REFUSED_SYMBOL.test(value)) return { problem: PUBLIC_NAME_MESSAGES.symbols };
  if (mixesScripts(visibleName(value))) return { problem: PUBLIC_NAME_MESSAGES.mixedScripts };
  return { value };
}

/** Whole pairs of glasses an amount of money provides at the configured cost of one pair. */
export function pairsProvided(amount: number, costPerPair: number): number {
  if (!(costPerPair > 0) || !(amount > 0)) return 0;
  // In cents, so that 25.00 / 0.25-style amounts are not cut short by binary fractions.
  return Math.floor(Math.round(amount * 100) / Math.round(costPerPair * 100));
}

/** The denominators a part of a pair is said in: halves, thirds, quarters, fifths and tenths. */
const PAIR_SHARE_DENOMINATORS = [2, 3, 4, 5, 10] as const;

/**
 * The part of one pair that `amount` pays for when it is less than a pair, as the nearest simple
 * fraction ($10 of $25 is 2/5, $8 of $25 about 1/3), and whether that fraction is exact; null for
 * nothing, for a whole pair or more, and below a tenth (then it pays for "part of a pair").
 */
export function shareOfPair(amount: number, costPerPair: number): { numerator: number; denominator: number; exact: boolean } | null {
  if (!(costPerPair > 0) || !(amount > 0)) return null;
  const ratio = Math.round(amount * 100) / Math.round(costPerPair * 100);
  if (ratio >= 1 || ratio < 0.1) return null;
  let best = { numerator: 1, denominator: 10, error: Infinity };
  for (const denominator of PAIR_SHARE_DENOMINATORS) {
    const numerator = Math.min(denominator - 1, Math.max(1, Math.round(ratio * denominator)));
    const error = Math.abs(ratio - numerator / denominator);
    // Strictly better only: the smaller denominator wins a tie (1/2 rather than 5/10).
    if (error < best.error - 1e-9) best = { numerator, denominator, error };
  }
  return { numerator: best.numerator, denominator: best.denominator, exact: best.error < 1e-9 };
}

export function impactText(amount: number, costPerPair: number): string {
  const pairs = pairsProvided(amount, costPerPair);
  return `provides ${pairs} ${pairs === 1 ? 'pair' : 'pairs'} of glasses`;
}

export const GOAL_PERIODS = ['month', 'year'] as const;
export type GoalPeriod = (typeof GOAL_PERIODS)[number];

/** The fundraising goal the home and donation pages show, when one is configured. */
export const Goal = Type.Object({
  amount: Type.Number(),
  period: Type.Union(GOAL_PERIODS.map((period) => Type.Literal(period))),
  /** Confirmed money dated in the current period (UTC). */
  raised: Type.Number(),
  /** First day of the period, YYYY-MM-DD. */
  since: Type.String(),
});
export type Goal = Static<typeof Goal>;

/** A figure about fewer than this many recipients is not published. */
export const MIN_PUBLISHED_RECIPIENTS = 3;
export const FEWER_THAN_3 = 'fewer than 3';
/**
 * A count of 3 or more recipients not published either, because with a total and the other
 * published counts it would give away a count hidden as "fewer than 3".
 */
export const WITHHELD = 'withheld';
export const PairCount = Type.Union([Type.Integer({ minimum: 0 }), Type.Literal(FEWER_THAN_3), Type.Literal(WITHHELD)]);
export type PairCount = Static<typeof PairCount>;

/** One month in one region; `month` is YYYY-MM. */
export const TransparencyRow = Type.Object({
  month: Type.String(),
  region: Type.Integer(),
  region_name: Type.String(),
  /** Confirmed donations dated in that month. */
  money_confirmed: Type.Number(),
  donation_count: Type.Integer(),
  /** Pairs shipped that month to recipients in the region (still shipped or since delivered). */
  pairs_shipped: PairCount,
  pairs_delivered: PairCount,
});
export type TransparencyRow = Static<typeof TransparencyRow>;

export const Transparency = Type.Object({
  /** Oldest month first, then by region. */
  rows: Type.Array(TransparencyRow),
  totals: Type.Object({ money_confirmed: Type.Number(), pairs_shipped: PairCount, pairs_delivered: PairCount }),
  /** Pairs delivered to recipients whose state names no region. */
  unplaced_pairs_delivered: PairCount,
  cost_per_pair: Type.Number(),
});
export type Transparency = Static<typeof Transparency>;

export const TRANSPARENCY_CSV_COLUMNS = [
  'month',
  'region',
  'region_name',
  'money_confirmed',
  'donation_count',
  'pairs_shipped',
  'pairs_delivered',
] as const;

/** A pair count as published: small counts of recipients are hidden. */
export function publishedPairs(count: number): PairCount {
  return count > 0 && count < MIN_PUBLISHED_RECIPIENTS ? FEWER_THAN_3 : count;
}
