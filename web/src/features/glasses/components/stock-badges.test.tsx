import type { CatalogueRole } from '@onepair/contract';
import { render, screen } from '@testing-library/react';

import { StockBadges, StockOverlay } from './stock-badges';

function shown(inventory: number, role: CatalogueRole): string[] {
  const { container, unmount } = render(
    <div className="relative">
      <StockOverlay inventory={inventory} role={role} />
      <StockBadges inventory={inventory} role={role} />
    </div>,
  );
  const texts = Array.from(container.querySelectorAll('[data-badge]')).map((node) => node.textContent ?? '');
  unmount();
  return texts;
}

describe('stock badges by role', () => {
  it.each<[number, CatalogueRole, string[]]>([
    [0, 'visitor', ['Needing Donation']],
    [0, 'donator', ['Needing Donation']],
    [0, 'donatee', ['Out Of Stock']],
    [8, 'visitor', ['Needing Donation', 'In Stock']],
    [10, 'donator', ['Needing Donation', 'In Stock']],
    [10, 'donatee', ['Popular – Running Low']],
    [11, 'visitor', ['In Stock']],
    [25, 'donator', ['In Stock']],
    [25, 'donatee', []],
  ])('inventory %i for a %s shows %j', (inventory, role, expected) => {
    expect(shown(inventory, role)).toEqual(expected);
  });

  it("lays 'Out Of Stock' over the image", () => {
    render(<StockOverlay inventory={0} role="donatee" />);
    expect(screen.getByText('Out Of Stock').parentElement).toHaveClass('absolute', 'inset-0');
  });
});
