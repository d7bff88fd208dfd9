import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/** The first schema. Never edit after it lands: add a new migration (docs/operations.md, Upgrades). */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  const boolType = engine === 'postgres' ? 'boolean' : 'integer';
  const blobType = engine === 'postgres' ? 'bytea' : 'blob';
  const falseValue = engine === 'postgres' ? sql`false` : sql`0`;
  const trueValue = engine === 'postgres' ? sql`true` : sql`1`;
  const pk = (name: string) => (builder: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    builder.addColumn(name, idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()));

  await db.schema
    .createTable('users')
    .$call(pk('id'))
    .addColumn('username', 'varchar(150)', (col) => col.notNull())
    .addColumn('username_lower', 'varchar(150)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('is_staff', boolType, (col) => col.notNull().defaultTo(falseValue))
    .addColumn('is_active', boolType, (col) => col.notNull().defaultTo(trueValue))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('key_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

  await db.schema
    .createTable('media')
    .$call(pk('media_id'))
    .addColumn('bytes', blobType, (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('filename', 'varchar(255)', (col) => col.notNull())
    .addColumn('owner_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('is_private', boolType, (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .$call(pk('account_id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('zip_code', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('donators')
    .$call(pk('donator_id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().unique().references('accounts.account_id').onDelete('cascade'))
    .addColumn('has_donated', boolType, (col) => col.notNull().defaultTo(falseValue))
    .addColumn('total_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('regions')
    .addColumn('region_id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lon', 'double precision', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('glasses')
    .$call(pk('glasses_id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('size', 'double precision')
    .addColumn('color', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('prescription_range_upper', 'double precision')
    .addColumn('prescription_range_lower', 'double precision')
    .addColumn('image', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('inventory', 'integer', (col) => col.notNull().check(sql`inventory >= 0`))
    .execute();

  await db.schema
    .createTable('donatees')
    .$call(pk('donatee_id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().unique().references('accounts.account_id').onDelete('cascade'))
    .addColumn('has_applied_for_account', boolType, (col) => col.notNull().defaultTo(falseValue))
    .addColumn('has_claimed', boolType, (col) => col.notNull().defaultTo(falseValue))
    .addColumn('monthly_income_cents', 'bigint')
    .addColumn('average_household_income_cents', 'bigint')
    .addColumn('current_bank_balance_cents', 'bigint')
    .addColumn('is_dependent', boolType, (col) => col.notNull().defaultTo(falseValue))
    .addColumn('prescription_media_id', 'integer', (col) => col.references('media.media_id').onDelete('set null'))
    .addColumn('claimed_glasses_id', 'integer', (col) => col.references('glasses.glasses_id').onDelete('set null'))
    .addColumn('claimed_at', 'varchar(40)')
    .execute();

  await db.schema
    .createTable('donations')
    .$call(pk('donation_id'))
    .addColumn('donator_id', 'integer', (col) => col.notNull().references('donators.donator_id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.region_id'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('donations_region_idx').on('donations').columns(['region_id', 'donator_id']).execute();
  await db.schema.createIndex('donations_donator_date_idx').on('donations').columns(['donator_id', 'date']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
}
