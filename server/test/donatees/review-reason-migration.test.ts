/**
 * Migration 030 on a database an older server left, with applications already decided: each
 * keeps its status and answers, and none is marked as sent back for review.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/engine.js';
import { up as reviewReason } from '../../src/db/migrations/030-review-reason.js';
import { runMigrationsBefore, useBareDatabase } from '../databases.js';

let db: Db;

useBareDatabase('onepair_review_reason_migration', async (opened) => {
  db = opened;
  // Every numbered migration before 030, as a server of that release left the database.
  await runMigrationsBefore(db, '030');
});

async function addApplication(name: string, status: 'approved' | 'submitted'): Promise<number> {
  const user = await db.kysely
    .insertInto('users')
    .values({
      username: name,
      username_lower: name,
      email: '',
      password_hash: 'x',
      is_staff: 0,
      is_active: 1,
      created_at: '2025-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await db.kysely
    .insertInto('accounts')
    .values({ user_id: user.id, phone_number: '', address: '', city: '', state: '', zip_code: '' })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  const donatee = await db.kysely
    .insertInto('donatees')
    .values({
      account_id: account.account_id,
      has_applied_for_account: 1,
      has_claimed: 0,
      is_dependent: 0,
      monthly_income_cents: 90_000,
      household_size: 3,
      application_status: status,
    })
    .returning('donatee_id')
    .executeTakeFirstOrThrow();
  return donatee.donatee_id;
}

describe('migration 030-review-reason', () => {
  it('adds the column, null for every existing application, which keeps its status and answers', async () => {
    const approved = await addApplication('approved', 'approved');
    const waiting = await addApplication('waiting', 'submitted');
    await db.kysely.transaction().execute((trx) => reviewReason(trx as never));
    const rows = await db.kysely
      .selectFrom('donatees')
      .select(['donatee_id', 'application_status', 'monthly_income_cents', 'household_size', 'review_reason'])
      .orderBy('donatee_id')
      .execute();
    expect(rows.map((row) => ({ ...row, monthly_income_cents: Number(row.monthly_income_cents) }))).toEqual([
      { donatee_id: approved, application_status: 'approved', monthly_income_cents: 90_000, household_size: 3, review_reason: null },
      { donatee_id: waiting, application_status: 'submitted', monthly_income_cents: 90_000, household_size: 3, review_reason: null },
    ]);
    // The column takes the reason the server writes.
    await db.kysely.updateTable('donatees').set({ review_reason: 'changed_after_approval' }).where('donatee_id', '=', approved).execute();
  });
});
