import { REGIONS, formatDollars } from '@onepair/contract';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';

import { regionName } from '@/components/donor/region-name';
import { donorTexts } from '@/components/donor/texts';
import { LoadError } from '@/components/ui/load-error';
import { useTexts } from '@/i18n';

import { useTileUrl } from '../api/get-client-config';
import { useRegionStats } from '../api/get-region-stats';
import { mapTexts } from '../texts';

import { DonationsChart } from './donations-chart';
import { placeholderSettled, startNow } from './map-handover';
import { MapPlaceholder } from './map-placeholder';
import { RegionList } from './region-list';
import { TopDonations } from './top-donations';

/**
 * Leaflet is the heaviest part of the page: it comes in its own chunk, so the numbers show
 * without waiting for it. The placeholder paints the map's first tiles without it, and Leaflet
 * starts when the visitor reaches for the map or the page has been quiet a while
 * (map-handover.ts): on a slow line its 45 KB would share the line with the tiles, and its
 * set-up would block the page's first taps.
 */
const RegionMap = lazy(() => placeholderSettled.then(() => import('./region-map')).then((module) => ({ default: module.RegionMap })));

/**
 * /map: 'Donations by Region'. The total in the header; on the left the map and the region list
 * (the region selector), on the right the bar chart or, for a focused region, its Top Donations.
 * Everything comes from one request to /api/stats/regions/.
 */
export default function MapPage() {
  const stats = useRegionStats();
  const t = useTexts(mapTexts);
  const { tileUrl, settled } = useTileUrl();
  const [focusedRegionId, setFocusedRegionId] = useState<number | null>(null);
  const [mapShown, setMapShown] = useState(false);
  const showMap = useCallback(() => setMapShown(true), []);
  // A region picked in the list opens its popup on the map: Leaflet starts if it has not yet.
  const focusFromList = useCallback((regionId: number | null) => {
    if (regionId !== null) startNow();
    setFocusedRegionId(regionId);
  }, []);
  const clearIfFocused = useCallback((regionId: number) => setFocusedRegionId((current) => (current === regionId ? null : current)), []);

  const totals = new Map(stats.data?.regions.map((region) => [region.id, region]) ?? []);
  // The regions with their names in the page's language.
  const regionWords = useTexts(donorTexts);
  const regions = useMemo(() => REGIONS.map((region) => ({ ...region, name: regionName(region.id, region.name) })), [regionWords]);
  const focused = focusedRegionId === null ? null : regions.find((region) => region.id === focusedRegionId);

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <header className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="text-lg text-slate-700" aria-live="polite">
          {t('totalDonated')}:{' '}
          <strong className="text-2xl text-slate-900" data-testid="map-total">
            {stats.data ? formatDollars(stats.data.total) : '…'}
          </strong>
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={t('regionSelector')} className="min-w-0">
          <Suspense fallback={null}>
            <RegionMap
              regions={regions}
              tileUrl={settled ? tileUrl : null}
              focusedRegionId={focusedRegionId}
              onFocus={setFocusedRegionId}
              onPopupClose={clearIfFocused}
              onShown={showMap}
            />
          </Suspense>
          {/* Hidden, not removed, once the map is there: tools that read the page's images while
              it settles (Lighthouse's image audits) fail when an image vanishes under them. */}
          <MapPlaceholder tileUrl={settled ? tileUrl : null} hidden={mapShown} />
          <RegionList
            regions={regions.map((region) => ({ id: region.id, name: region.name, total: totals.get(region.id)?.total ?? null }))}
            focusedRegionId={focusedRegionId}
            onFocus={focusFromList}
          />
        </section>
        <section aria-label={t('summary')} className="min-w-0 self-start rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          {stats.isPending ? (
            <p role="status" className="py-10 text-center text-slate-700">
              {t('loading')}
            </p>
          ) : stats.isError ? (
            <LoadError message={t('failed')} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
          ) : focused ? (
            <TopDonations
              regionName={focused.name}
              donors={totals.get(focused.id)?.top_donors ?? []}
              pairsDelivered={totals.get(focused.id)?.pairs_delivered}
            />
          ) : (
            <DonationsChart
              bars={regions.map((region) => ({ id: region.id, label: region.name, value: totals.get(region.id)?.total ?? 0 }))}
            />
          )}
        </section>
      </div>
    </div>
  );
}
