import { LOW_STOCK_THRESHOLD, type StaffGlasses } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { staffCatalogueTexts } from '../texts';

/** The stock with its low-stock flag: a visible word, and what it means for screen readers. */
export function StockCell({ item }: { item: Pick<StaffGlasses, 'inventory' | 'low_stock'> }) {
  const t = useTexts(staffCatalogueTexts);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-semibold tabular-nums">{item.inventory}</span>
      {item.low_stock && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t('lowStock')}
          {/* Read out after the visible "Low stock" so the flag is not only a colour or a word. */}
          <span className="sr-only">{t('lowStockExplained', { threshold: LOW_STOCK_THRESHOLD })}</span>
        </span>
      )}
    </span>
  );
}

/** Listed or retired, in words. */
export function StateBadge({ retired }: { retired: boolean }) {
  const t = useTexts(staffCatalogueTexts);
  return retired ? (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('retired')}</span>
  ) : (
    <span className="text-slate-700">{t('listed')}</span>
  );
}

/** A range in dioptres, or "Any prescription" when the item names none. */
export function rangeText(item: Pick<StaffGlasses, 'prescription_range_lower' | 'prescription_range_upper'>): string {
  const { prescription_range_lower: lower, prescription_range_upper: upper } = item;
  if (lower === null && upper === null) return staffCatalogueTexts.t('anyPrescription');
  const show = (value: number | null) => (value === null ? '…' : value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));
  return staffCatalogueTexts.t('range', { lower: show(lower), upper: show(upper) });
}
