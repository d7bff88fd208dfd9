/**
 * The staff console in Chromium: who may enter, that a donor's first visit downloads none of it,
 * and axe on each of its screens at both widths. The staff API's answers are served by the
 * test (page.route) so that the screens can be checked in every state they show; the journeys
 * through the real API live beside the fulfilment endpoints.
 */
import type { Page } from '@playwright/test';

import { createUser, signInWithToken, staffToken } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { tinyPng } from './support/png';

const address = { name: 'robin', address: '2 Elm St', city: 'Reno', state: 'NV', zip_code: '89501', phone_number: '555-0100' };
const application = {
  donatee_id: 41,
  user_id: 9,
  username: 'robin',
  email: 'robin@example.org',
  status: 'submitted',
  submitted_at: '2026-01-05T10:00:00.000Z',
  decided_at: null,
  decision_message: null,
  monthly_income: 1500,
  average_household_income: 2000,
  current_bank_balance: 40,
  is_dependent: false,
  household_size: 3,
  shipping_address: address,
  eligibility: { year: 2025, percent: 200, household_size: 3, yearly_income: 18000, yearly_limit: 53600, within_limit: true },
  prescription: { url: '/media/prescriptions/e2e-41.png', content_type: 'image/png' },
  prescription_figures: { sphere_right: -1.25, cylinder_right: -0.5, sphere_left: 0.75, cylinder_left: null, exam_date: '2025-11-02' },
  partner: null,
  possible_duplicates: [],
};
const claim = (id: number, glasses: number | null) => ({
  id,
  donatee: 41,
  username: `robin${id}`,
  glasses,
  glasses_name: glasses ? 'TrendyFrames Aviator' : null,
  status: 'claimed',
  carrier: null,
  tracking_number: null,
  claimed_at: '2026-01-05T10:00:00.000Z',
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  reason: null,
  shipping_address: address,
});

/** The staff API as the screens expect it, served by the test. */
async function serveStaffApi(page: Page): Promise<void> {
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/staff/summary/', (route) => route.fulfill(json({ applications_waiting: 1, claims_to_ship: 2 })));
  await page.route('**/api/staff/applications/?*', (route) =>
    route.fulfill(
      json({
        results: [
          {
            donatee_id: 41,
            username: 'robin',
            status: 'submitted',
            submitted_at: application.submitted_at,
            household_size: 3,
            monthly_income: 1500,
          },
        ],
        next: 'more',
      }),
    ),
  );
  await page.route('**/api/staff/applications/41/', (route) => route.fulfill(json(application)));
  await page.route('**/media/prescriptions/e2e-41.png', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tinyPng(40) }),
  );
  await page.route('**/api/staff/claims/?*', (route) => route.fulfill(json({ results: [claim(1, 2), claim(2, null)], next: null })));
  await page.route('**/api/staff/outbox/', (route) =>
    route.fulfill(
      json({
        results: [
          {
            id: 1,
            to: 'robin@example.org',
            subject: 'Your pair has shipped',
            body: 'USPS 9400 1',
            status: 'pending',
            attempts: 0,
            last_error: null,
            created_at: '2026-01-07T10:00:00.000Z',
            sent_at: null,
          },
        ],
        next: null,
      }),
    ),
  );
}

const staffScreens: Array<[path: string, heading: string | RegExp]> = [
  ['/staff', 'Dashboard'],
  ['/staff/applications', 'Applications'],
  ['/staff/applications/41', 'Application of robin'],
  ['/staff/claims', 'Claims'],
  ['/staff/outbox', 'Outbox'],
];

test.describe('the staff console', () => {
  test('a donor’s first visit downloads none of it, and a donor at /staff is told it is for staff', async ({ page }) => {
    const donor = await createUser('staff_donor');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInWithToken(page, donor.token, '/');
    await page.getByRole('heading', { name: 'Glasses Catalogue' }).waitFor();
    expect(scripts.filter((url) => /staff|dashboard|data-table/.test(url))).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff Only' })).toBeVisible();
  });

  test(
    'finds no accessibility breaches on its screens, and its navigation works by keyboard',
    { tag: '@every-width' },
    async ({ page }) => {
      await serveStaffApi(page);
      await signInWithToken(page, await staffToken(), '/staff');
      await expect(page.getByTestId('claims-to-ship-count')).toHaveText('2');
      const found: string[] = [];
      for (const [path, heading] of staffScreens) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await page.getByRole('table').first().or(page.getByTestId('applications-waiting-count')).first().waitFor();
        found.push(...(await violations(page)).map((line) => `${path}: ${line}`));
      }
      await page.goto('/staff/applications/41');
      await expect(page.getByRole('img', { name: 'The uploaded prescription' })).toBeVisible();
      found.push(...(await violations(page)).map((line) => `prescription shown: ${line}`));
      expect(found).toEqual([]);

      // From the dashboard to the claims list with the keyboard alone.
      await page.goto('/staff');
      await expect(page.getByTestId('claims-to-ship-count')).toHaveText('2');
      const link = page.getByRole('link', { name: /claims to ship/ });
      for (let presses = 0; presses < 30 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Claims', exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/staff\/claims\?status=claimed$/);
    },
  );
});
