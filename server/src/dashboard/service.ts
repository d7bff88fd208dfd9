/**
 * The staff dashboard's figures beside the counts of waiting work: this month's confirmed
 * donations, the items running low, the latest audit entries, the prescriptions of approved
 * applicants that no frame in stock fits (what to buy or ask for), and the monthly gifts whose
 * card could not be charged (staff may want to reach those donors). Each has its own list
 * in the console; the dashboard shows the first few.
 */
import {
  DASHBOARD_LIST_SIZE,
  personName,
  prescriptionBand,
  rangeCoversPrescription,
  type PrescriptionFigures,
  type StaffDashboard,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { listAuditEntries } from '../audit/repository.js';
import { auditView } from '../audit/service.js';
import { listFailingGifts } from '../payments/repository.js';
import { toNumber, toNumberOrNull } from '../db/schema.js';
import * as dashboard from './repository.js';

/** The first day of `now`'s month and of the month after, YYYY-MM-DD (UTC). */
export function monthOf(now: Date): { since: string; until: string } {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { since: since.toISOString().slice(0, 10), until: until.toISOString().slice(0, 10) };
}

export async function readDashboard(db: Db, now: Date = new Date()): Promise<StaffDashboard> {
  const { since } = monthOf(now);
  const month = await dashboard.confirmedDonationsInMonth(db.kysely, since.slice(0, 7));
  const lowStock = await dashboard.lowStockItems(db.kysely, DASHBOARD_LIST_SIZE);
  const recent = await listAuditEntries(db.kysely, {}, DASHBOARD_LIST_SIZE);
  const failing = await listFailingGifts(db.kysely, DASHBOARD_LIST_SIZE);
  const waiting = await dashboard.waitingApplicants(db.kysely);
  const ranges = await dashboard.rangesInStock(db.kysely);
  const byPartner = await dashboard.applicationsByPartner(db.kysely, DASHBOARD_LIST_SIZE);
  return {
    donations_this_month: { since, count: month.count, total: month.cents / 100 },
    unmet_need: unmetNeed(waiting.map(figuresOf), ranges.map(rangeOf)),
    low_stock: lowStock.map((item) => ({ glasses_id: Number(item.glasses_id), name: item.name, inventory: Number(item.inventory) })),
    recent_audit: recent.map(auditView),
    failing_monthly_gifts: {
      count: failing.count,
      gifts: failing.gifts.map((gift) => ({
        id: gift.id,
        amount: toNumber(gift.amount_cents) / 100,
        failed_at: gift.payment_failed_at,
        donor:
          gift.user_id === null || gift.username === null
            ? null
            : {
                id: gift.user_id,
                username: gift.username,
                name: personName({ first_name: gift.first_name ?? '', last_name: gift.last_name ?? '' }, gift.username),
              },
      })),
    },
    applications_by_partner: byPartner,
  };
}

type Figures = Pick<PrescriptionFigures, 'sphere_right' | 'cylinder_right' | 'sphere_left' | 'cylinder_left'>;
type Range = { lower: number | null; upper: number | null };

const figuresOf = (row: { [K in keyof Figures]: number | string | null }): Figures => ({
  sphere_right: toNumberOrNull(row.sphere_right),
  cylinder_right: toNumberOrNull(row.cylinder_right),
  sphere_left: toNumberOrNull(row.sphere_left),
  cylinder_left: toNumberOrNull(row.cylinder_left),
});
const rangeOf = (row: { lower: number | string | null; upper: number | string | null }): Range => ({
  lower: toNumberOrNull(row.lower),
  upper: toNumberOrNull(row.upper),
});

/**
 * The people waiting whom no frame in stock fits, counted by the band of power they need, most
 * people first (then the strongest need first). Computed here from every waiting applicant and
 * every frame in stock: both are hundreds or a few thousand, never the donations' millions.
 */
export function unmetNeed(waiting: Figures[], ranges: Range[]): StaffDashboard['unmet_need'] {
  const bands = new Map<string, StaffDashboard['unmet_need']['bands'][number]>();
  let people = 0;
  let withoutFigures = 0;
  for (const figures of waiting) {
    if (ranges.some((range) => rangeCoversPrescription(range, figures))) continue;
    people += 1;
    const band = prescriptionBand(figures);
    if (!band) {
      withoutFigures += 1;
      continue;
    }
    const key = `${band.sphere.strongest}/${band.cylinder.most}`;
    const row = bands.get(key) ?? {
      sphere_weakest: band.sphere.weakest,
      sphere_strongest: band.sphere.strongest,
      cylinder_least: band.cylinder.least,
      cylinder_most: band.cylinder.most,
      people: 0,
    };
    row.people += 1;
    bands.set(key, row);
  }
  const ordered = [...bands.values()].sort(
    (a, b) =>
      b.people - a.people ||
      Math.abs(b.sphere_strongest) - Math.abs(a.sphere_strongest) ||
      a.sphere_strongest - b.sphere_strongest ||
      b.cylinder_most - a.cylinder_most,
  );
  return { people, without_figures: withoutFigures, bands: ordered };
}
