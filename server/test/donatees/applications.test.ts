import { describe, expect, it } from 'vitest';
import { MAX_HOUSEHOLD_SIZE, prescriptionTooOldMessage, VALIDATION_MESSAGES } from '@onepair/contract';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp, useTestApp, requestsTo } from '../helpers.js';
import { multipart } from '../multipart.js';
import { giveShippingAddress } from '../claims/helpers.js';
import { EXAM_IN_FUTURE, NOT_WITHDRAWABLE } from '../../src/donatees/application.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

const { call } = requestsTo(() => t.app);
const patch = (who: SignedInUser, payload: object, as: SignedInUser = who) => call('PATCH', `/api/donatees/${who.donateeId}/`, as, payload);
const me = async (who: SignedInUser) => (await call('GET', '/auth/users/me/', who)).json().account.donatee;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('automatic review (the default)', () => {
  it('approves on submission, so the older client claims at once as before', async () => {
    const user = await signUpAndLogIn(t.app, 'auto');
    await giveShippingAddress(t.app, user);
    expect(await me(user)).toMatchObject({ application_status: 'not_submitted', decision_message: null, household_size: null });
    const applied = await patch(user, { has_applied_for_account: true, monthly_income: 900 });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ has_applied_for_account: true, application_status: 'approved' });
    const claimed = await patch(user, { has_claimed: true });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ has_claimed: true, application_status: 'approved' });
  });

  it('applying and claiming in one request still works', async () => {
    const user = await signUpAndLogIn(t.app, 'oneshot');
    await giveShippingAddress(t.app, user);
    const response = await patch(user, { has_applied_for_account: true, has_claimed: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has_claimed: true, application_status: 'approved' });
  });

  it('editing without submitting leaves the status alone; withdrawing a submitted application is refused', async () => {
    const user = await signUpAndLogIn(t.app, 'edit');
    expect((await patch(user, { household_size: 2 })).json()).toMatchObject({ application_status: 'not_submitted', household_size: 2 });
    await patch(user, { has_applied_for_account: true });
    const withdrawn = await patch(user, { has_applied_for_account: false });
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json()).toEqual({ has_applied_for_account: [NOT_WITHDRAWABLE] });
    // An approved recipient may still correct the application while no pair has shipped.
    const edited = await patch(user, { household_size: 3, prescription_sphere_right: 1.5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ application_status: 'approved', household_size: 3, prescription_sphere_right: 1.5 });
  });
});

describe('manual review', () => {
  it('a claim waits for approval', async () => {
    const manual = await createTestApp({ config: { applicationReview: 'manual' } });
    try {
      const user = await signUpAndLogIn(manual.app, 'manual');
      await giveShippingAddress(manual.app, user);
      const inject = (payload: object) =>
        manual.app.inject({ method: 'PATCH', url: `/api/donatees/${user.donateeId}/`, headers: user.auth, payload });
      const both = await inject({ has_applied_for_account: true, has_claimed: true });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toHaveProperty('has_claimed');
      const applied = await inject({ has_applied_for_account: true });
      expect(applied.json()).toMatchObject({ application_status: 'submitted', has_claimed: false });
      // Submitting again while waiting changes nothing.
      expect((await inject({ has_applied_for_account: true })).json()).toMatchObject({ application_status: 'submitted' });
      const claim = await inject({ has_claimed: true });
      expect(claim.statusCode).toBe(400);
      expect(claim.json().has_claimed).toEqual(['Your application must be approved before you can claim a pair of glasses.']);
    } finally {
      await manual.close();
    }
  });
});

describe('household size and the prescription figures', () => {
  it('stores and returns them, in JSON and in forms', async () => {
    const user = await signUpAndLogIn(t.app, 'figures');
    const exam = daysAgo(10);
    const response = await patch(user, {
      household_size: MAX_HOUSEHOLD_SIZE,
      prescription_sphere_right: -20,
      prescription_cylinder_right: 10,
      prescription_sphere_left: 0.25,
      prescription_cylinder_left: -0.75,
      prescription_exam_date: exam,
    });
    expect(response.statusCode).toBe(200);
    expect(await me(user)).toMatchObject({
      household_size: MAX_HOUSEHOLD_SIZE,
      prescription_sphere_right: -20,
      prescription_cylinder_right: 10,
      prescription_sphere_left: 0.25,
      prescription_cylinder_left: -0.75,
      prescription_exam_date: exam,
    });

    const form = multipart({ household_size: '4', prescription_sphere_right: '-3.5', prescription_exam_date: '' });
    const formResponse = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    });
    expect(formResponse.statusCode).toBe(200);
    expect(formResponse.json()).toMatchObject({ household_size: 4, prescription_sphere_right: -3.5, prescription_exam_date: null });
  });

  it.each([
    [{ household_size: 0 }, 'household_size'],
    [{ household_size: MAX_HOUSEHOLD_SIZE + 1 }, 'household_size'],
    [{ household_size: 2.5 }, 'household_size'],
    [{ household_size: 'three' }, 'household_size'],
    [{ prescription_sphere_right: 0.3 }, 'prescription_sphere_right'],
    [{ prescription_sphere_left: 20.25 }, 'prescription_sphere_left'],
    [{ prescription_cylinder_right: -10.25 }, 'prescription_cylinder_right'],
    [{ prescription_cylinder_left: 'one' }, 'prescription_cylinder_left'],
    [{ prescription_exam_date: '2025-02-30' }, 'prescription_exam_date'],
    [{ prescription_exam_date: 'yesterday' }, 'prescription_exam_date'],
    [{ prescription_exam_date: daysAgo(-3) }, 'prescription_exam_date'],
  ])('refuses %o naming the field, storing nothing', async (payload, field) => {
    const user = await signUpAndLogIn(t.app, 'bad');
    const response = await patch(user, { ...payload, has_applied_for_account: true, monthly_income: 500 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(await me(user)).toMatchObject({ application_status: 'not_submitted', monthly_income: null, household_size: null });
  });

  it('explains the quarter steps, a future exam and a bad date', async () => {
    const user = await signUpAndLogIn(t.app, 'words');
    expect((await patch(user, { prescription_sphere_right: 0.3 })).json().prescription_sphere_right).toEqual([
      'Ensure this value is a multiple of 0.25.',
    ]);
    expect((await patch(user, { prescription_exam_date: daysAgo(-3) })).json()).toEqual({ prescription_exam_date: [EXAM_IN_FUTURE] });
    expect((await patch(user, { prescription_exam_date: '2025-13-01' })).json()).toEqual({
      prescription_exam_date: [VALIDATION_MESSAGES.badDate],
    });
  });

  it('refuses an exam older than the configured months with the message applicants see', async () => {
    const user = await signUpAndLogIn(t.app, 'old');
    const tooOld = await patch(user, { prescription_exam_date: daysAgo(24 * 31 + 5) });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toEqual({ prescription_exam_date: [prescriptionTooOldMessage(24)] });
    expect((await patch(user, { prescription_exam_date: daysAgo(24 * 30 - 30) })).statusCode).toBe(200);

    const strict = await createTestApp({ config: { prescriptionMaxAgeMonths: 6 } });
    try {
      const other = await signUpAndLogIn(strict.app, 'strict');
      const response = await strict.app.inject({
        method: 'PATCH',
        url: `/api/donatees/${other.donateeId}/`,
        headers: other.auth,
        payload: { prescription_exam_date: daysAgo(365) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ prescription_exam_date: [prescriptionTooOldMessage(6)] });
    } finally {
      await strict.close();
    }
  });

  it('staff may correct the figures; another user may not', async () => {
    const user = await signUpAndLogIn(t.app, 'owner');
    const other = await signUpAndLogIn(t.app, 'other');
    expect((await patch(user, { household_size: 5 }, other)).statusCode).toBe(403);
    expect((await patch(user, { household_size: 5 }, staff)).statusCode).toBe(200);
    expect((await me(user)).household_size).toBe(5);
  });
});
