/**
 * Complementary suppression of the transparency figures: no count hidden as "fewer than 3" can
 * be worked out by subtracting published counts from a published total.
 */
import { describe, expect, it } from 'vitest';
import { FEWER_THAN_3, WITHHELD, type PairCount } from '@onepair/contract';
import type { PairsRow } from '../../src/stats/transparency-repository.js';
import { pairFigures, type PairFigures } from '../../src/stats/transparency-service.js';
import { published } from '../../src/stats/suppression.js';

/** `recipients` recipients with a pair each, in `state` (CA: West, IL: Midwest, TX: Southwest, ON: no region). */
const rows = (...list: [month: string, state: string, recipients: number][]): PairsRow[] =>
  list.map(([month, state, recipients]) => ({ month, state, pairs: recipients, recipients }));

const show = (figures: PairFigures) => ({
  shipped: Object.fromEntries([...figures.shipped].map(([key, item]) => [key, published(item)])),
  delivered: Object.fromEntries([...figures.delivered].map(([key, item]) => [key, published(item)])),
  shippedTotal: published(figures.shippedTotal),
  deliveredTotal: published(figures.deliveredTotal),
  unplacedDelivered: published(figures.unplacedDelivered),
  regions: [...figures.deliveredByRegion.values()].map(published),
});

/**
 * What a reader can work out: for each published sum (the same ones the answers publish), a
 * figure left alone unknown is the total less the others. Returns the hidden counts so found.
 */
function revealed(figures: PairFigures, unplacedShipped: number): string[] {
  const known = (value: PairCount) => (typeof value === 'number' ? value : undefined);
  const found: string[] = [];
  const check = (name: string, total: PairCount, parts: [string, PairCount | 'unknown'][]) => {
    if (known(total) === undefined) return;
    const unknown = parts.filter(([, value]) => value === 'unknown' || known(value) === undefined);
    if (unknown.length !== 1) return;
    const [what, value] = unknown[0]!;
    // A number never published (the shipments to no region) only matters when it is small.
    if (value === 'unknown' && !(unplacedShipped > 0 && unplacedShipped < 3)) return;
    found.push(`${name}: ${what}`);
  };
  const view = show(figures);
  check('shipped', view.shippedTotal, [...Object.entries(view.shipped), ['unplaced', unplacedShipped === 0 ? 0 : 'unknown']]);
  check('delivered', view.deliveredTotal, [...Object.entries(view.delivered), ['unplaced', view.unplacedDelivered]]);
  [1, 2, 3, 4, 5].forEach((region, index) => {
    const parts = Object.entries(view.delivered).filter(([key]) => key.endsWith(`|${region}`));
    check(`region ${region}`, view.regions[index]!, parts);
  });
  check('regions', view.deliveredTotal, [
    ...view.regions.map((value, index): [string, PairCount] => [`region ${index + 1}`, value]),
    ['unplaced', view.unplacedDelivered],
  ]);
  return found;
}

/**
 * What a reader can work out from the bounds alone, for each region's months and its total on
 * the map: a hidden count is 1 or 2, a withheld one 3 or more. Returns the months whose count
 * is the only value the region's total and the other months leave possible.
 */
function revealedByBounds(figures: PairFigures): string[] {
  const view = show(figures);
  const range = (value: PairCount): [number, number] =>
    value === FEWER_THAN_3 ? [1, 2] : value === WITHHELD ? [3, Infinity] : [value as number, value as number];
  const found: string[] = [];
  [1, 2, 3, 4, 5].forEach((region, index) => {
    const total = range(view.regions[index]!);
    const months = Object.entries(view.delivered).filter(([key]) => key.endsWith(`|${region}`));
    for (const [key, value] of months) {
      if (typeof value === 'number') continue;
      const others = months.filter(([other]) => other !== key).map(([, other]) => range(other));
      const low = Math.max(range(value)[0], total[0] - others.reduce((sum, [, high]) => sum + high, 0));
      const high = Math.min(range(value)[1], total[1] - others.reduce((sum, [low]) => sum + low, 0));
      if (low === high) found.push(key);
    }
  });
  return found;
}

describe('complementary suppression', () => {
  it('withholds the next smallest count of a sum where one count alone is hidden', () => {
    // West 1 and Midwest 4 shipped: 5 less 4 would give the West's 1 away.
    const shipped = rows(['2026-01', 'CA', 1], ['2026-01', 'IL', 4], ['2026-02', 'IL', 7]);
    const figures = pairFigures(shipped, []);
    expect(show(figures).shipped).toEqual({ '2026-01|1': FEWER_THAN_3, '2026-01|3': WITHHELD, '2026-02|3': 7 });
    expect(show(figures).shippedTotal).toBe(12);
    expect(revealed(figures, 0)).toEqual([]);
  });

  it('without it the same figures would have given the small count away (the check can fail)', () => {
    const figures = pairFigures(rows(['2026-01', 'CA', 1], ['2026-01', 'IL', 4]), []);
    figures.shipped.get('2026-01|3')!.state = 'shown';
    expect(revealed(figures, 0)).toEqual(['shipped: 2026-01|1']);
  });

  it('protects pairs shipped to no region, which are never published but are in the total', () => {
    const figures = pairFigures(rows(['2026-01', 'CA', 3], ['2026-01', 'IL', 4], ['2026-01', 'ON', 2]), []);
    // 9 less 3 and 4 would say 2 went to addresses outside the regions.
    expect(show(figures).shipped).toEqual({ '2026-01|1': WITHHELD, '2026-01|3': 4 });
    expect(revealed(figures, 2)).toEqual([]);
    // Three or more there are no secret, and hide the one small count as well as a withheld one.
    const many = pairFigures(rows(['2026-01', 'CA', 1], ['2026-01', 'IL', 4], ['2026-01', 'ON', 3]), []);
    expect(show(many).shipped).toEqual({ '2026-01|1': FEWER_THAN_3, '2026-01|3': 4 });
  });

  it("follows a withheld count into the region's total on the map and the regions' sum", () => {
    const delivered = rows(['2026-01', 'CA', 1], ['2026-01', 'IL', 3], ['2026-02', 'IL', 5], ['2026-01', 'TX', 6]);
    const figures = pairFigures([], delivered);
    const view = show(figures);
    // The West's 1 is hidden, so the Midwest's 3 is withheld (the delivered total less the
    // others); then its 5 (the Midwest's total less the 3); on the map the West's total is
    // alone hidden among the regions, so the Southwest's 6 goes, and with it its one month.
    expect(view.delivered).toEqual({ '2026-01|1': FEWER_THAN_3, '2026-01|2': WITHHELD, '2026-01|3': WITHHELD, '2026-02|3': WITHHELD });
    expect(view.regions).toEqual([FEWER_THAN_3, WITHHELD, 8, 0, 0]);
    expect(view.deliveredTotal).toBe(15);
    expect(revealed(figures, 0)).toEqual([]);
  });

  it('counts what a reader knows of hidden counts: 1 or 2 when fewer than 3, 3 or more when withheld', () => {
    // West 1 in January and 3 in February, 4 in all: one month hidden as fewer than 3 and the
    // other withheld would still add up only as 1 + 3.
    const twoMonths = pairFigures([], rows(['2026-01', 'CA', 1], ['2026-02', 'CA', 3]));
    expect(revealedByBounds(twoMonths)).toEqual([]);
    // West 1, 1 and 10: with 10 and the total 12 shown, both hidden months could only be 1.
    const threeMonths = pairFigures([], rows(['2026-01', 'CA', 1], ['2026-02', 'CA', 1], ['2026-03', 'CA', 10]));
    expect(revealedByBounds(threeMonths)).toEqual([]);
    expect(show(threeMonths).delivered['2026-03|1']).toBe(WITHHELD);
  });

  it('withholds nothing when no count is hidden, and keeps zeros as they are', () => {
    const figures = pairFigures(rows(['2026-01', 'CA', 3], ['2026-01', 'IL', 4]), rows(['2026-02', 'CA', 3]), ['2026-03|2']);
    expect(show(figures)).toEqual({
      shipped: { '2026-01|1': 3, '2026-01|3': 4, '2026-02|1': 0, '2026-03|2': 0 },
      delivered: { '2026-01|1': 0, '2026-01|3': 0, '2026-02|1': 3, '2026-03|2': 0 },
      shippedTotal: 7,
      deliveredTotal: 3,
      unplacedDelivered: 0,
      regions: [3, 0, 0, 0, 0],
    });
  });

  it('leaves no hidden count to be worked out, on many made-up months', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * below);
    };
    const states = ['CA', 'TX', 'IL', 'FL', 'NY', 'ON'];
    let withheld = 0;
    for (let run = 0; run < 300; run += 1) {
      const make = () =>
        Array.from({ length: 1 + random(8) }, (): [string, string, number] => [
          `2026-0${1 + random(4)}`,
          states[random(6)]!,
          1 + random(5),
        ]);
      const shipped = make();
      const figures = pairFigures(rows(...shipped), rows(...make()));
      const unplaced = shipped.filter(([, state]) => state === 'ON').reduce((total, [, , count]) => total + count, 0);
      expect(revealed(figures, unplaced), JSON.stringify(shipped)).toEqual([]);
      withheld += JSON.stringify(show(figures)).split(WITHHELD).length - 1;
    }
    // The runs did need withholding, so they tested something.
    expect(withheld).toBeGreaterThan(100);
  });
});
