import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { FILES, multipart } from '../multipart.js';
import { ADDRESS, giveShippingAddress, newGlasses } from '../claims/helpers.js';
import { NOT_APPROVED } from '../../src/claims/service.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** What the recipient first applies with. */
const ANSWERS = {
  has_applied_for_account: true,
  monthly_income: 900,
  average_household_income: 1500,
  current_bank_balance: 80.25,
  is_dependent: false,
  household_size: 3,
  prescription_sphere_right: -1.5,
  prescription_cylinder_right: -0.5,
  prescription_sphere_left: -1.25,
  prescription_cylinder_left: 0,
  prescription_exam_date: daysAgo(30),
};

describe('manual review: changing an answer after approval sends the application back to review', () => {
  let t: TestApp;
  let staff: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ config: { applicationReview: 'manual' } });
    staff = await logInAdmin(t.app);
  });
  afterAll(() => t.close());
  const { call } = requestsTo(() => t.app);
  const patch = (who: SignedInUser, payload: object, as: SignedInUser = who) =>
    call('PATCH', `/api/donatees/${who.donateeId}/`, as, payload);
  const me = async (who: SignedInUser) => (await call('GET', '/auth/users/me/', who)).json().account.donatee;
  const approve = async (who: SignedInUser) => {
    const decided = await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
  };

  /** A recipient whose application, with every answer given, staff approved. */
  async function approvedRecipient(prefix: string): Promise<SignedInUser> {
    const who = await signUpAndLogIn(t.app, prefix);
    await giveShippingAddress(t.app, who);
    expect((await patch(who, ANSWERS)).json()).toMatchObject({ application_status: 'submitted', review_reason: null });
    await approve(who);
    expect(await me(who)).toMatchObject({ application_status: 'approved', review_reason: null });
    return who;
  }

  it('says why in the reply and in the status, refuses the claim until staff approve again, then lets it through', async () => {
    const who = await approvedRecipient('raised');
    const edited = await patch(who, { monthly_income: 450 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ application_status: 'submitted', review_reason: 'changed_after_approval', monthly_income: 450 });
    expect(await me(who)).toMatchObject({ application_status: 'submitted', review_reason: 'changed_after_approval' });

    const claim = await patch(who, { has_claimed: true });
    expect(claim.statusCode).toBe(400);
    expect(claim.json().has_claimed).toEqual([NOT_APPROVED]);

    // Staff see it in their queue again, and why.
    const queue = (await call('GET', '/api/staff/applications/?status=submitted', staff)).json();
    expect(JSON.stringify(queue)).toContain(`"donatee_id":${who.donateeId}`);
    const forStaff = (await call('GET', `/api/staff/applications/${who.donateeId}/`, staff)).json();
    expect(forStaff).toMatchObject({ status: 'submitted', review_reason: 'changed_after_approval', monthly_income: 450 });

    await approve(who);
    expect(await me(who)).toMatchObject({ application_status: 'approved', review_reason: null });
    expect((await call('GET', `/api/staff/applications/${who.donateeId}/`, staff)).json()).toMatchObject({ review_reason: null });
    expect((await patch(who, { has_claimed: true })).statusCode).toBe(200);
  });

  const changes: [string, object | (() => { payload: Buffer; headers: Record<string, string> })][] = [
    ['monthly income', { monthly_income: 901 }],
    ['household income', { average_household_income: 1200 }],
    ['bank balance', { current_bank_balance: 5000 }],
    ['bank balance, with the older spelling', { current_bank_ballance: 6000 }],
    ['dependency', { is_dependent: true }],
    ['household size', { household_size: 5 }],
    ['a prescription figure', { prescription_sphere_left: -2 }],
    ['the exam date', { prescription_exam_date: daysAgo(10) }],
    ['a removed figure', { prescription_cylinder_left: null }],
    ['a new prescription file', () => multipart({ prescription: { filename: 'rx.png', contentType: 'image/png', bytes: FILES.png() } })],
  ];

  it.each(changes)('%s counts as a change', async (_name, change) => {
    const who = await approvedRecipient('field');
    const response =
      typeof change === 'function'
        ? await (async () => {
            const form = change();
            return t.app.inject({
              method: 'PATCH',
              url: `/api/donatees/${who.donateeId}/`,
              headers: { ...who.auth, ...form.headers },
              payload: form.payload,
            });
          })()
        : await patch(who, change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ application_status: 'submitted', review_reason: 'changed_after_approval' });
  });

  it('the same answers sent again, as the older client re-sends its whole form, change nothing', async () => {
    const who = await approvedRecipient('same');
    const again = await patch(who, { ...ANSWERS, has_claimed: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ application_status: 'approved', review_reason: null });
    // In a form too, where every value arrives as text.
    const form = multipart({
      has_applied_for_account: 'true',
      monthly_income: '900',
      current_bank_ballance: '80.25',
      is_dependent: 'false',
    });
    const inForm = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${who.donateeId}/`,
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
    expect(inForm.json()).toMatchObject({ application_status: 'approved' });
    expect((await patch(who, { has_claimed: true })).statusCode).toBe(200);
  });

  it('changing the phone number or the address keeps the approval', async () => {
    const who = await approvedRecipient('moved');
    const account = await call('PATCH', `/api/accounts/${who.accountId}/`, who, {
      user: who.id,
      ...ADDRESS,
      phone_number: '555-0199',
      address: '2 Elm St',
    });
    expect(account.statusCode).toBe(200);
    expect(await me(who)).toMatchObject({ application_status: 'approved', review_reason: null });
    expect((await patch(who, { has_claimed: true })).statusCode).toBe(200);
  });

  it('a change and a claim in one request: the claim is refused and nothing is stored', async () => {
    const who = await approvedRecipient('both');
    const response = await patch(who, { monthly_income: 100, has_claimed: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().has_claimed).toEqual([NOT_APPROVED]);
    expect(await me(who)).toMatchObject({ application_status: 'approved', monthly_income: 900, has_claimed: false });
  });

  it('staff correcting an approved application keep the approval: they are the reviewers', async () => {
    const who = await approvedRecipient('corrected');
    const response = await patch(who, { household_size: 4 }, staff);
    expect(response.json()).toMatchObject({ application_status: 'approved', household_size: 4, review_reason: null });
  });

  it('after a claim the change goes back to review, and the claim itself goes on', async () => {
    const who = await approvedRecipient('claimed');
    const glassesId = await newGlasses(t, 3);
    expect((await patch(who, { has_claimed: true, claimed_glasses: glassesId })).statusCode).toBe(200);
    const edited = await patch(who, { prescription_sphere_right: -2.5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      application_status: 'submitted',
      review_reason: 'changed_after_approval',
      has_claimed: true,
      claim: { status: 'claimed', glasses: glassesId },
    });
    // Staff still ship it.
    const shipped = await call('POST', `/api/staff/claims/${edited.json().claim.id}/ship/`, staff, {
      carrier: 'USPS',
      tracking_number: '9400100000000000000000',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });
});

describe('automatic review: a change after approval is decided again at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { applicationReview: 'auto' } });
  });
  afterAll(() => t.close());
  const { call } = requestsTo(() => t.app);

  it('stays approved and may claim', async () => {
    const who = await signUpAndLogIn(t.app, 'auto');
    await giveShippingAddress(t.app, who);
    const patch = (payload: object) => call('PATCH', `/api/donatees/${who.donateeId}/`, who, payload);
    expect((await patch(ANSWERS)).json()).toMatchObject({ application_status: 'approved' });
    const edited = await patch({ monthly_income: 1900, household_size: 1 });
    expect(edited.json()).toMatchObject({ application_status: 'approved', review_reason: null, monthly_income: 1900 });
    expect((await patch({ has_claimed: true })).statusCode).toBe(200);
  });
});
