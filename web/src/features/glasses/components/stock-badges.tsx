import { stockBadges, type CatalogueRole } from '@onepair/contract';

import { useTexts, type TextKey } from '@/i18n';

import { catalogueTexts } from '../texts';

/** The contract's badges are written in English; each has its words in the catalogue. */
const BADGE_TEXTS: Record<string, TextKey<typeof catalogueTexts>> = {
  'Out Of Stock': 'badgeOutOfStock',
  'Needing Donation': 'badgeNeedingDonation',
  'Popular – Running Low': 'badgeRunningLow',
  'In Stock': 'badgeInStock',
};

const badgeText = (t: typeof catalogueTexts.t, text: string) => {
  const key = BADGE_TEXTS[text];
  return key ? t(key) : text;
};

const BADGE_STYLES = {
  low: 'bg-amber-100 text-amber-900 ring-amber-300',
  'in-stock': 'bg-emerald-100 text-emerald-900 ring-emerald-300',
} as const;

export interface StockBadgesProps {
  inventory: number;
  role: CatalogueRole;
}

/** A card's stock badges, which depend on who looks; 'Out Of Stock' is an overlay (see StockOverlay). */
export function StockBadges({ inventory, role }: StockBadgesProps) {
  const t = useTexts(catalogueTexts);
  const badges = stockBadges(inventory, role).filter((badge) => badge.kind !== 'out-of-stock');
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('stock')}>
      {badges.map((badge) => (
        <li
          key={badge.kind}
          data-badge={badge.kind}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE_STYLES[badge.kind as keyof typeof BADGE_STYLES]}`}
        >
          {badgeText(t, badge.text)}
        </li>
      ))}
    </ul>
  );
}

/** 'Out Of Stock' laid over the image, for non-donators at inventory 0. */
export function StockOverlay({ inventory, role }: StockBadgesProps) {
  const t = useTexts(catalogueTexts);
  const overlay = stockBadges(inventory, role).find((badge) => badge.kind === 'out-of-stock');
  if (!overlay) return null;
  return (
    <div data-badge="out-of-stock" className="absolute inset-0 flex items-center justify-center bg-slate-900/60">
      <span className="rounded-md bg-white px-3 py-1 text-sm font-bold tracking-wide text-red-700 uppercase">
        {badgeText(t, overlay.text)}
      </span>
    </div>
  );
}
