/**
 * The public account of money in and pairs out, by month and region, as JSON and CSV with the
 * same figures (docs/api.md, Transparency). Aggregates only: a month and region with pairs for
 * fewer than 3 recipients says "fewer than 3" instead of the count, so no one recipient can be
 * picked out; where a total would give such a count away, another count is "withheld"
 * (suppression.ts). Money comes from the monthly totals kept with each donation, so its cost
 * does not grow with the number of donations.
 */
import { stringify } from 'csv-stringify/sync';
import {
  REGIONS,
  TRANSPARENCY_CSV_COLUMNS,
  regionName,
  regionOfState,
  type Goal,
  type PairCount,
  type Transparency,
  type TransparencyRow,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { ImpactConfig } from '../config.js';
import { monthlyMoney, moneyBetweenMonths, pairsByMonthAndState, type PairsRow } from './transparency-repository.js';
import { figure, published, suppress, unpublished, type Figure, type Sum } from './suppression.js';

interface Cell {
  month: string;
  region: number;
  moneyCents: number;
  donationCount: number;
}

const cellKey = (month: string, region: number) => `${month}|${region}`;

interface Count {
  pairs: number;
  recipients: number;
}

/** Pairs per month and region, summed from the rows by state; what names no region apart. */
function byRegion(rows: PairsRow[]): { cells: Map<string, Count & { month: string; region: number }>; unplaced: Count } {
  const cells = new Map<string, Count & { month: string; region: number }>();
  const unplaced = { pairs: 0, recipients: 0 };
  for (const row of rows) {
    const region = regionOfState(row.state);
    if (region === undefined) {
      unplaced.pairs += row.pairs;
      unplaced.recipients += row.recipients;
      continue;
    }
    const key = cellKey(row.month, region);
    const cell = cells.get(key) ?? { month: row.month, region, pairs: 0, recipients: 0 };
    // A recipient has one state, so recipients counted per state add up per region.
    cell.pairs += row.pairs;
    cell.recipients += row.recipients;
    cells.set(key, cell);
  }
  return { cells, unplaced };
}

const sumOf = (counts: Iterable<Count>): Count => {
  const total = { pairs: 0, recipients: 0 };
  for (const count of counts) {
    total.pairs += count.pairs;
    // A recipient has at most one shipped or delivered claim, so recipients add up across months.
    total.recipients += count.recipients;
  }
  return total;
};

const byMonthThenRegion = (a: { month: string; region: number }, b: { month: string; region: number }) =>
  a.month === b.month ? a.region - b.region : a.month < b.month ? -1 : 1;

/**
 * Every published pair count, small ones hidden and, where a sum would give one away, others
 * withheld (suppression.ts). The sums a reader can make: all shipped cells and the shipments to
 * no region (never published) make the shipped total; all delivered cells and the unplaced ones
 * make the delivered total; a region's delivered cells make its total on the map; the regions'
 * totals and the unplaced ones make the delivered total again.
 */
export interface PairFigures {
  shipped: Map<string, Figure>;
  delivered: Map<string, Figure>;
  shippedTotal: Figure;
  deliveredTotal: Figure;
  unplacedDelivered: Figure;
  deliveredByRegion: Map<number, Figure>;
}

export function pairFigures(shippedRows: PairsRow[], deliveredRows: PairsRow[], extraCells: Iterable<string> = []): PairFigures {
  const shippedCounts = byRegion(shippedRows);
  const deliveredCounts = byRegion(deliveredRows);
  const keys = new Set<string>([...extraCells, ...shippedCounts.cells.keys(), ...deliveredCounts.cells.keys()]);
  const ordered = [...keys]
    .map((key) => {
      const [month, region] = key.split('|');
      return { key, month: month!, region: Number(region) };
    })
    .sort(byMonthThenRegion);
  const none = { pairs: 0, recipients: 0 };
  const shipped = new Map<string, Figure>();
  const delivered = new Map<string, Figure>();
  for (const { key } of ordered) {
    const s = shippedCounts.cells.get(key) ?? none;
    const d = deliveredCounts.cells.get(key) ?? none;
    shipped.set(key, figure(s.pairs, s.recipients));
    delivered.set(key, figure(d.pairs, d.recipients));
  }
  const unplacedShipped = unpublished(shippedCounts.unplaced.pairs, shippedCounts.unplaced.recipients);
  const unplacedDelivered = figure(deliveredCounts.unplaced.pairs, deliveredCounts.unplaced.recipients);
  const shippedSum = sumOf([...shippedCounts.cells.values(), shippedCounts.unplaced]);
  const deliveredSum = sumOf([...deliveredCounts.cells.values(), deliveredCounts.unplaced]);
  const shippedTotal = figure(shippedSum.pairs, shippedSum.recipients);
  const deliveredTotal = figure(deliveredSum.pairs, deliveredSum.recipients);
  const deliveredByRegion = new Map<number, Figure>();
  const sums: Sum[] = [
    { total: shippedTotal, parts: [...shipped.values(), unplacedShipped] },
    { total: deliveredTotal, parts: [...delivered.values(), unplacedDelivered] },
  ];
  for (const region of REGIONS) {
    const cells = ordered.filter((cell) => cell.region === region.id);
    const count = sumOf(cells.map((cell) => deliveredCounts.cells.get(cell.key) ?? none));
    const regionTotal = figure(count.pairs, count.recipients);
    deliveredByRegion.set(region.id, regionTotal);
    sums.push({ total: regionTotal, parts: cells.map((cell) => delivered.get(cell.key)!) });
  }
  sums.push({ total: deliveredTotal, parts: [...deliveredByRegion.values(), unplacedDelivered] });
  suppress(sums);
  return { shipped, delivered, shippedTotal, deliveredTotal, unplacedDelivered, deliveredByRegion };
}

export async function transparency(db: Db, impact: ImpactConfig): Promise<Transparency> {
  const [money, shippedRows, deliveredRows] = await Promise.all([
    monthlyMoney(db.kysely),
    pairsByMonthAndState(db.kysely, 'shipped'),
    pairsByMonthAndState(db.kysely, 'delivered'),
  ]);
  const cells = new Map<string, Cell>();
  let moneyCents = 0;
  for (const row of money) {
    const key = cellKey(row.month, row.regionId);
    const cell = cells.get(key) ?? { month: row.month, region: row.regionId, moneyCents: 0, donationCount: 0 };
    cell.moneyCents += row.totalCents;
    cell.donationCount += row.donationCount;
    cells.set(key, cell);
    moneyCents += row.totalCents;
  }
  const figures = pairFigures(shippedRows, deliveredRows, cells.keys());
  const rows: TransparencyRow[] = [...figures.shipped.keys()].map((key) => {
    const [month, region] = key.split('|') as [string, string];
    const cell = cells.get(key);
    return {
      month,
      region: Number(region),
      region_name: regionName(Number(region)),
      money_confirmed: (cell?.moneyCents ?? 0) / 100,
      donation_count: cell?.donationCount ?? 0,
      pairs_shipped: published(figures.shipped.get(key)!),
      pairs_delivered: published(figures.delivered.get(key)!),
    };
  });
  return {
    rows,
    totals: {
      money_confirmed: moneyCents / 100,
      pairs_shipped: published(figures.shippedTotal),
      pairs_delivered: published(figures.deliveredTotal),
    },
    unplaced_pairs_delivered: published(figures.unplacedDelivered),
    cost_per_pair: impact.costPerPairCents / 100,
  };
}

/** The same rows as the JSON, one line each, with a header naming the JSON's fields. */
export function transparencyCsv(figures: Transparency): string {
  return stringify(
    figures.rows.map((row) => TRANSPARENCY_CSV_COLUMNS.map((column) => row[column])),
    { header: true, columns: [...TRANSPARENCY_CSV_COLUMNS] },
  );
}

/**
 * Pairs delivered to recipients in each region over all time, as published: the same figures,
 * hidden and withheld alike, as the transparency answer's sums.
 */
export async function pairsDeliveredByRegion(db: Db): Promise<Map<number, PairCount>> {
  // No sum mixes shipped and delivered pairs, so the delivered ones alone give the same figures.
  const figures = pairFigures([], await pairsByMonthAndState(db.kysely, 'delivered'));
  return new Map([...figures.deliveredByRegion].map(([region, item]) => [region, published(item)]));
}

/** The configured goal with the confirmed money dated in its current period (UTC), or null. */
export async function goalProgress(db: Db, impact: ImpactConfig, now: Date = new Date()): Promise<Goal | null> {
  if (!impact.goal) return null;
  const month = now.toISOString().slice(0, 7);
  const fromMonth = impact.goal.period === 'year' ? `${month.slice(0, 4)}-01` : month;
  const raisedCents = await moneyBetweenMonths(db.kysely, fromMonth, month);
  return { amount: impact.goal.amountCents / 100, period: impact.goal.period, raised: raisedCents / 100, since: `${fromMonth}-01` };
}
