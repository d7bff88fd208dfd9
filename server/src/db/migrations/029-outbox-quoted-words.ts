import { sql, type Kysely } from 'kysely';

/**
 * Two columns on `outbox` for the mail a recipient's support message sends staff:
 * - `quotes_user_id`: the user whose words the mail quotes. Erasing that user deletes the mail
 *   with the rest of their data (the staff mail is addressed to staff, so the address does not
 *   find it). A plain integer, not a foreign key: a key that set it to null when the user goes
 *   would lose the link before erasure can use it.
 * - `support_claim_id`: the claim whose conversation the mail reports, so that further
 *   messages while staff have not answered update that mail instead of sending another.
 * Both are null on every other mail.
 *
 * Mail queued before this has neither, so it is found by its subject, which has read
 * "Support request from {username} about claim {id} (confirmation number {n})" since support
 * messages exist (a username has no spaces). Its claim names the recipient. A claim that no
 * longer exists was erased with its recipient (claims go only with their user): such mail still
 * quotes an erased person and is deleted, as erasure now does.
 */

/** Outbox rows read a page at a time (by id), however long the outbox is. */
const BATCH = 500;
const SUPPORT_SUBJECT = /^Support request from \S+ about claim ([1-9]\d{0,9}) \(confirmation number \d+\)$/;

interface Row {
  id: number;
  subject: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('quotes_user_id', 'integer').execute();
  await db.schema.alterTable('outbox').addColumn('support_claim_id', 'integer').execute();
  await db.schema.createIndex('outbox_quotes_user_idx').on('outbox').column('quotes_user_id').execute();
  await db.schema.createIndex('outbox_support_claim_idx').on('outbox').column('support_claim_id').execute();

  let afterId = 0;
  for (;;) {
    const page = await sql<Row>`select id, subject from outbox
      where id > ${afterId} and subject like ${'Support request from %'} order by id limit ${BATCH}`.execute(db);
    if (page.rows.length === 0) break;
    afterId = Number(page.rows[page.rows.length - 1]!.id);
    const claimOf = new Map<number, number>();
    for (const row of page.rows) {
      const match = SUPPORT_SUBJECT.exec(row.subject);
      if (match && Number(match[1]) <= 2_147_483_647) claimOf.set(Number(row.id), Number(match[1]));
    }
    if (claimOf.size === 0) continue;
    const claims = await sql<{ claim_id: number; user_id: number | null }>`select claims.id as claim_id, accounts.user_id as user_id
      from claims
      left join donatees on donatees.donatee_id = claims.donatee_id
      left join accounts on accounts.account_id = donatees.account_id
      where claims.id in (${sql.join([...new Set(claimOf.values())])})`.execute(db);
    const ownerOf = new Map(claims.rows.map((row) => [Number(row.claim_id), row.user_id === null ? null : Number(row.user_id)]));
    for (const [id, claimId] of claimOf) {
      if (!ownerOf.has(claimId)) {
        await sql`delete from outbox where id = ${id}`.execute(db);
      } else {
        await sql`update outbox set quotes_user_id = ${ownerOf.get(claimId)!}, support_claim_id = ${claimId} where id = ${id}`.execute(db);
      }
    }
  }
}
