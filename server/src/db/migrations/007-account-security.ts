import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Accounts people can manage (docs/api.md, Accounts):
 *
 * - `auth_tokens.last_used_at`: when the token was last seen, updated at most hourly, so that a
 *   token unused for TOKEN_TTL_DAYS stops working. Tokens from before this count as used at
 *   the upgrade, so that it does not sign out everyone whose token is older than the TTL.
 * - `password_reset_tokens`: one row per reset or set-password link, by the SHA-256 of its
 *   token, with when it stops being valid. A used link's row is deleted.
 * - `donations.donator_id` becomes nullable and is set to null when its donor is deleted: an
 *   erased donor's donations stay in the totals and statistics without anyone's name.
 *   SQLite cannot change a column's constraints, so there the table is rebuilt; nothing
 *   references donations, so that is safe with foreign keys on.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`alter table auth_tokens add column last_used_at varchar(40)`.execute(db);
  await sql`update auth_tokens set last_used_at = ${new Date().toISOString()}`.execute(db);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  if (engine === 'postgres') {
    await sql`alter table donations alter column donator_id drop not null`.execute(db);
    await sql`alter table donations drop constraint donations_donator_id_fkey`.execute(db);
    await sql`alter table donations add constraint donations_donator_id_fkey foreign key (donator_id) references donators (donator_id) on delete set null`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable('donations_new')
    .addColumn('donation_id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('donator_id', 'integer', (col) => col.references('donators.donator_id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.region_id'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await sql`insert into donations_new (donation_id, donator_id, amount_cents, date, region_id, created_at)
    select donation_id, donator_id, amount_cents, date, region_id, created_at from donations`.execute(db);
  await sql`drop table donations`.execute(db);
  await sql`alter table donations_new rename to donations`.execute(db);
  await db.schema.createIndex('donations_region_idx').on('donations').columns(['region_id', 'donator_id']).execute();
  await db.schema.createIndex('donations_donator_date_idx').on('donations').columns(['donator_id', 'date']).execute();
}
