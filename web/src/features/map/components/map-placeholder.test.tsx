import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MAP_CENTER, MAP_ZOOM } from '../lib/map-view';
import { tilesInView } from '../lib/tile-grid';
import { MapPlaceholder } from './map-placeholder';

// jsdom lays nothing out: the placeholder's box is given a phone's size, as Leaflet would read it.
const WIDTH = 384;
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
});
