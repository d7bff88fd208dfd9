import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Partner organisations (clinics, schools, shelters, social services) and their members, who
 * are users. An organisation is `pending` until staff decide: `approved`, `rejected` or, later,
 * `suspended`; `decision_message` is staff's message with the last decision. A member's user
 * deleted takes the membership with it. An invitation names the user it is for (an account made
 * for an address no account had, if need be), who becomes a member only by accepting it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('address', 'varchar(255)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('state', 'varchar(100)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('website', 'varchar(200)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('decision_message', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('partners_status_idx').on('partners').columns(['status', 'id']).execute();
  await db.schema
    .createTable('partner_members')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_members_pkey', ['partner_id', 'user_id'])
    .execute();
  await db.schema.createIndex('partner_members_user_idx').on('partner_members').column('user_id').execute();
  await db.schema
    .createTable('partner_invitations')
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('invited_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('invited_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('partner_invitations_pkey', ['partner_id', 'user_id'])
    .execute();
  await db.schema.createIndex('partner_invitations_user_idx').on('partner_invitations').column('user_id').execute();
}
