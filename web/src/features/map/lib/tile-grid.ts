/**
 * The tiles Leaflet shows for the map's opening view, worked out without Leaflet, so that the
 * map's placeholder can draw them as soon as the tile address is known instead of after
 * Leaflet's chunk has downloaded and set itself up. The numbers follow Leaflet 1.9's
 * GridLayer and TileLayer with their default options (Web Mercator, 256-pixel tiles):
 * the same tiles at the same pixels under the same addresses, so that Leaflet's own requests
 * find them already loaded and the map takes over without a visible change.
 */

export const TILE_SIZE = 256;

/** One tile: its address and its place in the map's box (pixels from the top left corner). */
export interface PlacedTile {
  url: string;
  left: number;
  top: number;
}

export interface TileView {
  center: [lat: number, lon: number];
  zoom: number;
  /** The map box's inner size (Leaflet's map.getSize(): clientWidth and clientHeight). */
  width: number;
  height: number;
  /** A TileLayer address template: {s}, {z}, {x}, {y}, {r} and {-y} are known. */
  urlTemplate: string;
  /** A display denser than 1 pixel a point: Leaflet's {r} is then '@2x'. */
  retina: boolean;
}

/** Leaflet's TileLayer subdomains option, default. */
const SUBDOMAINS = 'abc';
/** Leaflet's Web Mercator stops at this latitude (SphericalMercator.MAX_LATITUDE). */
const MAX_LATITUDE = 85.0511287798;

/** A point's place in pixels on the whole world at this zoom (Leaflet's map.project). */
export function project(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(Math.min(lat, MAX_LATITUDE), -MAX_LATITUDE);
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: scale * (lon / 360 + 0.5),
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/**
 * The tiles covering the view, in Leaflet's order of rows then columns, or null when the
 * template names a value Leaflet would take from options this file does not know (then only
 * Leaflet draws tiles).
 */
export function tilesInView({ center, zoom, width, height, urlTemplate, retina }: TileView): PlacedTile[] | null {
  const keys = [...urlTemplate.matchAll(/\{ *([\w_ -]+) *\}/g)].map((match) => match[1]!);
  if (keys.some((key) => !['s', 'z', 'x', 'y', 'r', '-y'].includes(key))) return null;
  if (width <= 0 || height <= 0) return [];

  const centerPx = project(center[0], center[1], zoom);
  // The map's top left corner in world pixels (map._getNewPixelOrigin, rounded like Leaflet).
  const originX = Math.round(centerPx.x - width / 2);
  const originY = Math.round(centerPx.y - height / 2);
  // The tile range (GridLayer._getTiledPixelBounds and _pxBoundsToTileRange).
  const pixelCenterX = Math.floor(centerPx.x);
  const pixelCenterY = Math.floor(centerPx.y);
  const minX = Math.floor((pixelCenterX - width / 2) / TILE_SIZE);
  const maxX = Math.ceil((pixelCenterX + width / 2) / TILE_SIZE) - 1;
  const minY = Math.floor((pixelCenterY - height / 2) / TILE_SIZE);
  const maxY = Math.ceil((pixelCenterY + height / 2) / TILE_SIZE) - 1;
  const tilesAcross = 2 ** zoom;

  const tiles: PlacedTile[] = [];
  for (let y = minY; y <= maxY; y += 1) {
    // Above the top or below the bottom of the world there is no tile (GridLayer._isValidTile).
    if (y < 0 || y >= tilesAcross) continue;
    for (let x = minX; x <= maxX; x += 1) {
      // Columns wrap around the world (GridLayer._wrapCoords); the place does not.
      const wrappedX = ((x % tilesAcross) + tilesAcross) % tilesAcross;
      const values: Record<string, string | number> = {
        s: SUBDOMAINS[Math.abs(wrappedX + y) % SUBDOMAINS.length]!,
        z: zoom,
        x: wrappedX,
        y,
        r: retina ? '@2x' : '',
        '-y': tilesAcross - 1 - y,
      };
      const url = urlTemplate.replace(/\{ *([\w_ -]+) *\}/g, (_, key: string) => String(values[key]));
      tiles.push({ url, left: x * TILE_SIZE - originX, top: y * TILE_SIZE - originY });
    }
  }
  return tiles;
}
