/**
 * When Leaflet takes over from the map's placeholder (map-placeholder.tsx): once the
 * placeholder's tiles have loaded and been painted (or failed), or after MAX_WAIT_MS at most.
 * Only then is Leaflet's chunk downloaded and the map set up. Both would hold back the tiles'
 * first paint, the moment a visitor sees the map: the chunk shares a slow line with the
 * tiles, and setting up the map is the page's longest task. Leaflet then finds the same tiles
 * already loaded.
 */

/** However slow the tiles, Leaflet starts this long after the placeholder appeared. */
export const MAX_WAIT_MS = 2000;

let settle: () => void = () => undefined;
/** Resolved once: later visits of the page find Leaflet already loaded and skip the placeholder. */
export const placeholderSettled = new Promise<void>((resolve) => (settle = resolve));

/** The placeholder's tiles are done: Leaflet may start once the next frame has been painted. */
export function handOver(): void {
  requestAnimationFrame(() => setTimeout(settle));
}

/** The placeholder waited long enough (and a hidden tab paints no frames): Leaflet starts now. */
export function handOverNow(): void {
  settle();
}
