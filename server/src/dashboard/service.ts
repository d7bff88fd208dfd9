/**
 * The staff dashboard's figures beside the counts of waiting work: this month's confirmed
 * donations, the items running low, the latest audit entries, and the monthly gifts whose card
 * could not be charged (staff may want to reach those donors). Each has its own list
 * in the console; the dashboard shows the first few.
 */
import { DASHBOARD_LIST_SIZE, personName, type StaffDashboard } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { listAuditEntries } from '../audit/repository.js';
import { auditView } from '../audit/service.js';
import { listFailingGifts } from '../payments/repository.js';
import { toNumber } from '../db/schema.js';
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
  return {
    donations_this_month: { since, count: month.count, total: month.cents / 100 },
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
  };
}
