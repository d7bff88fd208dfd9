import type { CatalogueRole, Glasses } from '@onepair/contract';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { frameWidth, glassesDescription, glassesImage, glassesName, showPlaceholderOnError } from '../lib/display';
import { catalogueTexts } from '../texts';

import { StockBadges, StockOverlay } from './stock-badges';

export interface GlassesCardProps {
  item: Glasses;
  role: CatalogueRole;
  onSelect: (item: Glasses) => void;
  /** The frame's lens range covers the signed-in recipient's prescription. */
  fits?: boolean;
  /** The card is on the first screen: its image is fetched at once rather than when scrolled to. */
  eager?: boolean;
  /** The first card: its image, the largest thing a phone's first screen shows, comes before the others. */
  first?: boolean;
  /** The recipient's application waits for review (or for their answer): no Claim is offered yet. */
  waiting?: boolean;
}

/** One catalogue card: image, name, description, frame width, stock, whether it fits, and Donate or Claim. */
export function GlassesCard({ item, role, onSelect, fits = false, eager = false, first = false, waiting = false }: GlassesCardProps) {
  const t = useTexts(catalogueTexts);
  const name = glassesName(item);
  const isDonatee = role === 'donatee';
  const offersClaim = !(isDonatee && waiting);
  const unavailable = isDonatee && (item.inventory <= 0 || waiting);
  const actionLabel = isDonatee ? t('claim') : t('donate');
  return (
    <article
      aria-label={name}
      data-testid="glasses-card"
      onClick={() => {
        if (!unavailable) onSelect(item);
      }}
      className={`group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow ${
        unavailable ? 'opacity-90' : 'cursor-pointer hover:shadow-md'
      }`}
    >
      <div className="relative aspect-[2/1] bg-slate-100">
        {/* The box keeps the image's 2:1 place before it arrives; width and height say the same to the browser. */}
        <img
          src={glassesImage(item, role !== 'visitor')}
          alt={name}
          width={400}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          onError={showPlaceholderOnError}
          className="h-full w-full object-contain"
        />
        <StockOverlay inventory={item.inventory} role={role} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-slate-900">{name}</h2>
        <p className="flex-1 text-sm text-slate-700">{glassesDescription(item)}</p>
        <p className="text-sm text-slate-600">
          {t('frameWidth')}: <span className="font-medium text-slate-800">{frameWidth(item.size)}</span>
        </p>
        <StockBadges inventory={item.inventory} role={role} />
        {fits && (
          <p
            data-testid="fits-badge"
            className="inline-flex items-center gap-1 self-start rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-900 ring-1 ring-blue-300"
          >
            <span aria-hidden="true">✓</span>
            {t('fits')}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          {offersClaim && (
            <button
              type="button"
              disabled={unavailable}
              aria-label={t('actionOn', { action: actionLabel, name })}
              className="min-h-10 rounded-lg bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              {actionLabel}
            </button>
          )}
          <Link
            to={paths.glasses(item.glasses_id)}
            onClick={(event) => event.stopPropagation()}
            className="text-sm font-semibold text-blue-700 hover:underline"
            aria-label={t('detailsOf', { name })}
          >
            {t('details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
