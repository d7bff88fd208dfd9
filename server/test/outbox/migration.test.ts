import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as outboxQuotedWords from '../../src/db/migrations/029-outbox-quoted-words.js';
import { createTestApp, eraseOwnAccount, logInAdmin, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';

const SUPPORT_EMAIL = 'help@onepair.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: SUPPORT_EMAIL } });
});
afterAll(() => t.close());

async function claimant(): Promise<{ who: SignedInUser; claimId: number }> {
  const who = await recipient(t.app);
  const glassesId = await newGlasses(t, 3);
  const claimed = await t.app.inject({
    method: 'PATCH',
    url: `/api/donatees/${who.donateeId}/`,
    headers: who.auth,
    payload: { has_claimed: true, claimed_glasses: glassesId },
  });
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.body}`);
  return { who, claimId: (claimed.json().claim as { id: number }).id };
}

describe('migration 029 on an outbox that already holds support mail', () => {
  it('links the mail to its recipient and conversation, and deletes what still quotes someone erased before', async () => {
    const staff = await logInAdmin(t.app);
    const { who, claimId } = await claimant();
    const post = (body: string) =>
      t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/messages/`, headers: who.auth, payload: { body } });
    expect((await post('My lenses are scratched')).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/messages/`, headers: staff.auth, payload: { body: 'Sorry!' } }))
        .statusCode,
    ).toBe(201);
    const db = t.db.kysely;
    const now = new Date().toISOString();
    // Mail an erasure before this release left behind: its claim went with the recipient.
    await db
      .insertInto('outbox')
      .values({
        to: SUPPORT_EMAIL,
        subject: 'Support request from gone_user about claim 987654 (confirmation number 123456)',
        body: 'gone_user sent a message about claim 987654 (confirmation number 123456):\n\nMy address is 1 Secret Lane',
        status: 'sent',
        attempts: 1,
        next_attempt_at: now,
        created_at: now,
        sent_at: now,
      })
      .execute();
    // Back to the outbox as it was before the migration.
    await sql`drop index outbox_quotes_user_idx`.execute(db);
    await sql`drop index outbox_support_claim_idx`.execute(db);
    await sql`alter table outbox drop column quotes_user_id`.execute(db);
    await sql`alter table outbox drop column support_claim_id`.execute(db);
    const before = await sql<{ id: number; subject: string }>`select id, subject from outbox order by id`.execute(db);

    await outboxQuotedWords.up(db as never);

    const after = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
    expect(after.some((row) => row.body.includes('1 Secret Lane'))).toBe(false);
    expect(after).toHaveLength(before.rows.length - 1);
    const support = after.filter((row) => row.subject.startsWith('Support request from'));
    expect(support).toHaveLength(1);
    expect(support[0]).toMatchObject({ to: SUPPORT_EMAIL, quotes_user_id: who.id, support_claim_id: claimId });
    // Every other mail (the answer to the recipient, sign-up notices) is left as it was.
    for (const row of after.filter((row) => !row.subject.startsWith('Support request from'))) {
      expect(row).toMatchObject({ quotes_user_id: null, support_claim_id: null });
    }

    // Erasing the recipient now finds their earlier mail to staff.
    await eraseOwnAccount(t.app, who);
    const left = await db.selectFrom('outbox').select(['subject', 'body']).execute();
    expect(JSON.stringify(left)).not.toContain('My lenses are scratched');
  });
});
