/**
 * What a burst of support messages costs: each user may send 10 a minute (429 with Retry-After
 * after that), and staff get one mail per conversation while it waits for their answer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';

const SUPPORT_EMAIL = 'help@onepair.example';

let t: TestApp;
let noSupportAddress: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: SUPPORT_EMAIL } });
  noSupportAddress = await createTestApp();
  staff = await logInAdmin(t.app);
  // The limit counts in fixed one-minute windows: the clock stands still inside one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:05Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await noSupportAddress.close();
});

const post = (app: TestApp, claimId: number, who: SignedInUser, body: string) =>
  app.app.inject({ method: 'POST', url: `/api/claims/${claimId}/messages/`, headers: who.auth, payload: { body } });

/** A recipient with a claim on a fresh frame. */
async function claimant(app: TestApp = t): Promise<{ who: SignedInUser; claimId: number }> {
  const who = await recipient(app.app);
  const glassesId = await newGlasses(app, 3);
  const claimed = await app.app.inject({
    method: 'PATCH',
    url: `/api/donatees/${who.donateeId}/`,
    headers: who.auth,
    payload: { has_claimed: true, claimed_glasses: glassesId },
  });
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.body}`);
  return { who, claimId: (claimed.json().claim as { id: number }).id };
}

/** The staff mail about one claim, oldest first. */
async function staffMailAbout(app: TestApp, claimId: number) {
  return app.db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('subject', 'like', `Support request from % about claim ${claimId} (%`)
    .orderBy('id')
    .execute();
}

async function messageCount(app: TestApp, claimId: number): Promise<number> {
  return (await app.db.kysely.selectFrom('claim_messages').select('id').where('claim_id', '=', claimId).execute()).length;
}

describe('support message rate limit', () => {
  it('takes 10 messages a minute from one user, then answers 429 with Retry-After and stores nothing', async () => {
    const { who, claimId } = await claimant();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(t, claimId, who, `Question ${i}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await post(t, claimId, who, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await messageCount(t, claimId)).toBe(10);

    // Another user has a count of their own; the same user may write again in the next minute.
    const other = await claimant();
    expect((await post(t, other.claimId, other.who, 'Mine')).statusCode).toBe(201);
    vi.setSystemTime(new Date('2026-03-02T10:01:05Z'));
    try {
      expect((await post(t, claimId, who, 'A minute later')).statusCode).toBe(201);
    } finally {
      vi.setSystemTime(new Date('2026-03-02T10:00:05Z'));
    }
  });

  it('is documented on the route', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/claims/{id}/messages/'].post.responses['429']).toBeDefined();
  });
});

describe('one staff mail per conversation while it waits', () => {
  it('mails once for several messages, quoting them all while the mail is queued', async () => {
    const { who, claimId } = await claimant();
    for (const text of ['First question', 'Second question', 'Third question']) {
      expect((await post(t, claimId, who, text)).statusCode).toBe(201);
    }
    const mail = await staffMailAbout(t, claimId);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(SUPPORT_EMAIL);
    expect(mail[0]!.body).toContain(`sent 3 messages about claim ${claimId}`);
    for (const text of ['First question', 'Second question', 'Third question']) expect(mail[0]!.body).toContain(text);
  });

  it('sends nothing more once that mail went, until staff answer; then the next message mails again', async () => {
    const { who, claimId } = await claimant();
    await post(t, claimId, who, 'Where is my pair?');
    const [first] = await staffMailAbout(t, claimId);
    await t.db.kysely
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString() })
      .where('id', '=', first!.id)
      .execute();

    await post(t, claimId, who, 'Hello?');
    await post(t, claimId, who, 'Anyone there?');
    let mail = await staffMailAbout(t, claimId);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).not.toContain('Hello?');

    expect((await post(t, claimId, staff, 'It ships tomorrow.')).statusCode).toBe(201);
    await post(t, claimId, who, 'Thank you, one more thing');
    mail = await staffMailAbout(t, claimId);
    expect(mail).toHaveLength(2);
    expect(mail[1]!.body).toContain('sent a message about');
    expect(mail[1]!.body).toContain('Thank you, one more thing');
    expect(mail[1]!.body).not.toContain('Where is my pair?');
    expect(mail[1]!.body).not.toContain('Anyone there?');
  });

  it('leaves a mail alone while a sender holds it', async () => {
    const { who, claimId } = await claimant();
    await post(t, claimId, who, 'Being sent');
    const [held] = await staffMailAbout(t, claimId);
    const lease = new Date(Date.now() + 60_000).toISOString();
    await t.db.kysely.updateTable('outbox').set({ locked_until: lease }).where('id', '=', held!.id).execute();
    await post(t, claimId, who, 'Too late for it');
    const mail = await staffMailAbout(t, claimId);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toBe(held!.body);
  });

  it('quotes at most 10 messages and counts the rest', async () => {
    const { who, claimId } = await claimant();
    try {
      for (let i = 1; i <= 12; i++) {
        // Past the minute's limit: the next message goes in the next minute.
        if (i === 11) vi.setSystemTime(new Date('2026-03-02T10:01:05Z'));
        expect((await post(t, claimId, who, `Message number ${i}.`)).statusCode).toBe(201);
      }
    } finally {
      vi.setSystemTime(new Date('2026-03-02T10:00:05Z'));
    }
    const [mail] = await staffMailAbout(t, claimId);
    expect(mail!.body).toContain('sent 12 messages about');
    expect(mail!.body).toContain('Message number 10.');
    expect(mail!.body).not.toContain('Message number 11.');
    expect(mail!.body).toContain('… and 2 more.');
  });

  it('mails each staff address once for a burst sent at once, without SUPPORT_EMAIL', async () => {
    const second = await signUpAndLogIn(noSupportAddress.app, 'helper');
    await noSupportAddress.db.kysely.updateTable('users').set({ is_staff: 1 }).where('id', '=', second.id).execute();
    const staffWithAddress = await noSupportAddress.db.kysely
      .selectFrom('users')
      .select('email')
      .where('is_staff', '=', 1)
      .where('is_active', '=', 1)
      .where('email', '<>', '')
      .execute();
    expect(staffWithAddress.length).toBeGreaterThan(0);

    const { who, claimId } = await claimant(noSupportAddress);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(noSupportAddress, claimId, who, `Burst ${i}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const mail = await staffMailAbout(noSupportAddress, claimId);
    expect(mail.map((row) => row.to).sort()).toEqual(staffWithAddress.map((row) => row.email).sort());
    for (const row of mail) {
      expect(row.body).toContain('sent 8 messages about');
      for (let i = 0; i < 8; i++) expect(row.body).toContain(`Burst ${i}`);
    }
  });
});
