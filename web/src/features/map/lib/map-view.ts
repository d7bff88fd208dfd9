/**
 * The map's fixed view, shared by the Leaflet map and the box that holds its place while
 * Leaflet loads (which draws the same tiles at the same places: lib/tile-grid.ts).
 */

/** The map's height, so that nothing below moves when Leaflet replaces its placeholder. */
export const MAP_HEIGHT_PX = 500;

/** The map opens on the contiguous United States. */
export const MAP_CENTER: [number, number] = [39.8283, -98.5795];
export const MAP_ZOOM = 3;
