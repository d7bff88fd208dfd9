import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, prescriptionTooOldMessage } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { FILES, multipart } from '../multipart.js';
import { ADDRESS, SHIPPING_NAMES, giveShippingAddress } from '../claims/helpers.js';
import { MESSAGE_NEEDED } from '../../src/applications/service.js';

let t: TestApp;
let staff: SignedInUser;
let donor: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  staff = await logInAdmin(t.app);
  donor = await signUpAndLogIn(t.app, 'donor');
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);

const submit = (who: SignedInUser, fields: object = {}) =>
  call('PATCH', `/api/donatees/${who.donateeId}/`, who, {
    has_applied_for_account: true,
    monthly_income: 2000,
    household_size: 3,
    ...fields,
  });

const decide = (who: SignedInUser, body: object, as: SignedInUser = staff) =>
  call('POST', `/api/staff/applications/${who.donateeId}/decision/`, as, body);

const me = async (who: SignedInUser) => (await call('GET', '/auth/users/me/', who)).json().account.donatee;

describe('permissions: only staff reach /api/staff/', () => {
  const routes = [
    ['GET', '/api/staff/applications/'],
    ['GET', '/api/staff/applications/{id}/'],
    ['POST', '/api/staff/applications/{id}/decision/'],
    ['GET', '/api/staff/summary/'],
  ] as const;

  it.each(routes)('%s %s: visitor, donor and recipient get 403, staff 2xx', async (method, path) => {
    const applicant = await signUpAndLogIn(t.app, 'matrix');
    expect((await submit(applicant)).statusCode).toBe(200);
    const url = path.replace('{id}', String(applicant.donateeId));
    const body = method === 'POST' ? { decision: 'approve' } : undefined;
    for (const who of [undefined, donor, applicant]) {
      const response = await call(method, url, who, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toHaveProperty('detail');
    }
    // Refused calls changed nothing: the application still waits.
    expect((await me(applicant)).application_status).toBe('submitted');
    const response = await call(method, url, staff, body);
    expect(response.statusCode).toBe(200);
  });

  it('every staff operation is tagged staff in the OpenAPI document', async () => {
    const document = (await call('GET', '/api/docs/json')).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, { tags?: string[] }>>)
      .filter(([path]) => path.startsWith('/api/staff/applications') || path.startsWith('/api/staff/summary'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations.length).toBe(5);
    for (const operation of operations) expect(operation.tags).toEqual(['staff']);
  });
});

describe('manual review', () => {
  it('submitting waits for staff, and a claim waits for approval', async () => {
    const applicant = await signUpAndLogIn(t.app, 'waiting');
    await giveShippingAddress(t.app, applicant);
    const submitted = await submit(applicant);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ has_applied_for_account: true, application_status: 'submitted', household_size: 3 });

    const claim = await call('PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, { has_claimed: true });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().has_claimed[0]).toMatch(/approved/);
    expect((await me(applicant)).has_claimed).toBe(false);

    expect((await decide(applicant, { decision: 'approve' })).json()).toMatchObject({ status: 'approved', decision_message: null });
    const after = await call('PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, { has_claimed: true });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ has_claimed: true, application_status: 'approved' });
  });

  it('a submitted application cannot be withdrawn; has_applied_for_account stays true', async () => {
    const applicant = await signUpAndLogIn(t.app, 'stays');
    await submit(applicant);
    const response = await call('PATCH', `/api/donatees/${applicant.donateeId}/`, applicant, { has_applied_for_account: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('has_applied_for_account');
    expect(await me(applicant)).toMatchObject({ has_applied_for_account: true, application_status: 'submitted' });
  });
});

describe('decisions', () => {
  it('reject and request_info need a message; nothing changes without one', async () => {
    const applicant = await signUpAndLogIn(t.app, 'message');
    await submit(applicant);
    for (const decision of ['reject', 'request_info']) {
      for (const body of [{ decision }, { decision, message: '   ' }]) {
        const response = await decide(applicant, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: [MESSAGE_NEEDED] });
      }
      // No database stores a NUL character: a 400 naming the field, not a 500 from PostgreSQL.
      const nul = await decide(applicant, { decision, message: 'Not\u0000 now' });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({ message: ['Null characters are not allowed.'] });
    }
    expect((await me(applicant)).application_status).toBe('submitted');
  });

  it('refuses an unknown decision naming the field, and a missing record with 404', async () => {
    const applicant = await signUpAndLogIn(t.app, 'unknown');
    await submit(applicant);
    const bad = await decide(applicant, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('decision');
    const missing = await call('POST', '/api/staff/applications/999999/decision/', staff, { decision: 'approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.notFound });
    expect((await call('GET', '/api/staff/applications/999999/', staff)).statusCode).toBe(404);
  });

  it('decides only a submitted application', async () => {
    const fresh = await signUpAndLogIn(t.app, 'fresh');
    const notSubmitted = await decide(fresh, { decision: 'approve' });
    expect(notSubmitted.statusCode).toBe(400);
    expect(notSubmitted.json().decision[0]).toMatch(/not submitted/);

    await submit(fresh);
    expect((await decide(fresh, { decision: 'reject', message: 'Income above the line.' })).statusCode).toBe(200);
    const again = await decide(fresh, { decision: 'approve' });
    expect(again.statusCode).toBe(400);
    expect(again.json().decision[0]).toMatch(/rejected/);
    expect(await me(fresh)).toMatchObject({ application_status: 'rejected', decision_message: 'Income above the line.' });
  });

  it('mails the recipient the decision and its message, in the same transaction', async () => {
    const applicant = await signUpAndLogIn(t.app, 'mailed');
    await submit(applicant);
    const outboxFor = () =>
      t.db.kysely.selectFrom('outbox').select(['to', 'subject', 'body']).where('to', '=', `${applicant.username}@example.org`).execute();
    // A refused decision queues nothing.
    await decide(applicant, { decision: 'reject' });
    expect(await outboxFor()).toEqual([]);
    await decide(applicant, { decision: 'request_info', message: 'Please upload a clearer picture.' });
    const mails = await outboxFor();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/more information/);
    expect(mails[0]!.body).toContain('Please upload a clearer picture.');
    await submit(applicant);
    await decide(applicant, { decision: 'approve' });
    const after = await outboxFor();
    expect(after).toHaveLength(2);
    expect(after.map((mail) => mail.subject)).toContain('Your OnePair application is approved');
  });

  it('two decisions at once: exactly one lands', async () => {
    const applicant = await signUpAndLogIn(t.app, 'race');
    await submit(applicant);
    const responses = await Promise.all([
      decide(applicant, { decision: 'approve' }),
      decide(applicant, { decision: 'reject', message: 'No.' }),
      decide(applicant, { decision: 'request_info', message: 'More?' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = responses.find((r) => r.statusCode === 200)!.json();
    expect((await me(applicant)).application_status).toBe(winner.status);
  });

  it('after a request for information the recipient sees the message, edits and submits again', async () => {
    const applicant = await signUpAndLogIn(t.app, 'again');
    await submit(applicant, { household_size: null });
    const asked = await decide(applicant, { decision: 'request_info', message: 'How many people live with you?' });
    expect(asked.json()).toMatchObject({ status: 'info_requested', decision_message: 'How many people live with you?' });
    expect(await me(applicant)).toMatchObject({
      application_status: 'info_requested',
      decision_message: 'How many people live with you?',
      has_applied_for_account: true,
    });
    // Out of the waiting queue while the recipient answers.
    const waiting = (await call('GET', '/api/staff/applications/?limit=200', staff)).json();
    expect(waiting.results.map((row: { donatee_id: number }) => row.donatee_id)).not.toContain(applicant.donateeId);

    const resubmitted = await submit(applicant, { household_size: 4 });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ application_status: 'submitted', household_size: 4 });
    const queue = (await call('GET', '/api/staff/applications/?limit=200', staff)).json();
    expect(queue.results.at(-1)).toMatchObject({ donatee_id: applicant.donateeId, status: 'submitted', household_size: 4 });
    expect((await decide(applicant, { decision: 'approve', message: 'Welcome!' })).json()).toMatchObject({
      status: 'approved',
      decision_message: 'Welcome!',
    });
  });
});

describe('the queue (GET /api/staff/applications/)', () => {
  it('shows submitted applications oldest first, a page at a time, and filters by status', async () => {
    const t2 = await createTestApp({ config: { applicationReview: 'manual' } });
    try {
      const admin = await logInAdmin(t2.app);
      const users: SignedInUser[] = [];
      for (let i = 0; i < 5; i++) {
        const user = await signUpAndLogIn(t2.app, 'queue');
        users.push(user);
        const response = await t2.app.inject({
          method: 'PATCH',
          url: `/api/donatees/${user.donateeId}/`,
          headers: user.auth,
          payload: { has_applied_for_account: true, monthly_income: 1000 + i, household_size: i + 1 },
        });
        expect(response.statusCode).toBe(200);
      }
      // The first to submit is reviewed first; same-instant submissions keep the record order.
      await t2.db.kysely
        .updateTable('donatees')
        .set({ submitted_at: '2026-01-01T00:00:00.000Z' })
        .where('donatee_id', '=', users[3]!.donateeId)
        .execute();
      const expected = [users[3]!, users[0]!, users[1]!, users[2]!, users[4]!].map((user) => user.donateeId);

      const seen: number[] = [];
      let url: string | null = '/api/staff/applications/?limit=2';
      let pages = 0;
      while (url) {
        const response = await t2.app.inject({ method: 'GET', url, headers: admin.auth });
        expect(response.statusCode).toBe(200);
        const page: { results: { donatee_id: number }[]; next: string | null } = response.json();
        expect(page.results.length).toBeLessThanOrEqual(2);
        seen.push(...page.results.map((row) => row.donatee_id));
        url = page.next ? `/api/staff/applications/?limit=2&after=${encodeURIComponent(page.next)}` : null;
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(expected);

      const first = (await t2.app.inject({ method: 'GET', url: '/api/staff/applications/?limit=1', headers: admin.auth })).json();
      expect(first.results[0]).toEqual({
        donatee_id: users[3]!.donateeId,
        username: users[3]!.username,
        // No names given: staff see the username.
        name: users[3]!.username,
        status: 'submitted',
        submitted_at: '2026-01-01T00:00:00.000Z',
        household_size: 4,
        monthly_income: 1003,
        // The eligibility hint's verdict: 12,036 a year against the limit for four.
        within_limit: true,
        // Applied alone, not through a partner organisation.
        partner_name: null,
      });

      await t2.app.inject({
        method: 'POST',
        url: `/api/staff/applications/${users[1]!.donateeId}/decision/`,
        headers: admin.auth,
        payload: { decision: 'approve' },
      });
      const approved = (
        await t2.app.inject({ method: 'GET', url: '/api/staff/applications/?status=approved', headers: admin.auth })
      ).json();
      expect(approved).toEqual({ results: [expect.objectContaining({ donatee_id: users[1]!.donateeId, status: 'approved' })], next: null });
      const summary = (await t2.app.inject({ method: 'GET', url: '/api/staff/summary/', headers: admin.auth })).json();
      expect(summary).toEqual({ applications_waiting: 4, claims_to_ship: 0, support_waiting: 0 });
    } finally {
      await t2.close();
    }
  });

  it.each([
    ['status=lost', 'status'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['after=not-a-cursor', 'after'],
    [`after=${Buffer.from('["x"]').toString('base64url')}`, 'after'],
    // An id beyond PostgreSQL's integer columns is refused, not passed to the query.
    [`after=${Buffer.from('["2020-01-01", 1099511627776]').toString('base64url')}`, 'after'],
  ])('refuses ?%s naming the parameter', async (query, field) => {
    const response = await call('GET', `/api/staff/applications/?${query}`, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });

  it('words an unknown status or decision as a choice, not in the validator’s terms', async () => {
    const status = await call('GET', '/api/staff/applications/?status=lost', staff);
    expect(status.json()).toEqual({ status: ['This is not a valid choice.'] });
    const applicant = await signUpAndLogIn(t.app, 'choice');
    const decision = await decide(applicant, { decision: 'maybe' });
    expect(decision.statusCode).toBe(400);
    expect(decision.json()).toEqual({ decision: ['This is not a valid choice.'] });
  });
});

describe('one application (GET /api/staff/applications/{id}/)', () => {
  it('shows the answers, the shipping address, the eligibility hint, the figures and the private prescription', async () => {
    const applicant = await signUpAndLogIn(t.app, 'detail');
    await giveShippingAddress(t.app, applicant);
    const examDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const form = multipart({
      has_applied_for_account: 'true',
      monthly_income: '2000',
      household_size: '3',
      prescription_sphere_right: '-1.25',
      prescription_cylinder_right: '-0.5',
      prescription_sphere_left: '-1',
      prescription_cylinder_left: '',
      prescription_exam_date: examDate,
      prescription: { filename: 'rx.pdf', contentType: 'application/pdf', bytes: FILES.pdf(200) },
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${applicant.donateeId}/`,
      headers: { ...applicant.auth, ...form.headers },
      payload: form.payload,
    });
    expect(patched.statusCode).toBe(200);

    const response = await call('GET', `/api/staff/applications/${applicant.donateeId}/`, staff);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      donatee_id: applicant.donateeId,
      user_id: applicant.id,
      username: applicant.username,
      email: `${applicant.username}@example.org`,
      status: 'submitted',
      monthly_income: 2000,
      household_size: 3,
      is_dependent: false,
      decision_message: null,
      name: `${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name}`,
      shipping_address: { name: `${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name}`, ...ADDRESS },
      // 2025: (15,650 + 2 × 5,500) × 200% = 53,300 a year; 2,000 a month is 24,000.
      eligibility: { year: 2025, percent: 200, household_size: 3, yearly_income: 24_000, yearly_limit: 53_300, within_limit: true },
      prescription: { url: expect.stringMatching(/^\/media\/\d+$/), content_type: 'application/pdf' },
      prescription_figures: { sphere_right: -1.25, cylinder_right: -0.5, sphere_left: -1, cylinder_left: null, exam_date: examDate },
      partner: null,
    });
    // Every recipient these tests make has the same names and address: each other one is flagged.
    expect(body.possible_duplicates.length).toBeGreaterThan(0);
    for (const other of body.possible_duplicates) expect(other).toMatchObject({ name: 'Rosa Parkes', same_email: false, partner: null });
    expect(typeof body.submitted_at).toBe('string');
    // The file stays private: staff and its owner fetch it, nobody else.
    expect((await call('GET', body.prescription.url, staff)).statusCode).toBe(200);
    expect((await call('GET', body.prescription.url, applicant)).statusCode).toBe(200);
    expect((await call('GET', body.prescription.url, donor)).statusCode).toBe(403);
    expect((await call('GET', body.prescription.url)).statusCode).toBe(403);
  });

  it('uses the configured guideline and shows its year', async () => {
    const t2 = await createTestApp({
      config: { incomeGuideline: { year: 2026, basePerYear: 10_000, perExtraPersonPerYear: 1_000, percent: 100 } },
    });
    try {
      const admin = await logInAdmin(t2.app);
      const user = await signUpAndLogIn(t2.app, 'guide');
      await t2.app.inject({
        method: 'PATCH',
        url: `/api/donatees/${user.donateeId}/`,
        headers: user.auth,
        payload: { has_applied_for_account: true, monthly_income: 1000, household_size: 2 },
      });
      const body = (await t2.app.inject({ method: 'GET', url: `/api/staff/applications/${user.donateeId}/`, headers: admin.auth })).json();
      // Automatic review (the default) approved it on submission.
      expect(body.status).toBe('approved');
      expect(body.eligibility).toEqual({
        year: 2026,
        percent: 100,
        household_size: 2,
        yearly_income: 12_000,
        yearly_limit: 11_000,
        within_limit: false,
      });
    } finally {
      await t2.close();
    }
  });

  it('shows the hint as unknown without a household size', async () => {
    const applicant = await signUpAndLogIn(t.app, 'nohint');
    await submit(applicant, { household_size: null });
    const body = (await call('GET', `/api/staff/applications/${applicant.donateeId}/`, staff)).json();
    expect(body.eligibility).toMatchObject({ household_size: null, yearly_limit: null, within_limit: null });
    expect(body.prescription).toBeNull();
  });
});

describe('the prescription check', () => {
  it('refuses an exam older than the configured months, and stores nothing of the request', async () => {
    const applicant = await signUpAndLogIn(t.app, 'old');
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString().slice(0, 10);
    const response = await submit(applicant, { prescription_exam_date: old, prescription_sphere_right: -2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ prescription_exam_date: [prescriptionTooOldMessage(24)] });
    expect(await me(applicant)).toMatchObject({
      application_status: 'not_submitted',
      has_applied_for_account: false,
      prescription_sphere_right: null,
      prescription_exam_date: null,
    });
  });
});
