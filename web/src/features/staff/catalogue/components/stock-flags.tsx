import type { StaffGlasses } from '@onepair/contract';

import { CATALOGUE_TEXTS } from '../lib/texts';

/** The stock with its low-stock flag: a visible word, and what it means for screen readers. */
export function StockCell({ item }: { item: Pick<StaffGlasses, 'inventory' | 'low_stock'> }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-semibold tabular-nums">{item.inventory}</span>
      {item.low_stock && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {CATALOGUE_TEXTS.lowStock}
          <span className="sr-only">{CATALOGUE_TEXTS.lowStockExplained}</span>
        </span>
      )}
    </span>
  );
}

/** Listed or retired, in words. */
export function StateBadge({ retired }: { retired: boolean }) {
  return retired ? (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{CATALOGUE_TEXTS.retired}</span>
  ) : (
    <span className="text-slate-700">{CATALOGUE_TEXTS.listed}</span>
  );
}

/** A range in dioptres, or "Any prescription" when the item names none. */
export function rangeText(item: Pick<StaffGlasses, 'prescription_range_lower' | 'prescription_range_upper'>, any: string): string {
  const { prescription_range_lower: lower, prescription_range_upper: upper } = item;
  if (lower === null && upper === null) return any;
  const show = (value: number | null) => (value === null ? '…' : value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));
  return `${show(lower)} to ${show(upper)}`;
}
