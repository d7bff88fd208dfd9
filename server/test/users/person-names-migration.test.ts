/**
 * Migration 031 on a database an older server left: every user gets empty names, the sample
 * donors keep their names as chosen public names (with their keys), and a real donor who never
 * chose one keeps none, so public lists show them as Anonymous.
 */
import { nameKey } from '@onepair/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/engine.js';
import { up as personNames } from '../../src/db/migrations/031-person-names.js';
import { runMigrationsBefore, useBareDatabase } from '../databases.js';

let db: Db;

useBareDatabase('onepair_person_names_migration', async (opened) => {
  db = opened;
  // Every numbered migration before 031, as a server of that release left the database.
  await runMigrationsBefore(db, '031');
});

/** A user with an account and a donator record as an older server wrote them; returns the donator id. */
async function addDonor(name: string, options: { sample: boolean; publicName?: string }): Promise<number> {
  const user = await db.kysely
    .insertInto('users')
    .values({
      username: name,
      username_lower: name.toLowerCase(),
      email: `${name}@example.org`,
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
  const donator = await db.kysely
    .insertInto('donators')
    .values({
      account_id: account.account_id,
      has_donated: 1,
      total_cents: 1000,
      is_sample: options.sample ? 1 : 0,
      public_name: options.publicName ?? null,
      public_name_key: options.publicName ? nameKey(options.publicName) : null,
    })
    .returning('donator_id')
    .executeTakeFirstOrThrow();
  return donator.donator_id;
}

describe('migration 031-person-names', () => {
  it('adds empty names, keeps the sample donors named and leaves a real donor without a chosen name unnamed', async () => {
    const sample = await addDonor('SampleGiver', { sample: true });
    const plain = await addDonor('plain_giver', { sample: false });
    const chosen = await addDonor('chooser', { sample: false, publicName: 'The Lee Family' });
    await db.kysely.transaction().execute((trx) => personNames(trx as never, db.engine));

    const donors = await db.kysely
      .selectFrom('donators')
      .select(['donator_id', 'public_name', 'public_name_key'])
      .orderBy('donator_id')
      .execute();
    expect(donors).toEqual([
      { donator_id: sample, public_name: 'SampleGiver', public_name_key: nameKey('SampleGiver') },
      { donator_id: plain, public_name: null, public_name_key: null },
      { donator_id: chosen, public_name: 'The Lee Family', public_name_key: nameKey('The Lee Family') },
    ]);
    const users = await db.kysely.selectFrom('users').select(['username', 'first_name', 'last_name']).orderBy('id').execute();
    expect(users).toEqual([
      { username: 'SampleGiver', first_name: '', last_name: '' },
      { username: 'plain_giver', first_name: '', last_name: '' },
      { username: 'chooser', first_name: '', last_name: '' },
    ]);
  });
});
