import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/engine.js';
import { useBareDatabase } from '../databases.js';
import * as initial from '../../src/db/migrations/001-initial.js';
import * as accountSecurity from '../../src/db/migrations/007-account-security.js';

/** The first schema with a donor, a donation and an old token, then migration 007. */
let db: Db;
const longAgo = '2020-01-01T00:00:00.000Z';

useBareDatabase('onepair_accounts_migration', async (opened) => {
  db = opened;
  await initial.up(db.kysely as never, db.engine);
  const k = db.kysely;
  const user = await k
    .insertInto('users')
    .values({ username: 'donor', username_lower: 'donor', email: '', password_hash: 'x', is_staff: 0, is_active: 1, created_at: longAgo })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await k
    .insertInto('accounts')
    .values({ user_id: user.id, phone_number: '', address: '', city: '', state: '', zip_code: '' })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  const donator = await k
    .insertInto('donators')
    .values({ account_id: account.account_id, has_donated: 1, total_cents: 1234 })
    .returning('donator_id')
    .executeTakeFirstOrThrow();
  await k.insertInto('regions').values({ region_id: 1, name: 'North', lat: 0, lon: 0 }).execute();
  await k
    .insertInto('donations')
    .values({ donator_id: donator.donator_id, amount_cents: 1234, date: '2020-01-01', region_id: 1, created_at: longAgo })
    .execute();
  await k
    .insertInto('auth_tokens')
    .values({ key_hash: 'a'.repeat(64), user_id: user.id, created_at: longAgo } as never)
    .execute();
  await accountSecurity.up(db.kysely as never, db.engine);
});

describe('migration 007-account-security', () => {
  it('counts existing tokens as used at the upgrade, so it signs nobody out', async () => {
    const [token] = await db.kysely.selectFrom('auth_tokens').select('last_used_at').execute();
    expect(Date.now() - Date.parse(token!.last_used_at!)).toBeLessThan(60_000);
  });

  it('keeps every donation, and a deleted donor leaves them without a donator', async () => {
    expect(
      (await db.kysely.selectFrom('donations').select(['amount_cents', 'donator_id']).execute()).map((row) => Number(row.amount_cents)),
    ).toEqual([1234]);
    await db.kysely.deleteFrom('users').execute();
    const rows = await db.kysely.selectFrom('donations').select(['amount_cents', 'donator_id']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.donator_id).toBeNull();
    // New donations still get ids after the rebuilt table's.
    const next = await db.kysely
      .insertInto('donations')
      .values({ donator_id: null, amount_cents: 1, date: '2020-01-02', region_id: 1, created_at: longAgo })
      .returning('donation_id')
      .executeTakeFirstOrThrow();
    expect(next.donation_id).toBeGreaterThan(1);
  });
});
