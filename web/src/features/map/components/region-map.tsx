import 'leaflet/dist/leaflet.css';

import type { Region } from '@onepair/contract';
import L, { type Marker as LeafletMarker } from 'leaflet';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { MapContainer, Marker, Polygon, Popup, TileLayer, useMap } from 'react-leaflet';

import { currentLanguage, useTexts } from '@/i18n';

import { MAP_CENTER, MAP_HEIGHT_PX, MAP_ZOOM } from '../lib/map-view';
import { US_OUTLINE } from '../lib/us-outline';
import { mapTexts } from '../texts';

/** The link the tiles' attribution names, in its words (`tileAttribution`: "&copy; … contributors"). */
const OPENSTREETMAP_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Leaflet's own pin, 25x41 px, anchored at its tip. */
const REGION_ICON = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface RegionMapProps {
  regions: readonly Region[];
  /** The tile address template; null draws no tiles (yet). */
  tileUrl: string | null;
  focusedRegionId: number | null;
  onFocus: (regionId: number) => void;
  /** A region's popup closed: the parent clears the focus if it is still on that region. */
  onPopupClose: (regionId: number) => void;
  /** The map is in the page, before its first paint: the parent hides the placeholder. */
  onShown?: () => void;
  /** An extra class from the parent. */
  className?: string;
}

/**
 * The Leaflet map: five region markers whose popups show the region's name. Clicking a marker
 * focuses its region, closing the popup clears the focus; a focus set elsewhere opens the popup.
 * Without reachable tiles the markers and popups still work, over a plain outline of the country.
 * Memoised: the statistics arriving re-render the page, but not the map, whose props stay the same.
 */
export const RegionMap = memo(function RegionMap({
  regions,
  tileUrl,
  focusedRegionId,
  onFocus,
  onPopupClose,
  onShown,
  className = '',
}: RegionMapProps) {
  const t = useTexts(mapTexts);
  const language = currentLanguage();
  const markers = useRef(new Map<number, LeafletMarker>());
  const handlers = useRef({ onFocus, onPopupClose });
  handlers.current = { onFocus, onPopupClose };
  const [tilesFailed, setTilesFailed] = useState(false);
  // A layout effect, so that the placeholder goes in the same frame as the map comes.
  useLayoutEffect(() => onShown?.(), [onShown]);

  return (
    <div role="region" aria-label={t('mapLabel')} className={`overflow-hidden rounded-xl border border-slate-200 ${className}`}>
      <MapContainer
        center={MAP_CENTER}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        // A region's popup appears at once instead of fading in: while it faded its name was
        // briefly too faint to read (axe found its contrast failing mid-fade), and motion is no help here.
        fadeAnimation={false}
        style={{ height: MAP_HEIGHT_PX, width: '100%' }}
        className="bg-slate-200"
      >
        {tileUrl && (
          <TileLayer
            // Leaflet reads the attribution once: a new layer in another language says it in that language.
            key={language}
            url={tileUrl}
            attribution={t('tileAttribution', { openStreetMap: OPENSTREETMAP_LINK })}
            eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }}
          />
        )}
        {tilesFailed && (
          <Polygon
            positions={US_OUTLINE as [number, number][]}
            interactive={false}
            className="us-outline"
            pathOptions={{ color: '#94a3b8', weight: 1, fillColor: '#f8fafc', fillOpacity: 1 }}
          />
        )}
        {regions.map((region) => (
          <Marker
            key={region.id}
            position={[region.lat, region.lon]}
            icon={REGION_ICON}
            title={region.name}
            alt={t('markerLabel', { name: region.name })}
            ref={(marker) => {
              if (marker) {
                markers.current.set(region.id, marker);
                // Leaflet writes the pin's description once; a page that changes language changes it here.
                marker.getElement()?.setAttribute('alt', t('markerLabel', { name: region.name }));
              } else markers.current.delete(region.id);
            }}
            eventHandlers={{
              click: () => handlers.current.onFocus(region.id),
              popupopen: () => handlers.current.onFocus(region.id),
              popupclose: () => handlers.current.onPopupClose(region.id),
            }}
          >
            <Popup>
              <span className="font-semibold">{region.name}</span>
            </Popup>
          </Marker>
        ))}
        <FocusSync focusedRegionId={focusedRegionId} markers={markers} />
      </MapContainer>
      {tilesFailed && (
        <p role="status" className="border-t border-slate-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('tilesFailed')}
        </p>
      )}
    </div>
  );
});

function FocusSync({ focusedRegionId, markers }: { focusedRegionId: number | null; markers: RefObject<Map<number, LeafletMarker>> }) {
  const map = useMap();
  useEffect(() => {
    if (focusedRegionId === null) {
      map.closePopup();
      return;
    }
    const marker = markers.current.get(focusedRegionId);
    if (marker && !marker.isPopupOpen()) marker.openPopup();
  }, [focusedRegionId, map, markers]);
  return null;
}
