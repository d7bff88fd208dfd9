/**
 * When Leaflet takes over from the map's placeholder (map-placeholder.tsx). The placeholder
 * draws the opening view's tiles without Leaflet; Leaflet's chunk is downloaded and the map set
 * up only when the visitor reaches for the map (a pointer over it, a touch, the wheel, a region
 * picked in the list: `startNow`), or once the page has been quiet for IDLE_START_MS after the
 * tiles were painted (or failed, or MAX_WAIT_MS passed), at the browser's next idle moment.
 * Setting up the map is the page's longest task (half a second on a slow phone): done while the
 * page is still coming in, it would block the summary, the chart and the first taps. Leaflet
 * then finds the same tiles already loaded.
 */

/** However slow the tiles, the wait for a quiet moment starts this long after the placeholder appeared. */
export const MAX_WAIT_MS = 2000;
/** How long the painted placeholder stays before Leaflet starts on its own. */
export const IDLE_START_MS = 3000;

let settle: () => void = () => undefined;
/** Resolved once: later visits of the page find Leaflet already loaded and skip the placeholder. */
export const placeholderSettled = new Promise<void>((resolve) => (settle = resolve));

let waiting = false;
function startWhenQuiet(): void {
  if (waiting) return;
  waiting = true;
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => settle(), { timeout: 2000 });
    else settle();
  }, IDLE_START_MS);
}

/** The placeholder's tiles are done: Leaflet starts after the next paint and a quiet while. */
export function handOver(): void {
  requestAnimationFrame(() => setTimeout(startWhenQuiet));
}

/** The placeholder waited long enough for its tiles (and a hidden tab paints no frames). */
export function handOverNow(): void {
  startWhenQuiet();
}

/** The visitor reaches for the map: Leaflet starts now. */
export function startNow(): void {
  settle();
}
