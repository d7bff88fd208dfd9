import { sql, type Kysely } from 'kysely';

/**
 * `stock_movements.by_username`: who made a movement, by username, kept as the audit log keeps
 * `actor_username`, so the ledger still says "[erased]" once that user was erased (the user's
 * row goes, and `by_user_id` with it). Existing movements take their user's current username.
 * An old server writes movements without it; the ledger then reads the user's username live,
 * so a rolling upgrade loses nothing but the "[erased]" of a movement written meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_movements').addColumn('by_username', 'varchar(150)').execute();
  await sql`
    update stock_movements set by_username = (select users.username from users where users.id = stock_movements.by_user_id)
    where by_user_id is not null`.execute(db);
}
