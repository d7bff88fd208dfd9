import type { CatalogueRole, Glasses } from '@onepair/contract';

import { GlassesCard } from './glasses-card';

export interface GlassesGridProps {
  items: readonly Glasses[];
  role: CatalogueRole;
  onSelect: (item: Glasses) => void;
  /** Which items fit the signed-in recipient's prescription; none are marked without it. */
  fits?: (item: Glasses) => boolean;
}

/** 1 to 4 columns by width. */
export function GlassesGrid({ items, role, onSelect, fits }: GlassesGridProps) {
  return (
    <div data-testid="glasses-grid" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => (
        <GlassesCard key={item.glasses_id} item={item} role={role} onSelect={onSelect} fits={fits?.(item) ?? false} />
      ))}
    </div>
  );
}
