/**
 * What the home page's HTML carries besides the app shell (docs/operations.md, Caching and
 * compression): the catalogue the page shows, as a JSON data block the app reads at start, and
 * a preload of the first item's image, the largest thing a phone's first screen paints.
 *
 * Without them a first visit waits for the app's code, then for its request for the catalogue,
 * then for the image: three trips one after the other before the page is complete. With them
 * the app draws the cards in its first render and the image is already on its way.
 */
import type { GlassesItem } from '@onepair/contract';
import { GLASSES_SPELLINGS, translateResponse } from '../lib/old-spellings.js';
import type { PageExtras } from '../plugins/web-app.js';
import type { CatalogueCache } from './catalogue-cache.js';

/** The id of the data block; the web app looks for the same id. */
export const CATALOGUE_DATA_ID = 'onepair-catalogue';

/** A catalogue larger than this (as JSON) is left to the app's own request, so the page stays light. */
export const MAX_INLINE_CATALOGUE_BYTES = 64 * 1024;

/** JSON that cannot end its <script> element early: every `<` is written as an escape. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The extras of a catalogue: the preload (only for an image on this server, whose address is the
 * same for visitors and signed-in users) and the data block (when small enough).
 */
export function catalogueExtras(items: readonly GlassesItem[]): PageExtras {
  const first = items[0]?.image ?? '';
  const local = first.startsWith('/') && !first.startsWith('//');
  const head = local ? `<link rel="preload" as="image" href="${attribute(first)}" fetchpriority="high">` : '';
  // The list as /api/glasses/ sends it, so the app takes it in place of that reply.
  const json = scriptSafeJson(translateResponse(items, GLASSES_SPELLINGS));
  const body =
    Buffer.byteLength(json) <= MAX_INLINE_CATALOGUE_BYTES
      ? `<script type="application/json" id="${CATALOGUE_DATA_ID}">${json}</script>`
      : '';
  return { head, body };
}

/**
 * The extras of the home page (/) from the catalogue cache. The same catalogue list (kept up to
 * a second) gives the same extras without computing them again. A catalogue that cannot be read
 * leaves the page as built: the app then asks for it itself.
 */
export function homePageExtras(catalogue: CatalogueCache): () => Promise<PageExtras | undefined> {
  const made = new WeakMap<readonly GlassesItem[], PageExtras>();
  return async () => {
    try {
      const items = await catalogue.list();
      let extras = made.get(items);
      if (!extras) {
        extras = catalogueExtras(items);
        made.set(items, extras);
      }
      return extras;
    } catch {
      return undefined;
    }
  };
}
