/**
 * SQL for the funder reports: confirmed money grouped by month, method and region, and the
 * claims and applications of a date range with what the report groups them by. Dates are
 * YYYY-MM-DD; times are ISO strings, compared as text from the first day's start to the end of
 * the last day.
 */
import { sql } from 'kysely';
import type { DonationMethod, PartnerKind } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';

export interface DayRange {
  from: string;
  to: string;
}

/** The range as times: from the first day's midnight (UTC) to before the midnight after the last. */
function timeBounds(range: DayRange): [string, string] {
  const after = new Date(`${range.to}T00:00:00.000Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return [`${range.from}T00:00:00.000Z`, after.toISOString()];
}

export interface MoneyCell {
  month: string;
  method: DonationMethod;
  regionId: number;
  gifts: number;
  cents: number;
}

/** Confirmed donations dated in the range, less what partial refunds gave back, by month, method and region. */
export async function moneyByMonthMethodRegion(db: Queryable, range: DayRange): Promise<MoneyCell[]> {
  const month = sql<string>`substr(donations.date, 1, 7)`;
  const rows = await db
    .selectFrom('donations')
    .select([
      month.as('month'),
      'donations.method',
      'donations.region_id',
      (eb) => eb.fn.countAll<number | string>().as('gifts'),
      sql<number | string>`sum(donations.amount_cents - donations.refunded_cents)`.as('cents'),
    ])
    .where('donations.status', '=', 'confirmed')
    .where('donations.date', '>=', range.from)
    .where('donations.date', '<=', range.to)
    .groupBy([month, 'donations.method', 'donations.region_id'])
    .orderBy(month)
    .orderBy('donations.method')
    .orderBy('donations.region_id')
    .execute();
  return rows.map((row) => ({
    month: row.month,
    method: row.method,
    regionId: row.region_id,
    gifts: toNumber(row.gifts),
    cents: toNumber(row.cents),
  }));
}

export interface PairEvent {
  donateeId: number;
  /** When the pair left or arrived. */
  at: string;
  state: string;
  householdSize: number | null;
  monthlyIncomeCents: number | null;
  /** When the application was approved, for the wait until delivery. */
  decidedAt: string | null;
  /** The kind of partner organisation that applied for the person; null for someone who applied alone. */
  partnerKind: PartnerKind | null;
}

/**
 * Pairs that left in the range (`shipped`: shipped and not since cancelled) or arrived in it
 * (`delivered`), with the recipient's state, household and income.
 */
export async function pairEvents(db: Queryable, event: 'shipped' | 'delivered', range: DayRange): Promise<PairEvent[]> {
  const at = event === 'shipped' ? 'claims.shipped_at' : 'claims.delivered_at';
  const [start, end] = timeBounds(range);
  const rows = await db
    .selectFrom('claims')
    .innerJoin('donatees', 'donatees.donatee_id', 'claims.donatee_id')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .leftJoin('partner_clients', 'partner_clients.donatee_id', 'claims.donatee_id')
    .leftJoin('partners', 'partners.id', 'partner_clients.partner_id')
    .select([
      'claims.donatee_id',
      `${at} as at`,
      'partners.kind as partner_kind',
      'accounts.state',
      'donatees.household_size',
      'donatees.monthly_income_cents',
      'donatees.decided_at',
    ])
    .where('claims.status', 'in', event === 'shipped' ? ['shipped', 'delivered'] : ['delivered'])
    .where(at, '>=', start)
    .where(at, '<', end)
    .execute();
  return rows.map((row) => ({
    donateeId: row.donatee_id,
    at: row.at!,
    state: row.state,
    householdSize: row.household_size,
    monthlyIncomeCents: row.monthly_income_cents === null ? null : toNumber(row.monthly_income_cents),
    decidedAt: row.decided_at,
    partnerKind: row.partner_kind,
  }));
}

/** Applications approved in the range: when each was submitted and approved. */
export async function approvals(db: Queryable, range: DayRange): Promise<{ submittedAt: string; decidedAt: string }[]> {
  const [start, end] = timeBounds(range);
  const rows = await db
    .selectFrom('donatees')
    .select(['submitted_at', 'decided_at'])
    .where('application_status', '=', 'approved')
    .where('submitted_at', 'is not', null)
    .where('decided_at', '>=', start)
    .where('decided_at', '<', end)
    .execute();
  return rows.map((row) => ({ submittedAt: row.submitted_at!, decidedAt: row.decided_at! }));
}
