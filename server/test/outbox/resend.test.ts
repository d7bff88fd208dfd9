/**
 * POST /api/staff/outbox/{id}/resend/: staff queue a failed message again. Only failed mail;
 * the sender then delivers it as new (a password link minted at that moment), and the change is
 * in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transporter } from 'nodemailer';
import { OUTBOX_MESSAGES } from '@onepair/contract';
import { createTestApp, logInAdmin, requestsTo, rowCount, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { enqueueMail, PASSWORD_LINK_PLACEHOLDER } from '../../src/outbox/service.js';
import { OutboxSender } from '../../src/outbox/sender.js';

let t: TestApp;
let staff: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
  user = await signUpAndLogIn(t.app, 'mailed');
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);
const row = (id: number) => t.db.kysely.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A message whose delivery failed for good. */
async function failedMail(text = 'Hello'): Promise<number> {
  const id = await enqueueMail(t.db.kysely, { to: user.username + '@example.org', subject: 'A message', text, userId: user.id });
  await t.db.kysely
    .updateTable('outbox')
    .set({ status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' })
    .where('id', '=', id)
    .execute();
  return id;
}

const resend = (id: number | string, who: SignedInUser | undefined) => call('POST', `/api/staff/outbox/${id}/resend/`, who);

describe('POST /api/staff/outbox/{id}/resend/', () => {
  it('queues failed mail again (pending, due now, attempts from zero) and audits it', async () => {
    const id = await failedMail();
    const response = await resend(id, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'pending', attempts: 0, last_error: '550 mailbox unavailable', sent_at: null });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
    expect(Date.parse(stored.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const entry = await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'outbox.resend').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_username: 'admin', target_type: 'outbox', target_id: String(id) });
    expect(JSON.parse(entry.before!)).toEqual({ status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' });
    expect(entry.after).not.toContain('@example.org');
  });

  it('refuses mail that has not failed with a 400 naming status, and an unknown id with a 404', async () => {
    const pending = await enqueueMail(t.db.kysely, { to: 'x@example.org', subject: 'S', text: 'B' });
    const auditBefore = await rowCount(t, 'audit_log');
    const refused = await resend(pending, staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: [OUTBOX_MESSAGES.notFailed('pending')] });
    await t.db.kysely.updateTable('outbox').set({ status: 'sent' }).where('id', '=', pending).execute();
    expect((await resend(pending, staff)).json()).toEqual({ status: [OUTBOX_MESSAGES.notFailed('sent')] });
    expect((await resend(999_999, staff)).statusCode).toBe(404);
    expect(await rowCount(t, 'audit_log')).toBe(auditBefore);
  });

  it('is for staff only: the user the mail is for, another user, a visitor get 403 and nothing changes', async () => {
    const id = await failedMail();
    const other = await signUpAndLogIn(t.app, 'other');
    for (const who of [undefined, user, other]) {
      const response = await resend(id, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toHaveProperty('detail');
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('a forged id is a 400 naming id, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '2147483648', '9'.repeat(40)]) {
      const response = await resend(id, staff);
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json()), id).toEqual(['id']);
    }
  });

  it('many resends at once: each failed message is queued once, the rest refused', async () => {
    const id = await failedMail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => resend(id, staff)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
    expect(
      await t.db.kysely
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'outbox.resend')
        .where('target_id', '=', String(id))
        .execute(),
    ).toHaveLength(1);
  });

  it('a password link is minted when the mail is sent again, never stored', async () => {
    const reset = await call('POST', '/auth/users/reset_password/', undefined, { email: `${user.username}@example.org` });
    expect(reset.statusCode).toBe(204);
    const message = await t.db.kysely.selectFrom('outbox').selectAll().where('link_kind', '=', 'reset').executeTakeFirstOrThrow();
    expect(message.body).toContain(PASSWORD_LINK_PLACEHOLDER);
    await t.db.kysely.updateTable('outbox').set({ status: 'failed', attempts: 3 }).where('id', '=', message.id).execute();
    expect((await resend(message.id, staff)).statusCode).toBe(200);
    const sent: { to: string; text: string }[] = [];
    const transport = { sendMail: async (mail: { to: string; text: string }) => sent.push(mail), close: () => undefined };
    const sender = new OutboxSender({
      db: t.db,
      transport: transport as unknown as Transporter,
      from: 'OnePair <no-reply@onepair.test>',
      linkBase: 'https://onepair.test',
      maxAttempts: 3,
      intervalMs: 1000,
    });
    await sender.runOnce();
    await sender.stop();
    const mail = sent.find((one) => one.to === `${user.username}@example.org` && one.text.includes('https://onepair.test'));
    expect(mail, JSON.stringify(sent)).toBeDefined();
    expect(mail!.text).not.toContain(PASSWORD_LINK_PLACEHOLDER);
    expect(await row(message.id)).toMatchObject({ status: 'sent', body: message.body });
  });
});
