/**
 * Every area's catalogues (`locales/<language>.json`): the same keys in each language, messages
 * that parse as ICU MessageFormat with the same values in each language, and no key that no code
 * uses (a key is used when its name appears quoted in the area's own source files).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@onepair/contract';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(SRC);
const areas = files.filter((file) => file.endsWith(`${path.sep}locales${path.sep}en.json`)).map((file) => path.dirname(path.dirname(file)));

type Compiled = ReturnType<typeof compileMessage>;

/** The names of the values a compiled message takes (`{name}`, `{count, plural, …}`). */
function valueNames(compiled: Compiled, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , format] = token as [string, string?, Record<string, Compiled>?];
    names.add(name);
    if (format && typeof format === 'object') for (const branch of Object.values(format)) valueNames(branch, names);
  }
  return names;
}

/**
 * The staff console stays in English (its texts still go through catalogues), apart from what a
 * user who is not staff reads there; every other area has every language.
 */
const ENGLISH_ONLY = path.join(SRC, 'features', 'staff');
const isEnglishOnly = (area: string) =>
  (area === ENGLISH_ONLY || area.startsWith(ENGLISH_ONLY + path.sep)) && area !== path.join(ENGLISH_ONLY, 'not-allowed');
const languagesOf = (area: string) => (isEnglishOnly(area) ? (['en'] as const) : LANGUAGES);

const read = (area: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(area, 'locales', `${language}.json`), 'utf8')) as Record<string, string>;

it('finds the catalogues', () => {
  expect(areas.map((area) => path.relative(SRC, area))).toContain('app');
});

it('finds the staff console in English only, and every other area in every language', () => {
  for (const area of areas) {
    const present = LANGUAGES.filter((language) => existsSync(path.join(area, 'locales', `${language}.json`)));
    expect([path.relative(SRC, area), present]).toEqual([path.relative(SRC, area), [...languagesOf(area)]]);
  }
});

describe.each(areas.filter((area) => !isEnglishOnly(area)).map((area) => [path.relative(SRC, area), area]))(
  '%s in every language',
  (_, area) => {
    const english = read(area, 'en');

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has every English key in %s, and no other, with the same values',
      (language) => {
        const other = read(area, language);
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          expect([key, [...valueNames(compileMessage(other[key]!))].sort()]).toEqual([
            key,
            [...valueNames(compileMessage(message))].sort(),
          ]);
        }
      },
    );
  },
);

describe.each(areas.map((area) => [path.relative(SRC, area), area]))('%s', (_, area) => {
  const english = read(area, 'en');

  it('has messages that all parse, each a non-empty text', () => {
    for (const language of languagesOf(area)) {
      for (const [key, message] of Object.entries(read(area, language))) {
        expect(typeof message === 'string' && message.trim().length > 0, `${language} ${key}`).toBe(true);
        expect(() => compileMessage(message), `${language} ${key}: ${message}`).not.toThrow();
      }
    }
  });

  it('has no key that the code does not use', () => {
    // A folder inside the area with catalogues of its own is another area.
    const inner = areas.filter((other) => other.startsWith(area + path.sep));
    const source = files
      .filter((file) => file.startsWith(area + path.sep) && !inner.some((other) => file.startsWith(other + path.sep)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(english).filter((key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
