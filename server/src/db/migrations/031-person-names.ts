import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import { keyPublicNames } from './public-name-keys.js';

/**
 * People's names: `users.first_name` and `users.last_name` (Django's fields), empty until the
 * person gives them; a recipient's pair is addressed to them and a donor's receipt names them.
 *
 * A donor's public name no longer stands in for their username: public lists show "Anonymous"
 * until the donor chooses a name. The sample donors keep theirs, written out here as their
 * chosen public name (a new database's seed does the same). An old server still reads a null
 * public name as the username, so during a rolling upgrade a donor without one may appear by
 * username on an old instance until it is replaced.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const yes = engine === 'postgres' ? sql`true` : sql`1`;
  await db.schema
    .alterTable('users')
    .addColumn('first_name', 'varchar(150)', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('last_name', 'varchar(150)', (column) => column.notNull().defaultTo(''))
    .execute();
  await sql`
    update donators set public_name = (
      select users.username from accounts join users on users.id = accounts.user_id where accounts.account_id = donators.account_id
    )
    where is_sample = ${yes} and public_name is null`.execute(db);
  await keyPublicNames(db);
}
