/**
 * Pages in Spanish: a visitor's choice kept in the browser before the first page loads, and a
 * check that no English text of the app's catalogues shows on a page in Spanish.
 */
import type { Page } from '@playwright/test';
import { readFileSync, readdirSync, statSync } from 'node:fs';
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

function catalogueFolders(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (!statSync(full).isDirectory()) return [];
    return name === 'locales' ? [full] : catalogueFolders(full);
  });
}

/**
 * The English of every message that Spanish says differently, as the plain text runs a page
 * would show (values, plurals and tags cut out), long enough not to be a word Spanish shares.
 */
function englishRuns(): string[] {
  const runs = new Set<string>();
  for (const folder of catalogueFolders(SRC)) {
    const english = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8')) as Record<string, string>;
    const spanish = JSON.parse(readFileSync(path.join(folder, 'es.json'), 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(english)) {
      if (spanish[key] === message) continue;
      for (const run of message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)) {
        const text = run.trim();
        if (text.length >= 12 && text.includes(' ')) runs.add(text);
      }
    }
  }
  return [...runs];
}

const ENGLISH_RUNS = englishRuns();

/** The English runs the page shows (its visible text and its accessible names). */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  return ENGLISH_RUNS.filter((run) => shown.includes(run));
}
