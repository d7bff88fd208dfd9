/**
 * Automated accessibility checks (axe-core, WCAG 2.1 A and AA rules) on every screen, as a
 * visitor, a donor and an applicant, on a desktop and a phone width. Axe finds only what can
 * be found mechanically (names, labels, contrast, landmarks, ARIA use); the journeys in the
 * other files cover keyboard use where it matters.
 */
import type { Page } from '@playwright/test';

import { apiRequest, createUser, signInWithToken, type TestUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';

let donor: TestUser;
let applicant: TestUser;
test.beforeAll(async () => {
  donor = await createUser('a11y_donor');
  applicant = await createUser('a11y_applicant');
  const applied = await apiRequest(
    'PATCH',
    `/api/donatees/${applicant.user.account.donatee.donatee_id}/`,
    { has_applied_for_account: true, monthly_income: 800, average_household_income: 1200, current_bank_balance: 50, is_dependent: false },
    applicant.token,
  );
  expect(applied.status).toBe(200);
});

async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

/** Signs in as the user of `token` and returns the breaches on their account page. */
async function accountPageViolations(page: Page, token: string): Promise<string[]> {
  await signInWithToken(page, token, '/account');
  await settle(page, 'Account Overview');
  return violations(page);
}

const visitorScreens: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Glasses Catalogue'],
  ['/glasses/2', 'TrendyFrames Aviator'],
  ['/map', 'Donations by Region'],
  ['/about', 'Helping the world one pair at a time'],
  ['/about/team/sample-alex', 'Alex Sample'],
  ['/login', 'Welcome Back'],
  ['/donate/form', 'Welcome Back'],
  ['/cart', 'Checkout and Sign Up'],
  ['/confirmation', /thank/i],
  ['/routes', 'API Explorer'],
  ['/no-such-page', 'Page Not Found'],
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('reports a breach when a page has one (the check itself works)', async ({ page }) => {
    await page.goto('/');
    await settle(page, 'Glasses Catalogue');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'unnamed-button';
      document.querySelector('main')!.append(button);
    });
    expect((await violations(page)).some((line) => line.startsWith('button-name') && line.includes('#unnamed-button'))).toBe(true);
  });

  test("finds no breaches on the visitor's screens", { tag: '@every-width' }, async ({ page }) => {
    const found: string[] = [];
    for (const [path, heading] of visitorScreens) {
      await page.goto(path);
      await settle(page, heading);
      found.push(...(await violations(page)).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });

  test('finds no breaches in the sign-up wizard and the sign-in modal', async ({ page }) => {
    const found: string[] = [];
    await page.goto('/login');
    await page.getByRole('button', { name: 'Need an Account?' }).click();
    await settle(page, 'Get Started');
    found.push(...(await violations(page)));
    await page.goto('/');
    await page.getByRole('button', { name: 'Donate' }).first().click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await violations(page)));
    expect(found).toEqual([]);
  });

  test("finds no breaches on a donor's account, donation form and application page", { tag: '@phone' }, async ({ page }) => {
    const found = await accountPageViolations(page, donor.token);
    await page.goto('/apply');
    await settle(page, 'Apply for a Free Pair');
    found.push(...(await violations(page)));
    await page.goto('/donate/form');
    await page.getByLabel('Name on card').fill('Ada Giver');
    found.push(...(await violations(page)));
    await page.getByLabel('Email').fill('ada@example.org');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Donate' }).waitFor();
    found.push(...(await violations(page)));
    expect(found).toEqual([]);
  });

  test("finds no breaches on an applicant's account, catalogue and claim confirmation", async ({ page }) => {
    const found = await accountPageViolations(page, applicant.token);
    // The form that replaces the prescription, with its figures, exam date and upload.
    await page.getByRole('button', { name: 'Update your prescription' }).click();
    await page.getByLabel('Right eye sphere (SPH)').waitFor();
    found.push(...(await violations(page)));
    await page.goto('/');
    await settle(page, 'Glasses Catalogue');
    found.push(...(await violations(page)));
    await page.getByRole('button', { name: /Claim/ }).first().click();
    // The dialog's content loads with it; this applicant has no address yet, so it asks for one.
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).waitFor();
    found.push(...(await violations(page)));
    expect(found).toEqual([]);
  });
});
