import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * A partner organisation's clients: each is a donatee (a user without a password, made for them)
 * that a member added, with the member who recorded the client's consent and when. A claim made
 * for a client names the member who made it, and the organisation when the pair ships to it
 * rather than to the client.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('partner_clients')
    .addColumn('id', engine === 'postgres' ? 'serial' : 'integer', (col) =>
      engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('donatee_id', 'integer', (col) => col.notNull().unique().references('donatees.donatee_id').onDelete('cascade'))
    /** The address the member gave, even when it already belonged to an account (then no login is made with it). */
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('consent_recorded_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('consent_recorded_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('partner_clients_partner_idx').on('partner_clients').columns(['partner_id', 'id']).execute();
  await db.schema
    .alterTable('claims')
    .addColumn('ship_to_partner_id', 'integer', (col) => col.references('partners.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('claims')
    .addColumn('claimed_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}
