import { sql, type Kysely } from 'kysely';
import { nameKey } from '@onepair/contract';

/** Named donors read a page at a time, however many there are. */
const BATCH = 500;

/**
 * `donators.public_name_key`: the public name's `nameKey` (contract), what a new username or
 * public name is compared with (donators/names.ts). Computed in TypeScript, so both engines
 * compare alike: before, the comparison was SQL's `lower(public_name)`, which folds ASCII only on
 * SQLite, so "ÉLISE" passed for another donor's "élise" there and not on PostgreSQL. Filled here
 * for the public names already chosen; indexed where there is one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donators').addColumn('public_name_key', 'text').execute();
  let after = 0;
  for (;;) {
    const named = await sql<{ donator_id: number; public_name: string }>`
      select donator_id, public_name from donators
      where public_name is not null and donator_id > ${after} order by donator_id limit ${BATCH}`.execute(db);
    if (named.rows.length === 0) break;
    for (const row of named.rows) {
      await sql`update donators set public_name_key = ${nameKey(row.public_name)} where donator_id = ${row.donator_id}`.execute(db);
    }
    after = named.rows[named.rows.length - 1]!.donator_id;
  }
  await db.schema
    .createIndex('donators_public_name_key_idx')
    .on('donators')
    .column('public_name_key')
    .where(sql.ref('public_name_key'), 'is not', null)
    .execute();
}
