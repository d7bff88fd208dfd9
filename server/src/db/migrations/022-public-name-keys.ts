import { sql, type Kysely } from 'kysely';
import { keyPublicNames } from './public-name-keys.js';

/**
 * `donators.public_name_key`: the public name's `nameKey` (contract), what a new username or
 * public name is compared with (donators/names.ts). Computed in TypeScript, so both engines
 * compare alike: before, the comparison was SQL's `lower(public_name)`, which folds ASCII only on
 * SQLite, so "ÉLISE" passed for another donor's "élise" there and not on PostgreSQL. Filled here
 * for the public names already chosen (a page of donors to one UPDATE); indexed where there is
 * one. Migration 023 later keys look-alikes alike and makes the index unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donators').addColumn('public_name_key', 'text').execute();
  await keyPublicNames(db);
  await db.schema
    .createIndex('donators_public_name_key_idx')
    .on('donators')
    .column('public_name_key')
    .where(sql.ref('public_name_key'), 'is not', null)
    .execute();
}
