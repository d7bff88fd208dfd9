/**
 * Reports for funders (docs/api.md, Reports for funders). Money is reported exactly, as the
 * ledger and the transparency page report it. Counts of recipients are hidden when small (1 or
 * 2 people) and, where the others would give a hidden one away, withheld too: the breakdowns by
 * month, state, household size and income each add up to the same total, so they are suppressed
 * together (stats/suppression.ts). A median wait over fewer than 3 people is not given.
 */
import { stringify } from 'csv-stringify/sync';
import {
  FUNDER_CSV_COLUMNS,
  HOUSEHOLD_BANDS,
  INCOME_BANDS,
  MIN_PUBLISHED_RECIPIENTS,
  APPLIED_THROUGH,
  PAIR_DIMENSIONS,
  REPORT_MESSAGES,
  householdBand,
  incomeBand,
  regionName,
  spreadsheetSafe,
  todayIsoDate,
  WITHHELD,
  type FunderCsvPart,
  type FunderReport,
  type FunderReportQuery,
  type IncomeGuideline,
  type PairCount,
  type PairDimension,
  type PairsRow,
  type Wait,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { validationError } from '../lib/errors.js';
import { figure, published, suppress, type Figure } from '../stats/suppression.js';
import * as reports from './repository.js';

const DAY_MS = 86_400_000;

/** The report's range: this year so far unless given; an end before the start is a 400. */
export function reportRange(query: FunderReportQuery, now: Date = new Date()): reports.DayRange {
  const today = todayIsoDate(now);
  const range = { from: query.from ?? `${today.slice(0, 4)}-01-01`, to: query.to ?? today };
  if (range.to < range.from) throw validationError({ to: REPORT_MESSAGES.toBeforeFrom });
  return range;
}

export async function funderReport(db: Db, guideline: IncomeGuideline, query: FunderReportQuery, now?: Date): Promise<FunderReport> {
  const range = reportRange(query, now);
  const [money, shipped, delivered, approved] = [
    await reports.moneyByMonthMethodRegion(db.kysely, range),
    await reports.pairEvents(db.kysely, 'shipped', range),
    await reports.pairEvents(db.kysely, 'delivered', range),
    await reports.approvals(db.kysely, range),
  ];
  const pairs = pairsBreakdown(guideline, shipped, delivered);
  return {
    from: range.from,
    to: range.to,
    money: {
      rows: money.map((cell) => ({
        month: cell.month,
        method: cell.method,
        region: cell.regionId,
        region_name: regionName(cell.regionId),
        gifts: cell.gifts,
        amount: cell.cents / 100,
      })),
      gifts: money.reduce((sum, cell) => sum + cell.gifts, 0),
      amount: money.reduce((sum, cell) => sum + cell.cents, 0) / 100,
    },
    pairs,
    waits: {
      application_to_approval: wait(approved.map((row) => daysBetween(row.submittedAt, row.decidedAt))),
      approval_to_delivery: deliveryWait(delivered, pairs.delivered),
    },
    guideline_year: guideline.year,
  };
}

/** One part of the report as CSV text, with a header row; cells a spreadsheet would run are made text. */
export function funderCsv(report: FunderReport, part: FunderCsvPart): string {
  const records: Record<string, string | number | null>[] =
    part === 'money'
      ? report.money.rows
      : part === 'pairs'
        ? report.pairs.rows
        : [
            { measure: 'application_to_approval', ...report.waits.application_to_approval },
            { measure: 'approval_to_delivery', ...report.waits.approval_to_delivery },
          ];
  const columns = [...FUNDER_CSV_COLUMNS[part]];
  const rows = records.map((record) => columns.map((column) => spreadsheetSafe(cell(record[column]))));
  return stringify(rows, { header: true, columns });
}

export function funderCsvFilename(report: FunderReport, part: FunderCsvPart): string {
  return `onepair-${part}-${report.from}-to-${report.to}.csv`;
}

const cell = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Whole days from one time to a later one, never below zero (a decision may be re-made later). */
function daysBetween(start: string, end: string): number {
  return Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS));
}

/**
 * The wait from approval to delivery, once per person (their first pair of the range). How many
 * people it covers is the count of recipients behind the delivered total, so it is published
 * only as that total is: a withheld total keeps it withheld.
 */
function deliveryWait(delivered: reports.PairEvent[], deliveredTotal: PairCount): Wait {
  const firstOfEach = new Map<number, reports.PairEvent>();
  for (const event of delivered) if (event.decidedAt !== null && !firstOfEach.has(event.donateeId)) firstOfEach.set(event.donateeId, event);
  const measured = wait([...firstOfEach.values()].map((event) => daysBetween(event.decidedAt!, event.at)));
  return typeof deliveredTotal === 'number' || measured.median_days === null ? measured : { ...measured, people: WITHHELD };
}

/** The median of the waits, one per person, when there are enough people for it to describe nobody in particular. */
function wait(days: number[]): Wait {
  const people = published(figure(days.length, days.length));
  if (days.length < MIN_PUBLISHED_RECIPIENTS) return { median_days: null, people };
  const sorted = [...days].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median_days: median, people };
}

/** Every dimension's value of one pair. */
function valuesOf(guideline: IncomeGuideline, event: reports.PairEvent): Record<PairDimension, string> {
  return {
    month: event.at.slice(0, 7),
    state: event.state.trim().toUpperCase() || 'Not given',
    household_size: householdBand(event.householdSize),
    income: incomeBand(guideline, event.monthlyIncomeCents === null ? null : event.monthlyIncomeCents / 100, event.householdSize),
    applied_through: event.partnerKind ?? 'none',
  };
}

const keyOf = (dimension: PairDimension, value: string) => `${dimension}\u0000${value}`;

/**
 * Each value's figure of each dimension (pairs, and the distinct people they went to), and the
 * whole's, suppressed together: every dimension's values add up to the whole.
 */
function suppressedFigures(guideline: IncomeGuideline, events: reports.PairEvent[], values: Map<PairDimension, string[]>) {
  const groups = new Map<string, { pairs: number; people: Set<number> }>();
  for (const event of events) {
    const of = valuesOf(guideline, event);
    for (const dimension of PAIR_DIMENSIONS) {
      const group = groups.get(keyOf(dimension, of[dimension])) ?? { pairs: 0, people: new Set<number>() };
      group.pairs += 1;
      group.people.add(event.donateeId);
      groups.set(keyOf(dimension, of[dimension]), group);
    }
  }
  const total = figure(events.length, new Set(events.map((event) => event.donateeId)).size);
  const figures = new Map<string, Figure>();
  const sums = PAIR_DIMENSIONS.map((dimension) => ({
    total,
    parts: values.get(dimension)!.map((value) => {
      const group = groups.get(keyOf(dimension, value));
      const part = figure(group?.pairs ?? 0, group?.people.size ?? 0);
      figures.set(keyOf(dimension, value), part);
      return part;
    }),
  }));
  suppress(sums);
  return { total, figures };
}

/**
 * The rows of pairs shipped and delivered, for every value of every dimension seen in either,
 * months oldest first, bands in their order and states alphabetically.
 */
function pairsBreakdown(guideline: IncomeGuideline, shipped: reports.PairEvent[], delivered: reports.PairEvent[]): FunderReport['pairs'] {
  const seen = new Map<PairDimension, Set<string>>(PAIR_DIMENSIONS.map((dimension) => [dimension, new Set<string>()]));
  for (const event of [...shipped, ...delivered]) {
    const of = valuesOf(guideline, event);
    for (const dimension of PAIR_DIMENSIONS) seen.get(dimension)!.add(of[dimension]);
  }
  const values = new Map(PAIR_DIMENSIONS.map((dimension) => [dimension, [...seen.get(dimension)!].sort(orderWithin(dimension))]));
  const out = suppressedFigures(guideline, shipped, values);
  const arrived = suppressedFigures(guideline, delivered, values);
  const rows: PairsRow[] = PAIR_DIMENSIONS.flatMap((dimension) =>
    values.get(dimension)!.map((value) => ({
      dimension,
      value,
      shipped: published(out.figures.get(keyOf(dimension, value))!),
      delivered: published(arrived.figures.get(keyOf(dimension, value))!),
    })),
  );
  return { rows, shipped: published(out.total), delivered: published(arrived.total) };
}

const BAND_ORDER: Partial<Record<PairDimension, readonly string[]>> = {
  household_size: HOUSEHOLD_BANDS,
  income: INCOME_BANDS,
  applied_through: APPLIED_THROUGH,
};

function orderWithin(dimension: PairDimension): (a: string, b: string) => number {
  const order = BAND_ORDER[dimension];
  if (order) return (a, b) => order.indexOf(a) - order.indexOf(b);
  // Months (YYYY-MM) and states sort as text; a state not given comes last.
  return (a, b) => (a === 'Not given' ? 1 : b === 'Not given' ? -1 : a.localeCompare(b));
}
