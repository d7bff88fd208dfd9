/**
 * Pages in Spanish: a visitor's choice kept in the browser before the first page loads, and a
 * check that no English text of the app's catalogues shows on a page in Spanish.
 */
import type { Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** An area's Spanish catalogue (`web/src/<area>/locales/es.json`), to find the page's words as a Spanish reader sees them. */
export function spanishTexts(area: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(SRC, area, 'locales', 'es.json'), 'utf8')) as Record<string, string>;
}

/** The words of a message before its first value: what a page shows of it whatever the value. */
export const before = (message: string | undefined): string => (message ?? '').split('{')[0]!.trim();

/** The visitor chose Spanish (web/src/i18n/i18n.ts keeps it under this key). */
export async function chooseSpanish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('onepair.language', 'es'));
}

/** Every catalogue folder with a Spanish catalogue (the staff console's are English only). */
function catalogueFolders(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (!statSync(full).isDirectory()) return [];
    if (name !== 'locales') return catalogueFolders(full);
    return existsSync(path.join(full, 'es.json')) ? [full] : [];
  });
}

/** Splits a message into the plain text runs a page shows whatever its values (values, plurals and tags cut out). */
const textRuns = (message: string) =>
  message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
    .map((run) => run.trim())
    .filter(Boolean);

/**
 * The English of every message that Spanish says differently, in two forms: whole messages
 * without values (a label, a button: the whole text of an element or attribute), and the longer
 * runs of any message (a sentence anywhere in the page's text). An English message that is also
 * some Spanish message (a name both languages share) is left out.
 */
function englishTexts(): { whole: Set<string>; runs: string[] } {
  const whole = new Set<string>();
  const runs = new Set<string>();
  const spanishEverywhere = new Set<string>();
  for (const folder of catalogueFolders(SRC)) {
    const english = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8')) as Record<string, string>;
    const spanish = JSON.parse(readFileSync(path.join(folder, 'es.json'), 'utf8')) as Record<string, string>;
    for (const message of Object.values(spanish)) for (const run of textRuns(message)) spanishEverywhere.add(run);
    for (const [key, message] of Object.entries(english)) {
      if (spanish[key] === message) continue;
      if (!/[{<]/.test(message)) whole.add(message.trim());
      for (const run of textRuns(message)) if (run.length >= 12 && run.includes(' ')) runs.add(run);
    }
  }
  return {
    whole: new Set([...whole].filter((text) => !spanishEverywhere.has(text))),
    runs: [...runs].filter((run) => !spanishEverywhere.has(run)),
  };
}

const ENGLISH = englishTexts();

/**
 * The English the page shows (its visible text and its accessible names): an element's own text
 * or a label that is a whole English message, or a longer English run anywhere. A part marked
 * `lang="en"` (the staff console) says it is English, and is left out.
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const english = (element: Element) => element.closest('[lang="en"]') !== null;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || english(parent) || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || parent.closest('[hidden]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (english(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  const all = shown.join('\n');
  const found = new Set([...shown.filter((text) => ENGLISH.whole.has(text)), ...ENGLISH.runs.filter((run) => all.includes(run))]);
  return [...found];
}
