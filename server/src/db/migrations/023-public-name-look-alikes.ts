import { sql, type Kysely } from 'kysely';
import { checkPublicName, reservedName } from '@onepair/contract';
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
 * First, a public name stored under the older rules that `checkPublicName` now refuses is given
 * up the same way: a look-alike of "Anonymous" or "(sample)" ("Аnonymous" with a Cyrillic "А",
 * "Anonym0us", "Jo (ѕample)"), a word mixing scripts ("Paυl" with a Greek "υ", whose key "payl"
 * would go on passing for Paul) or a symbol drawn blank. Every other name is stored as
 * `normaliseName` gives it, so invisible characters reach no page from an older row either.
 * Usernames that are now reserved ("Anonym0us") are not renamed, since a user logs in by theirs:
 * the migration only counts them in a warning, for staff to rename by hand (docs/operations.md).
 *
 * This calls the contract's live `checkPublicName`, `normaliseName` and `nameKey`, not copies: a
 * stored key must be what the running server computes, or its lookups miss. Once 023 is
 * released, any change to those functions needs a new migration that checks and keys the names
 * again, and 023 must then keep a frozen copy of the versions it was released with, so that it
 * still does on a new database what it did on the released ones.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // A server of the previous version still running may choose a name between the clean-up and
  // the index; on PostgreSQL the table takes no writes until this transaction ends (SQLite's
  // start lock already holds the file's write lock).
  if (engine === 'postgres') await sql`lock table donators in share row exclusive mode`.execute(db);
  await giveUpRefusedNames(db);
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

/**
 * Sets `public_name` and its key to null where `checkPublicName` refuses the name, and stores the
 * rest in their normalised form (one UPDATE a page for each).
 */
async function giveUpRefusedNames(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const named = await sql<{ donator_id: number; public_name: string }>`
      select donator_id, public_name from donators
      where public_name is not null and donator_id > ${after} order by donator_id limit ${BATCH}`.execute(db);
    if (named.rows.length === 0) return;
    const refused: number[] = [];
    const renamed: { id: number; name: string }[] = [];
    for (const row of named.rows) {
      const checked = checkPublicName(row.public_name);
      if ('problem' in checked) refused.push(row.donator_id);
      else if (checked.value !== row.public_name) renamed.push({ id: row.donator_id, name: checked.value });
    }
    if (refused.length > 0) {
      await sql`update donators set public_name = null, public_name_key = null where donator_id in (${sql.join(refused)})`.execute(db);
    }
    if (renamed.length > 0) {
      const names = sql.join(
        renamed.map((row) => sql`when ${row.id} then ${row.name}`),
        sql` `,
      );
      const ids = sql.join(renamed.map((row) => row.id));
      await sql`update donators set public_name = case donator_id ${names} end where donator_id in (${ids})`.execute(db);
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
