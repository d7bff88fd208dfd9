import type { CatalogueRole, Glasses } from '@onepair/contract';

import { GlassesCard } from './glasses-card';

export interface GlassesGridProps {
  items: readonly Glasses[];
  role: CatalogueRole;
  onSelect: (item: Glasses) => void;
  /** Which items fit the signed-in recipient's prescription; none are marked without it. */
  fits?: (item: Glasses) => boolean;
  /** The recipient's application is not approved yet: the cards offer no Claim. */
  waiting?: boolean;
}

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Cards whose images are fetched at once: those a first screen shows, on any width. */
const FIRST_SCREEN = 4;

/** 1 to 4 columns by width. */
export function GlassesGrid({ items, role, onSelect, fits, waiting = false }: GlassesGridProps) {
  return (
    <div data-testid="glasses-grid" className={GRID}>
      {items.map((item, index) => (
        <GlassesCard
          key={item.glasses_id}
          item={item}
          role={role}
          onSelect={onSelect}
          fits={fits?.(item) ?? false}
          eager={index < FIRST_SCREEN}
          first={index === 0}
          waiting={waiting}
        />
      ))}
    </div>
  );
}

/**
 * The grid while the catalogue loads: grey cards of a real card's size, as many as fill a
 * screen, so that nothing below moves when the cards arrive (no layout shift).
 */
export function GlassesGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div data-testid="glasses-grid-loading">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="aspect-[2/1] animate-pulse bg-slate-100" />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <div className="h-7 w-2/3 rounded bg-slate-100" />
              <div className="h-10 rounded bg-slate-100" />
              <div className="h-5 w-1/2 rounded bg-slate-100" />
              <div className="h-[22px] w-24 rounded-full bg-slate-100" />
              <div className="mt-2 h-10 w-24 rounded-lg bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
