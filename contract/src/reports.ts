/**
 * Reports for funders (docs/api.md, Reports for funders): for a date range, the money that came
 * in by month, method and region; the pairs shipped and delivered by month, state, household size
 * and income as a share of the poverty guideline; and how long people waited. Counts of
 * recipients are hidden when small, as the transparency page hides them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DonationMethod } from './money.js';
import { PairCount } from './donor-privacy.js';
import { povertyLine, type IncomeGuideline } from './fulfilment.js';

export const FunderReportQuery = Type.Object({
  /** First day included, YYYY-MM-DD; the first of January of this year when left out. */
  from: Type.Optional(Type.String({ format: 'date' })),
  /** Last day included, YYYY-MM-DD; today when left out. */
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type FunderReportQuery = Static<typeof FunderReportQuery>;

/** Confirmed money dated in one month, given one way, to one region; less any part refunded. */
export const MoneyRow = Type.Object({
  month: Type.String(),
  method: DonationMethod,
  region: Type.Integer(),
  region_name: Type.String(),
  gifts: Type.Integer(),
  amount: Type.Number(),
});
export type MoneyRow = Static<typeof MoneyRow>;

/** `applied_through`: the kind of partner organisation that applied for the person (APPLIED_THROUGH), or `none`. */
export const PAIR_DIMENSIONS = ['month', 'state', 'household_size', 'income', 'applied_through'] as const;
export type PairDimension = (typeof PAIR_DIMENSIONS)[number];

/** Household sizes as the report groups them. */
export const HOUSEHOLD_BANDS = ['1', '2', '3–4', '5–6', '7 or more', 'Not given'] as const;
/** Yearly income as a share of the poverty guideline for the household. */
export const INCOME_BANDS = ['Under 100%', '100–150%', '150–200%', 'Over 200%', 'Not given'] as const;

/** Pairs shipped and delivered in the range for one value of one dimension (one month, one state…). */
export const PairsRow = Type.Object({
  dimension: Type.Union(PAIR_DIMENSIONS.map((dimension) => Type.Literal(dimension))),
  value: Type.String(),
  shipped: PairCount,
  delivered: PairCount,
});
export type PairsRow = Static<typeof PairsRow>;

/** The median wait in days between two steps, over `people`; null when fewer than 3 people would be described. */
export const Wait = Type.Object({
  median_days: Type.Union([Type.Number(), Type.Null()]),
  people: PairCount,
});
export type Wait = Static<typeof Wait>;

export const FunderReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  money: Type.Object({ rows: Type.Array(MoneyRow), gifts: Type.Integer(), amount: Type.Number() }),
  pairs: Type.Object({ rows: Type.Array(PairsRow), shipped: PairCount, delivered: PairCount }),
  waits: Type.Object({
    /** From the application's submission to its approval, for applications approved in the range. */
    application_to_approval: Wait,
    /** From the approval to the delivery of the pair, for pairs delivered in the range. */
    approval_to_delivery: Wait,
  }),
  /** The poverty guideline the income bands are measured against. */
  guideline_year: Type.Integer(),
});
export type FunderReport = Static<typeof FunderReport>;

export const FUNDER_CSV_COLUMNS = {
  money: ['month', 'method', 'region', 'region_name', 'gifts', 'amount'],
  pairs: ['dimension', 'value', 'shipped', 'delivered'],
  waits: ['measure', 'median_days', 'people'],
} as const;
export type FunderCsvPart = keyof typeof FUNDER_CSV_COLUMNS;

export const REPORT_MESSAGES = {
  toBeforeFrom: 'The end date is before the start date.',
} as const;

/** The household-size band of a household of `size` people. */
export function householdBand(size: number | null): (typeof HOUSEHOLD_BANDS)[number] {
  if (size === null || size < 1) return 'Not given';
  if (size <= 2) return size === 1 ? '1' : '2';
  if (size <= 4) return '3–4';
  if (size <= 6) return '5–6';
  return '7 or more';
}

/** The band of a yearly income (monthly × 12) against the poverty guideline at 100% for the household. */
export function incomeBand(guideline: IncomeGuideline, monthlyIncome: number | null, size: number | null): (typeof INCOME_BANDS)[number] {
  if (monthlyIncome === null || size === null || size < 1) return 'Not given';
  const share = (monthlyIncome * 12) / povertyLine(guideline, size);
  if (share < 1) return 'Under 100%';
  if (share < 1.5) return '100–150%';
  if (share <= 2) return '150–200%';
  return 'Over 200%';
}
