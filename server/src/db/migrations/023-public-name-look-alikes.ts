import { sql, type Kysely } from 'kysely';
import { reservedName } from '@onepair/contract';
import type { Engine } from '../engine.js';
import { keyPublicNames } from './public-name-keys.js';

/** Rows read a page at a time, however many there are. */
const BATCH = 500;

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
 *
 * A public name stored under the older rules that is now a reserved one, a look-alike of
 * "Anonymous" or "(sample)" ("Аnonymous" with a Cyrillic "А", "Anonym0us", "Jo (ѕample)"), is
 * given up the same way first. Usernames that are now reserved ("Anonym0us") are not renamed,
 * since a user logs in by theirs: the migration only counts them in a warning, for staff to
 * rename by hand (docs/operations.md).
 *
 * The keys are the contract's live `nameKey`, not a copy frozen here: a stored key must be what
 * the running server computes, or its lookups miss. So a later change to `nameKey` (or to
 * `normaliseName`, which it starts from) needs a new migration that keys the names again; it
 * also changes what this one would do on a database that has not run it yet, which is harmless
 * as long as the new migration runs after it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // A server of the previous version still running may choose a name between the clean-up and
  // the index; on PostgreSQL the table takes no writes until this transaction ends (SQLite's
  // start lock already holds the file's write lock).
  if (engine === 'postgres') await sql`lock table donators in share row exclusive mode`.execute(db);
  await giveUpReservedNames(db);
  await warnOfReservedUsernames(db);
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

/** Sets `public_name` and its key to null where the name is one nobody may take. */
async function giveUpReservedNames(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const named = await sql<{ donator_id: number; public_name: string }>`
      select donator_id, public_name from donators
      where public_name is not null and donator_id > ${after} order by donator_id limit ${BATCH}`.execute(db);
    if (named.rows.length === 0) return;
    const reserved = named.rows.filter((row) => reservedName(row.public_name)).map((row) => row.donator_id);
    if (reserved.length > 0) {
      await sql`update donators set public_name = null, public_name_key = null where donator_id in (${sql.join(reserved)})`.execute(db);
    }
    after = named.rows[named.rows.length - 1]!.donator_id;
  }
}

/** Counts the usernames that are now reserved and says so on the console, without changing them. */
async function warnOfReservedUsernames(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  let reserved = 0;
  for (;;) {
    const users = await sql<{ id: number; username: string }>`
      select id, username from users where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (users.rows.length === 0) break;
    reserved += users.rows.filter((row) => reservedName(row.username)).length;
    after = users.rows[users.rows.length - 1]!.id;
  }
  if (reserved > 0) {
    console.warn(
      `Migration 023: ${reserved} username(s) now read as "Anonymous" (a look-alike spelling such as "Anonym0us"); they are kept, staff may rename them.`,
    );
  }
}
