/**
 * The code of the Leaflet map (its own chunk). The /map route calls this as it starts loading
 * the page's code, so that both download at once instead of one after the other.
 */
export const loadRegionMap = () => import('./region-map');
