/**
 * Data the server writes into a page's HTML, so the first render can show it without a request
 * of its own: the home page (/) carries the catalogue as the JSON that /api/glasses/ answers.
 */

/** The id of the catalogue's data block in the home page's HTML. */
export const CATALOGUE_DATA_ID = 'onepair-catalogue';

/**
 * The list in the page's data block `id`, taken out of the page (it is read once: later visits
 * of the page within the app use the query cache, and then fresh requests). Undefined when the
 * page has no such block or it does not hold a list.
 */
export function takePageList(id: string, doc: Document | undefined = globalThis.document): unknown[] | undefined {
  const element = doc?.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
