import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/engine.js';
import { useBareDatabase } from '../databases.js';
import * as initial from '../../src/db/migrations/001-initial.js';
import * as claims from '../../src/db/migrations/003-claims.js';
import * as confirmationNumbers from '../../src/db/migrations/005-claim-confirmation-numbers.js';
import * as claimMessages from '../../src/db/migrations/006-claim-messages.js';
import { isUniqueViolation } from '../../src/lib/unique-violation.js';

/** A database holding only the first schema, with claims made before claims had rows. */
let db: Db;

useBareDatabase('onepair_claims_migration', async (opened) => {
  db = opened;
  await initial.up(db.kysely as never, db.engine);
});

async function addDonatee(name: string, claim: { glassesId: number | null; at: string } | null): Promise<number> {
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
      has_claimed: claim ? 1 : 0,
      is_dependent: 0,
      claimed_glasses_id: claim?.glassesId ?? null,
      claimed_at: claim?.at ?? null,
    } as never)
    .returning('donatee_id')
    .executeTakeFirstOrThrow();
  return donatee.donatee_id;
}

describe('migration 003: claims as rows', () => {
  it('carries each claimed donatee forward as a claimed row with its item and time, and allows one active claim each', async () => {
    const glasses = await db.kysely
      .insertInto('glasses')
      .values({
        name: 'Old',
        description: '',
        size: null,
        color: '',
        prescription_range_upper: null,
        prescription_range_lower: null,
        image: '',
        inventory: 4,
      })
      .returning('glasses_id')
      .executeTakeFirstOrThrow();
    const withItem = await addDonatee('with_item', { glassesId: glasses.glasses_id, at: '2025-03-01T10:00:00.000Z' });
    const withoutItem = await addDonatee('without_item', { glassesId: null, at: '2025-03-02T10:00:00.000Z' });
    const never = await addDonatee('never', null);

    await claims.up(db.kysely as never, db.engine);

    const rows = await db.kysely.selectFrom('claims').selectAll().orderBy('donatee_id').execute();
    expect(rows).toEqual([
      expect.objectContaining({
        donatee_id: withItem,
        glasses_id: glasses.glasses_id,
        status: 'claimed',
        claimed_at: '2025-03-01T10:00:00.000Z',
        shipped_at: null,
      }),
      expect.objectContaining({ donatee_id: withoutItem, glasses_id: null, status: 'claimed', claimed_at: '2025-03-02T10:00:00.000Z' }),
    ]);
    expect(rows.some((row) => row.donatee_id === never)).toBe(false);
    const stock = await db.kysely
      .selectFrom('glasses')
      .select('inventory')
      .where('glasses_id', '=', glasses.glasses_id)
      .executeTakeFirstOrThrow();
    expect(stock.inventory).toBe(4);

    const second = db.kysely
      .insertInto('claims')
      .values({ donatee_id: withItem, glasses_id: null, status: 'shipped', claimed_at: 'x' } as never)
      .execute();
    await expect(second.catch((error: unknown) => (isUniqueViolation(error) ? 'unique' : error))).resolves.toBe('unique');
    await db.kysely
      .insertInto('claims')
      .values({ donatee_id: withItem, glasses_id: null, status: 'cancelled', claimed_at: 'x' } as never)
      .execute();
    expect(await db.kysely.selectFrom('claims').select('id').where('donatee_id', '=', withItem).execute()).toHaveLength(2);
  });
});

// Runs on the claims the test above left behind (three rows, one of them cancelled).
describe('migration 005: confirmation numbers', () => {
  it('gives every existing claim a number from 0 to 999999 and requires one from then on', async () => {
    const before = await db.kysely.selectFrom('claims').select('id').execute();
    expect(before.length).toBe(3);

    await confirmationNumbers.up(db.kysely as never, db.engine);

    const rows = await db.kysely.selectFrom('claims').select(['id', 'confirmation_number']).execute();
    expect(rows.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    for (const row of rows) {
      expect(Number.isInteger(row.confirmation_number)).toBe(true);
      expect(row.confirmation_number).toBeGreaterThanOrEqual(0);
      expect(row.confirmation_number).toBeLessThanOrEqual(999_999);
    }
    const donatee = await db.kysely.selectFrom('donatees').select('donatee_id').executeTakeFirstOrThrow();
    const withoutNumber = db.kysely
      .insertInto('claims')
      .values({
        donatee_id: donatee.donatee_id,
        glasses_id: null,
        status: 'cancelled',
        claimed_at: 'x',
        confirmation_number: null,
      } as never)
      .execute();
    await expect(withoutNumber).rejects.toThrow(/null/i);
  });
});

describe('migration 006: support messages', () => {
  it('lets a release from before 005 still insert a claim without a confirmation number', async () => {
    await claimMessages.up(db.kysely as never, db.engine);
    const donatee = await db.kysely.selectFrom('donatees').select('donatee_id').executeTakeFirstOrThrow();
    const row = await db.kysely
      .insertInto('claims')
      .values({ donatee_id: donatee.donatee_id, glasses_id: null, status: 'cancelled', claimed_at: 'x' } as never)
      .returning('confirmation_number')
      .executeTakeFirstOrThrow();
    expect(row.confirmation_number).toBeGreaterThanOrEqual(0);
    expect(row.confirmation_number).toBeLessThanOrEqual(999_999);
    expect(await db.kysely.selectFrom('claim_messages').select('id').execute()).toEqual([]);
  });
});
