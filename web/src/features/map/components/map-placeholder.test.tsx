import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAP_CENTER, MAP_ZOOM } from '../lib/map-view';
import { tilesInView } from '../lib/tile-grid';
import { handOver } from './map-handover';
import { MapPlaceholder } from './map-placeholder';

vi.mock('./map-handover', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./map-handover')>()),
  handOver: vi.fn(),
}));

// jsdom lays nothing out: the placeholder's box is given a phone's size, as Leaflet would read it.
let WIDTH = 384;
const HEIGHT = 500;
const prototype = Element.prototype;
const original = {
  clientWidth: Object.getOwnPropertyDescriptor(prototype, 'clientWidth')!,
  clientHeight: Object.getOwnPropertyDescriptor(prototype, 'clientHeight')!,
};
beforeEach(() => {
  Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
  Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => HEIGHT });
});
afterEach(() => {
  WIDTH = 384;
  vi.mocked(handOver).mockClear();
  Object.defineProperty(prototype, 'clientWidth', original.clientWidth);
  Object.defineProperty(prototype, 'clientHeight', original.clientHeight);
});

const TEMPLATE = 'http://tiles.test/{s}/{z}/{x}/{y}.png';

describe('MapPlaceholder', () => {
  it("draws the map's opening tiles where Leaflet will, as decorative images, and hides one that fails", () => {
    const { container } = render(<MapPlaceholder tileUrl={TEMPLATE} />);
    const expected = tilesInView({
      center: MAP_CENTER,
      zoom: MAP_ZOOM,
      width: WIDTH,
      height: HEIGHT,
      urlTemplate: TEMPLATE,
      retina: false,
    })!;
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('src'), img.style.left, img.style.top, img.alt])).toEqual(
      expected.map((tile) => [tile.url, `${tile.left}px`, `${tile.top}px`, '']),
    );
    fireEvent.error(images[0]!);
    expect(images[0]!.style.visibility).toBe('hidden');
  });

  it('draws no tiles before the tile address is known', () => {
    const { container, getByText } = render(<MapPlaceholder tileUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(getByText('Loading the map…')).toBeInTheDocument();
  });

  it('hands over to Leaflet only when every tile has settled, even where the world repeats and two places show one tile', () => {
    // Wider than the world at the opening zoom (8 tiles of 256 px), so tiles repeat.
    WIDTH = 2600;
    const { container } = render(<MapPlaceholder tileUrl={TEMPLATE} />);
    const images = [...container.querySelectorAll('img')];
    const urls = images.map((img) => img.getAttribute('src'));
    const repeated = urls.findIndex((url, index) => urls.indexOf(url) !== index);
    expect(repeated).toBeGreaterThan(-1);
    images.forEach((img, index) => {
      if (index !== repeated) fireEvent.load(img);
    });
    // Its twin elsewhere has loaded, but this tile has not.
    expect(handOver).not.toHaveBeenCalled();
    fireEvent.load(images[repeated]!);
    expect(handOver).toHaveBeenCalledTimes(1);
  });
});
