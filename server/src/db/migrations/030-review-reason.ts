import type { Kysely } from 'kysely';

/**
 * `donatees.review_reason`: why an application waits for review again without the recipient
 * having submitted it (`changed_after_approval`: they changed an answer that decides whether
 * they qualify after it was approved), or null. Null for every existing application, which
 * none of them was sent back for. An old server ignores the column, so a rolling upgrade is fine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donatees').addColumn('review_reason', 'varchar(40)').execute();
}
