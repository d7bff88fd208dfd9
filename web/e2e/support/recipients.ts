/**
 * A recipient's steps through the API, for tests whose point lies further on (a screen that
 * needs an application waiting, an approved one, a shipped pair). Each step checks its answer,
 * so that a set-up failure says where it happened.
 */
import type { User } from '@onepair/contract';
import { expect, type Page } from '@playwright/test';

import type { Api, TestUser } from './api';
import { tinyPng } from './png';

export const SHIPPING_ADDRESS = { address: '2 Elm St', city: 'Reno', state: 'NV', zip_code: '89501', phone_number: '555-010-0100' };

/** A day `monthsAgo` months back, as the application's exam date takes it (YYYY-MM-DD). */
export function examDate(monthsAgo = 1): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - monthsAgo);
  return day.toISOString().slice(0, 10);
}

/** The names a parcel is addressed to. */
export const SHIPPING_NAMES = { first_name: 'Jordan', last_name: 'Lee' };

/** What a parcel needs: the shipping address on the account and the recipient's names. */
export async function addShippingAddress(api: Api, person: TestUser): Promise<void> {
  const answer = await api.request('PATCH', `/api/accounts/${person.user.account.account_id}/`, SHIPPING_ADDRESS, person.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const named = await api.request('PATCH', `/api/users/${person.user.id}/`, SHIPPING_NAMES, person.token);
  expect(named.status, JSON.stringify(named.body)).toBe(200);
}

/**
 * Submits the application as the web form does (multipart, with a prescription picture, the
 * household and the prescription's figures). On a server with automatic review it is approved
 * at once; with manual review it waits for staff.
 */
export async function submitApplication(
  api: Api,
  person: TestUser,
  monthlyIncome = 1500,
  /** Other prescription figures than the usual mild ones (form fields as strings). */
  figures: Partial<Record<'prescription_sphere_right' | 'prescription_sphere_left', string>> = {},
): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string> = {
    has_applied_for_account: 'true',
    monthly_income: String(monthlyIncome),
    average_household_income: '2000',
    current_bank_balance: '40',
    is_dependent: 'false',
    household_size: '3',
    prescription_sphere_right: '-1.25',
    prescription_cylinder_right: '-0.5',
    prescription_sphere_left: '0.75',
    prescription_exam_date: examDate(),
    ...figures,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('prescription', new Blob([new Uint8Array(tinyPng(40))], { type: 'image/png' }), 'prescription.png');
  const answer = await api.request('PATCH', `/api/donatees/${person.user.account.donatee.donatee_id}/`, form, person.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Staff's decision on the application, through the staff API. */
export async function decideApplication(
  api: Api,
  person: TestUser,
  decision: 'approve' | 'reject' | 'request_info',
  message?: string,
): Promise<void> {
  const body = message === undefined ? { decision } : { decision, message };
  const answer = await api.request(
    'POST',
    `/api/staff/applications/${person.user.account.donatee.donatee_id}/decision/`,
    body,
    await api.staffToken(),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Claims the frame for the recipient, as the catalogue does, and returns the claim's id. */
export async function claimPair(api: Api, person: TestUser, glassesId: number): Promise<number> {
  const answer = await api.request(
    'PATCH',
    `/api/donatees/${person.user.account.donatee.donatee_id}/`,
    { has_claimed: true, claimed_glasses: glassesId },
    person.token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const me = await api.request<User>('GET', '/auth/users/me/', undefined, person.token);
  const claim = me.body.account.donatee.claim;
  expect(claim, 'the claim in users/me').toBeTruthy();
  return claim!.id;
}

export async function shipClaim(api: Api, claimId: number, carrier: string, trackingNumber: string): Promise<void> {
  const answer = await api.request(
    'POST',
    `/api/staff/claims/${claimId}/ship/`,
    { carrier, tracking_number: trackingNumber },
    await api.staffToken(),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Fills the Donatee Form (in the sign-up wizard or at /apply) for a household of 3, with the prescription's figures and picture. */
export async function fillApplicationForm(page: Page, monthlyIncome: number): Promise<void> {
  await page.getByLabel('Monthly Income').fill(String(monthlyIncome));
  await page.getByLabel('Household Income').fill('1500');
  await page.getByLabel('Current Bank Balance').fill('60');
  await page.getByLabel('People in your household').fill('3');
  await page.getByRole('group', { name: 'Are you a dependent?' }).getByLabel('No').check();
  const prescription = page.getByRole('group', { name: 'Your prescription' });
  await prescription.getByLabel('Right eye sphere (SPH)').fill('-1.25');
  await prescription.getByLabel('Right eye cylinder (CYL)').fill('-0.5');
  await prescription.getByLabel('Left eye sphere (SPH)').fill('0.75');
  await prescription.getByLabel('Date of your eye exam').fill(examDate());
  await prescription.getByLabel('Upload a picture of your prescription').setInputFiles({
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
}
