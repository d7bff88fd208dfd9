import L from 'leaflet';
import { describe, expect, it } from 'vitest';

import { MAP_CENTER, MAP_ZOOM } from './map-view';
import { tilesInView, type PlacedTile } from './tile-grid';

/** The tiles Leaflet itself asks for when a map of this size opens on the map's view. */
function leafletTiles(width: number, height: number, urlTemplate: string): PlacedTile[] {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: width });
  Object.defineProperty(container, 'clientHeight', { value: height });
  document.body.append(container);
  const map = L.map(container, { center: MAP_CENTER, zoom: MAP_ZOOM, fadeAnimation: false });
  L.tileLayer(urlTemplate).addTo(map);
  const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => {
    const position = L.DomUtil.getPosition(img);
    return { url: img.getAttribute('src')!, left: position.x, top: position.y };
  });
  map.remove();
  container.remove();
  return tiles;
}

const byPlace = (a: PlacedTile, b: PlacedTile) => a.top - b.top || a.left - b.left;

describe('tilesInView', () => {
  it.each([
    [384, 500],
    [385, 500],
    [678, 500],
    [1000, 500],
    [3000, 500],
  ])('gives the tiles Leaflet loads, at its places and addresses, for a %i by %i map', (width, height) => {
    const template = 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png?flipped={-y}';
    const ours = tilesInView({ center: MAP_CENTER, zoom: MAP_ZOOM, width, height, urlTemplate: template, retina: false });
    expect(ours).not.toBeNull();
    expect(ours!.length).toBeGreaterThan(0);
    expect([...ours!].sort(byPlace)).toEqual(leafletTiles(width, height, template).sort(byPlace));
  });

  it("adds Leaflet's '@2x' for {r} on a dense display", () => {
    const [tile] = tilesInView({
      center: MAP_CENTER,
      zoom: MAP_ZOOM,
      width: 300,
      height: 300,
      urlTemplate: '/t/{z}/{x}/{y}{r}.png',
      retina: true,
    })!;
    expect(tile!.url).toMatch(/^\/t\/3\/\d\/\d@2x\.png$/);
  });

  it('draws nothing for a template with values only Leaflet knows, or for a box with no size', () => {
    const view = { center: MAP_CENTER, zoom: MAP_ZOOM, width: 400, height: 500, retina: false };
    expect(tilesInView({ ...view, urlTemplate: 'https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}' })).toBeNull();
    expect(tilesInView({ ...view, width: 0, urlTemplate: '/t/{z}/{x}/{y}.png' })).toEqual([]);
  });
});
