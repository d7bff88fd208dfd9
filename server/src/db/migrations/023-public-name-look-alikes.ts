import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import { keyPublicNames } from './public-name-keys.js';

/**
 * Public names, one donor each, look-alikes included.
 *
 * The contract's `nameKey` now reads letters of other scripts as the Latin letters they look
 * like ("Раul" with a Cyrillic "Р" and "а" is "paul"), so the stored keys are computed again.
 * Then `donators.public_name_key` gets a unique index (where not null), so that two requests
 * choosing one name at the same moment cannot both pass the check (donators/names.ts): the
 * second write fails and the service answers as for a taken name.
 *
 * The index needs the keys already stored to be distinct, and the new key can make two names
 * that passed before one (and a race could have stored one twice). A public name that is now
 * another user's username, or another donor's public name whose record is older, is given up:
 * `public_name` and its key become null, and that donor is shown by their username, as before
 * they chose a name (docs/api.md, Donor privacy). The username and the first name taken stay;
 * the donor whose name went may choose another. Nothing here can fail on the data, so the start
 * goes on.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // A server of the previous version still running may choose a name between the clean-up and
  // the index; on PostgreSQL the table takes no writes until this transaction ends (SQLite's
  // start lock already holds the file's write lock).
  if (engine === 'postgres') await sql`lock table donators in share row exclusive mode`.execute(db);
  await keyPublicNames(db);
  await sql`
    update donators set public_name = null, public_name_key = null
    where public_name_key is not null and exists (
      select 1 from accounts join users on users.username_lower = donators.public_name_key
      where accounts.account_id = donators.account_id and users.id <> accounts.user_id)`.execute(db);
  await sql`
    update donators set public_name = null, public_name_key = null
    where public_name_key is not null and exists (
      select 1 from donators older
      where older.public_name_key = donators.public_name_key and older.donator_id < donators.donator_id)`.execute(db);
  await db.schema.dropIndex('donators_public_name_key_idx').ifExists().execute();
  await db.schema
    .createIndex('donators_public_name_key_unique')
    .on('donators')
    .column('public_name_key')
    .unique()
    .where(sql.ref('public_name_key'), 'is not', null)
    .execute();
}
