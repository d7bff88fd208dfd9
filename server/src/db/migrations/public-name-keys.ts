/**
 * Writes every chosen public name's `nameKey` (contract) into `donators.public_name_key`, for
 * the migrations that add the column (022) or change the key (023). Not a migration itself.
 *
 * It calls the live `nameKey`, not a frozen copy, because a stored key must equal what the
 * running server computes or lookups miss. Any later change to `nameKey` therefore needs a new
 * migration that calls this again.
 */
import { sql, type Kysely } from 'kysely';
import { nameKey } from '@onepair/contract';

/** Named donors read a page at a time, however many there are, and written back in one statement per page. */
const BATCH = 500;

/** Keys every public name whose stored key differs from its `nameKey` (null included). */
export async function keyPublicNames(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const named = await sql<{ donator_id: number; public_name: string; public_name_key: string | null }>`
      select donator_id, public_name, public_name_key from donators
      where public_name is not null and donator_id > ${after} order by donator_id limit ${BATCH}`.execute(db);
    if (named.rows.length === 0) return;
    const changed = named.rows
      .map((row) => ({ id: row.donator_id, key: nameKey(row.public_name), stored: row.public_name_key }))
      .filter((row) => row.key !== row.stored);
    if (changed.length > 0) {
      // One UPDATE for the page: a CASE gives each donor their key (three parameters a donor,
      // well under either engine's limit).
      const keys = sql.join(
        changed.map((row) => sql`when ${row.id} then ${row.key}`),
        sql` `,
      );
      const ids = sql.join(changed.map((row) => row.id));
      await sql`update donators set public_name_key = case donator_id ${keys} end where donator_id in (${ids})`.execute(db);
    }
    after = named.rows[named.rows.length - 1]!.donator_id;
  }
}
