/**
 * axe (WCAG 2.1 A and AA rules) on the real staff console and on a recipient's account with a
 * shipped pair, with data the server really holds (staff.e2e.ts checks the same screens in
 * states a test can only stage by serving the API itself), at the desktop and the phone width;
 * and the review done with the keyboard alone, from the dashboard to the decision.
 *
 * Runs against the server with manual review, so that an application can wait in the queue.
 */
import type { Glasses, User } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiAt, signInWithToken, type TestUser } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { englishLeftOn } from './support/languages';
import { addShippingAddress, claimPair, decideApplication, shipClaim, submitApplication, SHIPPING_NAMES } from './support/recipients';
import { manualReviewURL } from './support/server';

const api = apiAt(manualReviewURL);
test.use({ baseURL: manualReviewURL });

/** Whether the element is the one the keyboard is on. */
const focused = (page: Page, locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times), and fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(page, target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(page, target), `Tab never reached ${target.toString()}`).toBe(true);
}

/** How the console names someone who gave the names a parcel needs: the names, the username beside them. */
const staffLabel = (person: TestUser) => `${SHIPPING_NAMES.first_name} ${SHIPPING_NAMES.last_name} (${person.username})`;

/** Made once per width: an application waiting, with its prescription; a pair on its way to another recipient; an approved applicant no frame fits. */
let applicant: TestUser;
let shipped: TestUser;
test.beforeAll(async () => {
  applicant = await api.createUser('a11y_waiting');
  await addShippingAddress(api, applicant);
  await submitApplication(api, applicant);

  shipped = await api.createUser('a11y_shipped');
  await addShippingAddress(api, shipped);
  await submitApplication(api, shipped);
  await decideApplication(api, shipped, 'approve');
  const catalogue = await api.request<Glasses[]>('GET', '/api/glasses/');
  const frame = catalogue.body.find((item) => item.inventory > 0)!;
  const claimId = await claimPair(api, shipped, frame.glasses_id);
  await shipClaim(api, claimId, 'UPS', '1Z 999 AA1 01 2345 6784');

  // Approved, with a prescription stronger than any frame in stock covers.
  const unfitted = await api.createUser('a11y_unfitted');
  await addShippingAddress(api, unfitted);
  await submitApplication(api, unfitted, 1500, { prescription_sphere_right: '-19', prescription_sphere_left: '-18.5' });
  await decideApplication(api, unfitted, 'approve');
});

test.describe('the staff console and the recipient, with real data (axe, WCAG 2.1 AA)', () => {
  test('finds no breaches on the staff screens', { tag: '@every-width' }, async ({ page, pageErrors }) => {
    const found: string[] = [];
    await signInWithToken(page, await api.staffToken(), '/staff');
    await expect(page.getByTestId('applications-waiting-count')).not.toHaveText('0');
    await expect(page.getByRole('region', { name: 'Prescriptions no frame fits' })).toContainText('Power −18.25 to −20.00');
    found.push(...(await violations(page, 'dashboard')));

    await page.goto('/staff/applications');
    await expect(page.getByRole('link', { name: staffLabel(applicant), exact: true })).toBeVisible();
    found.push(...(await violations(page, 'applications')));

    await page.goto(`/staff/applications/${applicant.user.account.donatee.donatee_id}`);
    await expect(page.getByRole('heading', { name: `Application of ${staffLabel(applicant)}` })).toBeVisible();
    const prescription = page.getByRole('img', { name: 'The uploaded prescription' });
    await expect(prescription).toBeVisible();
    expect(await prescription.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    await expect(page.getByRole('table', { name: 'Prescription figures' })).toContainText('−1.25');
    found.push(...(await violations(page, 'application')));

    await page.goto('/staff/claims?status=shipped');
    await expect(page.getByRole('row', { name: new RegExp(shipped.username) })).toContainText('1Z 999 AA1 01 2345 6784');
    found.push(...(await violations(page, 'claims')));

    await page.goto('/staff/outbox');
    await expect(page.getByRole('row', { name: new RegExp(`${shipped.username}@example\\.org`) }).first()).toBeVisible();
    found.push(...(await violations(page, 'outbox')));

    await page.goto('/staff/reports');
    await expect(page.getByRole('region', { name: 'Pairs of glasses' }).getByRole('table', { name: 'By state' })).toBeVisible();
    found.push(...(await violations(page, 'reports')));

    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a staff member who reads Spanish: the frame turns Spanish, the console stays English and says so', async ({ page, pageErrors }) => {
    const token = await api.staffToken();
    try {
      await signInWithToken(page, token, '/staff');
      await expect(page.getByTestId('applications-waiting-count')).not.toHaveText('0');
      await page.getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
      // The console is one part marked English, so that a screen reader reads it as English.
      const staffPart = page.locator('[lang="en"]', { has: page.getByRole('navigation', { name: 'Staff' }) });
      await expect(staffPart.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(await englishLeftOn(page)).toEqual([]);
      expect(await violations(page, 'dashboard, page in Spanish')).toEqual([]);
    } finally {
      // The staff user is shared with the other tests, which read the console in English.
      const me = await api.request<User>('GET', '/auth/users/me/', undefined, token);
      await api.request('PATCH', `/api/accounts/${me.body.account.account_id}/`, { user: me.body.id, language: 'en' }, token);
    }
    expect(pageErrors).toEqual([]);
  });

  test(
    'finds no breaches on the account and the catalogue of a recipient whose pair shipped',
    { tag: '@every-width' },
    async ({ page, pageErrors }) => {
      const found: string[] = [];
      await signInWithToken(page, shipped.token, '/account');
      await expect(page.getByTestId('claim-status')).toHaveText('Shipped');
      found.push(...(await violations(page, 'account')));
      await page.goto('/');
      await expect(page.getByTestId('claim-status')).toHaveText('Shipped');
      found.push(...(await violations(page, 'on their way')));

      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  test('staff reach the waiting application from the dashboard and approve it with the keyboard alone', async ({ page }) => {
    await signInWithToken(page, await api.staffToken(), '/staff');
    await expect(page.getByTestId('applications-waiting-count')).not.toHaveText('0');

    await tabTo(page, page.getByRole('link', { name: /applications waiting/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Applications', exact: true })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: staffLabel(applicant), exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Application of ${staffLabel(applicant)}` })).toBeVisible();

    // Nothing is chosen at first; Space picks Approve, and the approval is confirmed in a dialog naming the person.
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect(decision.getByRole('radio', { name: /^Approve/ })).not.toBeChecked();
    await tabTo(page, decision.getByRole('radio', { name: /^Approve/ }));
    await page.keyboard.press('Space');
    await expect(decision.getByRole('radio', { name: /^Approve/ })).toBeChecked();
    await tabTo(page, decision.getByRole('button', { name: 'Send the decision' }));
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: 'Approve this application?' });
    await expect(confirm).toContainText(`Approve the application of ${staffLabel(applicant)}?`);
    await tabTo(page, confirm.getByRole('button', { name: 'Approve', exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('decided-status')).toHaveText(/^Approved/);
    // The keyboard stays where the work was: on the decision taken, not back at the page's start.
    await expect(decision.getByRole('heading', { name: 'Decision' })).toBeFocused();

    const me = await api.request<{ account: { donatee: { application_status: string } } }>(
      'GET',
      '/auth/users/me/',
      undefined,
      applicant.token,
    );
    expect(me.body.account.donatee.application_status).toBe('approved');
  });
});
