import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../src/db/engine.js';
import { useBareDatabase } from '../databases.js';
import { migrate } from '../../src/db/migrate.js';
import { toBool } from '../../src/db/schema.js';
import * as initial from '../../src/db/migrations/001-initial.js';

/** A database holding only the first schema, as a server before review existed left it. */
let db: Db;

useBareDatabase('onepair_migration', async (opened) => {
  db = opened;
  await sql`create table schema_migrations (name varchar(100) primary key, applied_at varchar(40) not null)`.execute(db.kysely);
  await initial.up(db.kysely as never, db.engine);
  await sql`insert into schema_migrations (name, applied_at) values ('001-initial', ${new Date().toISOString()})`.execute(db.kysely);
});

async function addRecipient(name: string, applied: boolean, claimedAt: string | null): Promise<number> {
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
      has_applied_for_account: applied ? 1 : 0,
      has_claimed: claimedAt ? 1 : 0,
      is_dependent: 0,
      claimed_at: claimedAt,
    })
    .returning('donatee_id')
    .executeTakeFirstOrThrow();
  return donatee.donatee_id;
}

describe('migration 002-applications', () => {
  it('approves those who had applied (they could already claim), and leaves the rest not submitted', async () => {
    const applied = await addRecipient('applied', true, null);
    const claimed = await addRecipient('claimed', true, '2025-03-04T05:06:07.000Z');
    const never = await addRecipient('never', false, null);

    expect(await migrate(db)).toContain('002-applications');

    const rows = await db.kysely
      .selectFrom('donatees')
      .select(['donatee_id', 'application_status', 'has_applied_for_account', 'submitted_at', 'household_size', 'decision_message'])
      .orderBy('donatee_id')
      .execute();
    const byId = new Map(rows.map((row) => [row.donatee_id, row]));
    expect(byId.get(applied)).toMatchObject({ application_status: 'approved', household_size: null, decision_message: null });
    expect(typeof byId.get(applied)!.submitted_at).toBe('string');
    expect(byId.get(claimed)).toMatchObject({ application_status: 'approved', submitted_at: '2025-03-04T05:06:07.000Z' });
    expect(byId.get(never)).toMatchObject({ application_status: 'not_submitted', submitted_at: null });
    expect(toBool(byId.get(never)!.has_applied_for_account)).toBe(false);
    expect(toBool(byId.get(applied)!.has_applied_for_account)).toBe(true);

    // A new record made after the migration starts not submitted.
    const later = await addRecipient('later', false, null);
    const row = await db.kysely
      .selectFrom('donatees')
      .select('application_status')
      .where('donatee_id', '=', later)
      .executeTakeFirstOrThrow();
    expect(row.application_status).toBe('not_submitted');
  });
});
