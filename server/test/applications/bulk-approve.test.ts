/**
 * Deliberate decisions: a rejection or a request for information needs a message (a 400 naming
 * `message`), the queue shows the eligibility hint's verdict per row, and
 * POST /api/staff/applications/approve/ approves submitted applications within the limit, each
 * in its own transaction, audited and mailed like a single approval, refusing the rest per id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_APPROVE_MAX, BULK_APPROVE_MESSAGES, MESSAGES } from '@onepair/contract';
import { createTestApp, logInAdmin, requestsTo, rowCount, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { MESSAGE_NEEDED } from '../../src/applications/service.js';

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const { call, ok } = requestsTo(() => t.app);

/** A submitted application: 900 a month for a household of 3 is within the limit, 9,000 is above it. */
async function applicant(monthlyIncome: number | null, householdSize: number | null = 3): Promise<SignedInUser> {
  const who = await signUpAndLogIn(t.app, 'bulk');
  await ok('PATCH', `/api/donatees/${who.donateeId}/`, who, {
    has_applied_for_account: true,
    ...(monthlyIncome === null ? {} : { monthly_income: monthlyIncome }),
    ...(householdSize === null ? {} : { household_size: householdSize }),
  });
  return who;
}

const statusOf = async (who: SignedInUser) =>
  (await t.db.kysely.selectFrom('donatees').select('application_status').where('donatee_id', '=', who.donateeId).executeTakeFirstOrThrow())
    .application_status;

const approve = (ids: unknown, as: SignedInUser | undefined = staff) =>
  call('POST', '/api/staff/applications/approve/', as, { donatee_ids: ids });

describe('a decision needs a message unless it approves', () => {
  it.each(['reject', 'request_info'])(
    '%s without a message (or a blank one) is a 400 naming message, and stores nothing',
    async (decision) => {
      const who = await applicant(900);
      for (const body of [{ decision }, { decision, message: '   ' }]) {
        const response = await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: [MESSAGE_NEEDED] });
      }
      expect(await statusOf(who)).toBe('submitted');
    },
  );
});

describe('the queue shows the hint per row', () => {
  it('within_limit is true, false, or null when the income or household is missing', async () => {
    const within = await applicant(900);
    const above = await applicant(9000);
    const unknown = await applicant(900, null);
    const rows = (await ok('GET', '/api/staff/applications/?limit=200', staff)).results as {
      donatee_id: number;
      within_limit: boolean | null;
    }[];
    const verdict = (who: SignedInUser) => rows.find((row) => row.donatee_id === who.donateeId)?.within_limit;
    expect(verdict(within)).toBe(true);
    expect(verdict(above)).toBe(false);
    expect(verdict(unknown)).toBeNull();
  });
});

describe('POST /api/staff/applications/approve/', () => {
  it('approves those within the limit, each audited and mailed, and reports every other id', async () => {
    const a = await applicant(900);
    const b = await applicant(1200, 2);
    const above = await applicant(9000);
    const unknownIncome = await applicant(null);
    const decided = await applicant(900);
    await ok('POST', `/api/staff/applications/${decided.donateeId}/decision/`, staff, { decision: 'reject', message: 'No.' });
    const auditBefore = await rowCount(t, 'audit_log');
    const mailBefore = await rowCount(t, 'outbox');

    const response = await approve([
      a.donateeId,
      above.donateeId,
      b.donateeId,
      unknownIncome.donateeId,
      decided.donateeId,
      2_000_000,
      a.donateeId,
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { donatee_id: a.donateeId, approved: true, errors: null },
      { donatee_id: above.donateeId, approved: false, errors: { eligibility: [BULK_APPROVE_MESSAGES.notWithinLimit] } },
      { donatee_id: b.donateeId, approved: true, errors: null },
      { donatee_id: unknownIncome.donateeId, approved: false, errors: { eligibility: [BULK_APPROVE_MESSAGES.notWithinLimit] } },
      {
        donatee_id: decided.donateeId,
        approved: false,
        errors: { decision: ['Only a submitted application can be decided; this one is rejected.'] },
      },
      { donatee_id: 2_000_000, approved: false, errors: { detail: [MESSAGES.notFound] } },
    ]);
    expect(await statusOf(a)).toBe('approved');
    expect(await statusOf(b)).toBe('approved');
    expect(await statusOf(above)).toBe('submitted');
    expect(await statusOf(unknownIncome)).toBe('submitted');
    expect(await rowCount(t, 'audit_log')).toBe(auditBefore + 2);
    expect(await rowCount(t, 'outbox')).toBe(mailBefore + 2);
    const entries = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'application.decide')
      .where('target_id', 'in', [String(a.donateeId), String(b.donateeId)])
      .execute();
    expect(entries.map((entry) => entry.actor_username)).toEqual(['admin', 'admin']);
    const mail = await t.db.kysely.selectFrom('outbox').selectAll().where('to', '=', `${a.username}@example.org`).execute();
    expect(mail.map((message) => message.subject)).toEqual(['Your OnePair application is approved']);

    // Sent again, nothing is approved twice.
    const again = (await approve([a.donateeId])).json();
    expect(again.results[0]).toMatchObject({ approved: false, errors: { decision: [expect.stringMatching(/approved/)] } });
  });

  it('refuses non-staff callers and the recipient themselves before reading, and changes nothing', async () => {
    const who = await applicant(900);
    const donor = await signUpAndLogIn(t.app, 'donor');
    for (const caller of [undefined, donor, who]) {
      const response = await call('POST', '/api/staff/applications/approve/', caller, { donatee_ids: [who.donateeId] });
      expect(response.statusCode).toBe(403);
    }
    expect(await statusOf(who)).toBe('submitted');
  });

  it(`a flood past ${BULK_APPROVE_MAX} ids, an empty list and forged input are a 400 naming donatee_ids, storing nothing`, async () => {
    const who = await applicant(900);
    const auditBefore = await rowCount(t, 'audit_log');
    const flood = [who.donateeId, ...Array.from({ length: BULK_APPROVE_MAX }, (_, index) => index + 1)];
    for (const ids of [flood, [], [who.donateeId, 'x'], [who.donateeId, 2_147_483_648], [who.donateeId, -1], 'all', null, { 0: 1 }]) {
      const response = await approve(ids);
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['donatee_ids']);
    }
    const extra = await call('POST', '/api/staff/applications/approve/', staff, { donatee_ids: [who.donateeId], decision: 'reject' });
    expect(extra.statusCode).toBe(400);
    const missing = await call('POST', '/api/staff/applications/approve/', staff, {});
    expect(missing.json()).toHaveProperty('donatee_ids');
    const huge = await call('POST', '/api/staff/applications/approve/', staff, { donatee_ids: Array.from({ length: 100_000 }, () => 1) });
    // Past the body limit it is not even read.
    expect([400, 413]).toContain(huge.statusCode);
    expect(await statusOf(who)).toBe('submitted');
    expect(await rowCount(t, 'audit_log')).toBe(auditBefore);
  });
});
