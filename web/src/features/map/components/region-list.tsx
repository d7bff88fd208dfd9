import { formatDollars } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { mapTexts } from '../texts';

export interface RegionListItem {
  id: number;
  name: string;
  total: number | null;
}

export interface RegionListProps {
  regions: readonly RegionListItem[];
  focusedRegionId: number | null;
  onFocus: (regionId: number | null) => void;
}

/** The regions as buttons: the keyboard and screen-reader way to pick what the map markers pick. */
export function RegionList({ regions, focusedRegionId, onFocus }: RegionListProps) {
  const t = useTexts(mapTexts);
  return (
    <nav aria-label={t('regionList')} className="mt-3">
      {/* On a phone, two chips a row of fixed width: a chip's total arriving widens nothing, so no chip moves. */}
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <li>
          <button
            type="button"
            aria-pressed={focusedRegionId === null}
            onClick={() => onFocus(null)}
            className={chipClass(focusedRegionId === null)}
          >
            {t('allRegions')}
          </button>
        </li>
        {regions.map((region) => (
          <li key={region.id}>
            <button
              type="button"
              aria-pressed={focusedRegionId === region.id}
              onClick={() => onFocus(focusedRegionId === region.id ? null : region.id)}
              className={chipClass(focusedRegionId === region.id)}
            >
              {region.name}
              {/* Full colour: faded, the amount on the picked (blue) chip fell below the contrast minimum. */}
              {region.total !== null && <span className="ml-1 font-normal">{formatDollars(region.total)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function chipClass(active: boolean): string {
  return `min-h-10 w-full rounded-full border px-3 py-1.5 text-sm font-semibold sm:w-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
    active ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-blue-400'
  }`;
}
