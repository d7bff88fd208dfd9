import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { useTexts } from '@/i18n';

import { MAP_CENTER, MAP_HEIGHT_PX, MAP_ZOOM } from '../lib/map-view';
import { TILE_SIZE, tilesInView } from '../lib/tile-grid';
import { mapTexts } from '../texts';
import { MAX_WAIT_MS, handOver, handOverNow, startNow } from './map-handover';

/**
 * The map's box while Leaflet loads: the same border and height, so that nothing below moves
 * when the map comes. Once the tile address is known it draws the tiles of the map's opening
 * view as plain images, where Leaflet will put them (lib/tile-grid.ts), so the map's picture
 * does not wait for Leaflet's chunk and set-up. When its tiles are done it hands over to
 * Leaflet (map-handover.ts), which finds them already loaded. A tile that fails is hidden; the
 * map says so once it is there. Once the map is shown the placeholder is `hidden`.
 */
export function MapPlaceholder({ tileUrl, hidden = false }: { tileUrl: string | null; hidden?: boolean }) {
  const t = useTexts(mapTexts);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // Read once, before the first paint, as Leaflet reads its container's size when it starts.
  useLayoutEffect(() => {
    const element = box.current!;
    setSize({ width: element.clientWidth, height: element.clientHeight });
  }, []);

  const tiles =
    tileUrl && size
      ? tilesInView({ center: MAP_CENTER, zoom: MAP_ZOOM, ...size, urlTemplate: tileUrl, retina: window.devicePixelRatio > 1 })
      : undefined;

  // Tiles still loading. The hand-over comes when none are left, at once when there is nothing
  // to draw (a template only Leaflet knows, a box without a size), and after MAX_WAIT_MS at most.
  const pending = useRef(new Set<string>());
  const tileCount = tiles === undefined ? undefined : (tiles?.length ?? 0);
  useEffect(() => {
    if (tileCount !== undefined && pending.current.size === 0) handOver();
  }, [tileCount]);
  useEffect(() => {
    const timer = setTimeout(handOverNow, MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // By place, not address: on a box wider than the world at the opening zoom, the world repeats
  // and two places show the same tile.
  const settled = (place: string) => {
    pending.current.delete(place);
    if (pending.current.size === 0) handOver();
  };

  return (
    // Reaching for the map (a pointer over it, a touch, the wheel) starts Leaflet at once.
    <div
      hidden={hidden}
      className="overflow-hidden rounded-xl border border-slate-200"
      onPointerEnter={startNow}
      onPointerDown={startNow}
      onTouchStart={startNow}
      onWheel={startNow}
    >
      <div
        ref={box}
        data-testid="map-placeholder"
        className="relative flex items-center justify-center overflow-hidden bg-slate-200"
        style={{ height: MAP_HEIGHT_PX }}
      >
        {tiles?.map((tile) => {
          const place = `${tile.left},${tile.top}`;
          return (
            <img
              key={place}
              ref={(img) => {
                if (img && !img.complete) pending.current.add(place);
              }}
              src={tile.url}
              alt=""
              className="absolute max-w-none"
              style={{ left: tile.left, top: tile.top, width: TILE_SIZE, height: TILE_SIZE }}
              onLoad={() => settled(place)}
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
                settled(place);
              }}
            />
          );
        })}
        <span className="relative rounded-md bg-white/90 px-3 py-1 text-slate-700">{t('loadingMap')}</span>
      </div>
    </div>
  );
}
