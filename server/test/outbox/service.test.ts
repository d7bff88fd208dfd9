import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { enqueueMail } from '../../src/outbox/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('enqueueMail', () => {
  it('stores a pending message due now', async () => {
    const id = await enqueueMail(t.db.kysely, { to: ' ann@example.org ', subject: 'Hello', text: 'Body\nline two' });
    const row = await t.db.kysely.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to: 'ann@example.org',
      subject: 'Hello',
      body: 'Body\nline two',
      status: 'pending',
      attempts: 0,
      last_error: null,
      locked_until: null,
      sent_at: null,
    });
    expect(row.next_attempt_at).toBe(row.created_at);
  });

  it('writes inside the caller’s transaction: kept on commit, gone on rollback', async () => {
    const committed = await t.db.kysely
      .transaction()
      .execute((trx) => enqueueMail(trx, { to: 'a@example.org', subject: 'Kept', text: 'x' }));
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: 'b@example.org', subject: 'Rolled back', text: 'x' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const subjects = (await t.db.kysely.selectFrom('outbox').select(['id', 'subject']).execute()).map((row) => row.subject);
    expect(subjects).toContain('Kept');
    expect(subjects).not.toContain('Rolled back');
    expect(committed).toBeGreaterThan(0);
  });

  it('refuses a message without an address', async () => {
    await expect(enqueueMail(t.db.kysely, { to: '  ', subject: 's', text: 't' })).rejects.toThrow(/no recipient/);
  });
});
