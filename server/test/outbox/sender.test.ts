import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { enqueueMail } from '../../src/outbox/service.js';
import { OutboxSender, type SenderOptions } from '../../src/outbox/sender.js';
import { claimMessage, markSent } from '../../src/outbox/repository.js';
import { startSmtp, type TestSmtp } from './smtp.js';

let t: TestApp;
let smtp: TestSmtp;
const senders: OutboxSender[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
  await t.db.kysely.deleteFrom('outbox').execute();
  smtp.received.length = 0;
  smtp.refuseNext(0);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

function sender(options: Partial<SenderOptions> = {}): OutboxSender {
  const created = new OutboxSender({
    db: t.db,
    transport: smtp.url,
    from: 'OnePair <no-reply@onepair.test>',
    linkBase: 'https://onepair.test',
    maxAttempts: 3,
    intervalMs: 20,
    ...options,
  });
  senders.push(created);
  return created;
}

const row = (id: number) => t.db.kysely.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the outbox sender', () => {
  it('delivers a message over SMTP with its address, subject and body, and marks it sent', async () => {
    const id = await enqueueMail(t.db.kysely, {
      to: 'ann@example.org',
      subject: 'Your pair has shipped',
      text: 'Tracking: 1Z999\nThank you.',
    });
    expect(await sender().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ann@example.org']);
    expect(mail.from).toBe('no-reply@onepair.test');
    expect(mail.raw).toMatch(/^Subject: Your pair has shipped\r?$/m);
    expect(mail.raw).toContain('Tracking: 1Z999\r\nThank you.');
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null });
    expect(stored.sent_at).not.toBeNull();

    expect(await sender().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused message after its delay, counting attempts, then sends it', async () => {
    let clock = new Date('2030-01-01T00:00:00.000Z');
    await t.db.kysely.deleteFrom('outbox').execute();
    const id = await enqueueMail(t.db.kysely, { to: 'bob@example.org', subject: 'Decision', text: 'Approved' });
    await t.db.kysely.updateTable('outbox').set({ next_attempt_at: clock.toISOString() }).where('id', '=', id).execute();
    const s = sender({ now: () => clock, backoffMs: [60_000, 300_000] });

    smtp.refuseNext(2, 550, 'Mailbox unavailable');
    expect(await s.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(stored.last_error).toMatch(/550/);
    expect(stored.next_attempt_at).toBe('2030-01-01T00:01:00.000Z');

    // Not due yet: nothing is tried.
    clock = new Date('2030-01-01T00:00:59.000Z');
    expect(await s.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    clock = new Date('2030-01-01T00:01:00.000Z');
    expect(await s.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 2 });
    expect(stored.next_attempt_at).toBe('2030-01-01T00:06:00.000Z');

    clock = new Date('2030-01-01T00:06:00.000Z');
    expect(await s.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bob@example.org']]);
  });

  it('marks a message failed with the last error after the last attempt', async () => {
    let clock = new Date('2030-01-01T00:00:00.000Z');
    const id = await enqueueMail(t.db.kysely, { to: 'cy@example.org', subject: 'S', text: 'T' });
    await t.db.kysely.updateTable('outbox').set({ next_attempt_at: clock.toISOString() }).where('id', '=', id).execute();
    const s = sender({ now: () => clock, backoffMs: [1_000], maxAttempts: 2 });
    smtp.refuseNext(5, 451, 'Try again later');
    expect(await s.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock = new Date('2030-01-01T00:00:01.000Z');
    expect(await s.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
    expect(stored.last_error).toMatch(/451/);
    clock = new Date('2030-01-02T00:00:00.000Z');
    expect(await s.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('opens its transport on first use, refusing an address the mail library cannot read', async () => {
    // The configuration refuses such an address first (config.test.ts); this is the sender's own check.
    const unreadable = sender({ transport: 'smtp://user:pa#ss@mail.example.org:587' });
    const first = unreadable.open();
    await expect(first).rejects.toThrow(/Invalid URL/);
    // The failure is not kept: the next use tries to open it again.
    const second = unreadable.open();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow(/Invalid URL/);
    const readable = sender();
    expect(await readable.open()).toBe(await readable.open());
  });

  it('retries when the SMTP server is down, and delivers once it is back', async () => {
    let clock = new Date('2030-01-01T00:00:00.000Z');
    const id = await enqueueMail(t.db.kysely, { to: 'dee@example.org', subject: 'Down', text: 'x' });
    await t.db.kysely.updateTable('outbox').set({ next_attempt_at: clock.toISOString() }).where('id', '=', id).execute();
    const down = await startSmtp();
    const url = down.url;
    await down.close();
    expect(await sender({ transport: url, now: () => clock, backoffMs: [1_000] }).runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).last_error).toMatch(/ECONNREFUSED|connect/i);
    clock = new Date('2030-01-01T00:00:01.000Z');
    expect(await sender({ now: () => clock }).runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends a message twice when two senders share the database', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await enqueueMail(t.db.kysely, { to: `m${i}@example.org`, subject: `Message ${i}`, text: `Body ${i}` }));
    // Three senders over one database, as three server instances would be, all in one round.
    const results = await Promise.all([1, 2, 3].map(() => sender({ batchSize: 50 }).runOnce()));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    const addresses = smtp.received.flatMap((mail) => mail.to).sort();
    expect(addresses).toHaveLength(30);
    expect(new Set(addresses).size).toBe(30);
    const rows = await t.db.kysely.selectFrom('outbox').select(['status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('lets exactly one of several simultaneous claims on a row win, until its lease runs out', async () => {
    const id = await enqueueMail(t.db.kysely, { to: 'race@example.org', subject: 'Race', text: 'x' });
    const now = new Date().toISOString();
    const leases = [1, 2, 3, 4].map((i) => new Date(Date.now() + 60_000 + i).toISOString());
    const won = await Promise.all(leases.map((lease) => claimMessage(t.db.kysely, id, now, lease)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = leases[won.indexOf(true)]!;
    expect((await row(id)).locked_until).toBe(winner);
    // A loser cannot record an outcome for the row it does not hold.
    expect(
      await markSent(
        t.db.kysely,
        id,
        leases.find((lease) => lease !== winner)!,
        now,
      ),
    ).toBe(false);
    // After the lease, another sender may take it over.
    const afterLease = new Date(Date.now() + 120_000).toISOString();
    expect(await claimMessage(t.db.kysely, id, afterLease, new Date(Date.now() + 180_000).toISOString())).toBe(true);
  });

  it('runs as a loop once started and stops on request', async () => {
    const s = sender();
    s.start();
    const id = await enqueueMail(t.db.kysely, { to: 'loop@example.org', subject: 'Loop', text: 'x' });
    for (let i = 0; i < 100 && (await row(id)).status !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await row(id)).status).toBe('sent');
    await s.stop();
    const later = await enqueueMail(t.db.kysely, { to: 'late@example.org', subject: 'Late', text: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await row(later)).status).toBe('pending');
  });
});
