import type { Kysely } from 'kysely';

/**
 * `glasses.retired_at`: when staff took the item out of the public catalogue (null while it is
 * listed). A retired item keeps its row, so its stock ledger and the claims that name it stay
 * whole; it is only no longer listed or claimable. The index serves the public list, which
 * reads the listed items only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('glasses').addColumn('retired_at', 'varchar(40)').execute();
  await db.schema.createIndex('glasses_retired_idx').on('glasses').columns(['retired_at', 'glasses_id']).execute();
}
