/**
 * The public account of money in and pairs out, by month and region, as JSON and CSV with the
 * same figures (docs/api.md, Transparency). Aggregates only: a month and region with pairs for
 * fewer than 3 recipients says "fewer than 3" instead of the count, so no one recipient can be
 * picked out. Money comes from the monthly totals kept with each donation, so its cost does not
 * grow with the number of donations.
 */
import { stringify } from 'csv-stringify/sync';
import {
  REGIONS,
  TRANSPARENCY_CSV_COLUMNS,
  regionName,
  regionOfState,
  FEWER_THAN_3,
  MIN_PUBLISHED_RECIPIENTS,
  type Goal,
  type PairCount,
  type Transparency,
  type TransparencyRow,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { ImpactConfig } from '../config.js';
import { monthlyMoney, moneyBetweenMonths, pairsByMonthAndState, type PairsRow } from './transparency-repository.js';

interface Cell {
  month: string;
  region: number;
  moneyCents: number;
  donationCount: number;
  shipped: { pairs: number; recipients: number };
  delivered: { pairs: number; recipients: number };
}

const cellKey = (month: string, region: number) => `${month}|${region}`;

export async function transparency(db: Db, impact: ImpactConfig): Promise<Transparency> {
  const [money, shipped, delivered] = await Promise.all([
    monthlyMoney(db.kysely),
    pairsByMonthAndState(db.kysely, 'shipped'),
    pairsByMonthAndState(db.kysely, 'delivered'),
  ]);
  const cells = new Map<string, Cell>();
  const cellOf = (month: string, region: number): Cell => {
    const key = cellKey(month, region);
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        month,
        region,
        moneyCents: 0,
        donationCount: 0,
        shipped: { pairs: 0, recipients: 0 },
        delivered: { pairs: 0, recipients: 0 },
      };
      cells.set(key, cell);
    }
    return cell;
  };
  let moneyCents = 0;
  for (const row of money) {
    const cell = cellOf(row.month, row.regionId);
    cell.moneyCents += row.totalCents;
    cell.donationCount += row.donationCount;
    moneyCents += row.totalCents;
  }
  const unplaced = { shipped: { pairs: 0, recipients: 0 }, delivered: { pairs: 0, recipients: 0 } };
  const place = (rows: PairsRow[], event: 'shipped' | 'delivered') => {
    for (const row of rows) {
      const region = regionOfState(row.state);
      if (region === undefined) {
        unplaced[event].pairs += row.pairs;
        unplaced[event].recipients += row.recipients;
        continue;
      }
      // A recipient has one state, so recipients counted per state add up per region.
      const figure = cellOf(row.month, region)[event];
      figure.pairs += row.pairs;
      figure.recipients += row.recipients;
    }
  };
  place(shipped, 'shipped');
  place(delivered, 'delivered');

  const rows: TransparencyRow[] = [...cells.values()]
    .sort((a, b) => (a.month === b.month ? a.region - b.region : a.month < b.month ? -1 : 1))
    .map((cell) => ({
      month: cell.month,
      region: cell.region,
      region_name: regionName(cell.region),
      money_confirmed: cell.moneyCents / 100,
      donation_count: cell.donationCount,
      pairs_shipped: published(cell.shipped),
      pairs_delivered: published(cell.delivered),
    }));
  const sum = (list: PairsRow[]) => list.reduce((total, row) => total + row.pairs, 0);
  // A recipient has at most one shipped or delivered claim, so recipients add up across months.
  const recipients = (list: PairsRow[]) => list.reduce((total, row) => total + row.recipients, 0);
  return {
    rows,
    totals: {
      money_confirmed: moneyCents / 100,
      pairs_shipped: published({ pairs: sum(shipped), recipients: recipients(shipped) }),
      pairs_delivered: published({ pairs: sum(delivered), recipients: recipients(delivered) }),
    },
    unplaced_pairs_delivered: unplaced.delivered.pairs === 0 ? 0 : published(unplaced.delivered),
    cost_per_pair: impact.costPerPairCents / 100,
  };
}

/** Pairs as published: the count, or "fewer than 3" when they went to 1 or 2 recipients. */
function published(figure: { pairs: number; recipients: number }): PairCount {
  return figure.recipients > 0 && figure.recipients < MIN_PUBLISHED_RECIPIENTS ? FEWER_THAN_3 : figure.pairs;
}

/** The same rows as the JSON, one line each, with a header naming the JSON's fields. */
export function transparencyCsv(figures: Transparency): string {
  return stringify(
    figures.rows.map((row) => TRANSPARENCY_CSV_COLUMNS.map((column) => row[column])),
    { header: true, columns: [...TRANSPARENCY_CSV_COLUMNS] },
  );
}

/** Pairs delivered to recipients in each region over all time, as published. */
export async function pairsDeliveredByRegion(db: Db): Promise<Map<number, PairCount>> {
  const totals = new Map<number, { pairs: number; recipients: number }>(REGIONS.map((region) => [region.id, { pairs: 0, recipients: 0 }]));
  for (const row of await pairsByMonthAndState(db.kysely, 'delivered')) {
    const region = regionOfState(row.state);
    const figure = region === undefined ? undefined : totals.get(region);
    if (!figure) continue;
    figure.pairs += row.pairs;
    figure.recipients += row.recipients;
  }
  return new Map([...totals].map(([region, figure]) => [region, published(figure)]));
}

/** The configured goal with the confirmed money dated in its current period (UTC), or null. */
export async function goalProgress(db: Db, impact: ImpactConfig, now: Date = new Date()): Promise<Goal | null> {
  if (!impact.goal) return null;
  const month = now.toISOString().slice(0, 7);
  const fromMonth = impact.goal.period === 'year' ? `${month.slice(0, 4)}-01` : month;
  const raisedCents = await moneyBetweenMonths(db.kysely, fromMonth, month);
  return { amount: impact.goal.amountCents / 100, period: impact.goal.period, raised: raisedCents / 100, since: `${fromMonth}-01` };
}
