import { MESSAGES } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { expect, test } from './support/fixtures';

async function mapTotal(page: Page): Promise<string> {
  const total = page.getByTestId('map-total');
  await expect.poll(async () => (await total.textContent())?.startsWith('$')).toBe(true);
  return (await total.textContent()) ?? '';
}

function dollars(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function passCardStep(page: Page) {
  await page.getByLabel('Name on Card').fill('Test Donor');
  await page.getByLabel('Email').fill('donor@example.org');
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Amount and Region' }).waitFor();
}

test.describe('a donor', () => {
  test('donates $20 to the Southwest and sees it on the account page and on the map, without reloading', async ({ page, pageErrors }) => {
    const donor = await createUser('giver');
    // An earlier $10 gift to the Southwest, so that with today's $20 this donor is among its top 3
    // (recorded by staff: a donor's own gift is dated today).
    const earlier = await apiRequest(
      'POST',
      '/api/donation/',
      { amount: 10, date: '2024-01-15', region: 2, donator: donor.user.account.donator.donator_id },
      await staffToken(),
    );
    expect(earlier.status).toBe(201);
    // Named on the map by their choice: a donor who chose no public name is shown as Anonymous.
    const named = await apiRequest(
      'PATCH',
      `/api/donators/${donor.user.account.donator.donator_id}/`,
      { public_name: donor.username },
      donor.token,
    );
    expect(named.status).toBe(200);

    await signInWithToken(page, donor.token, '/map');
    const before = dollars(await mapTotal(page));

    // Through the top bar to the donation flow.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Donate' }).click();
    await page.waitForURL('**/donate/form');
    await passCardStep(page);
    await page.getByRole('button', { name: '$20' }).click();
    await page.getByLabel('Region').selectOption({ label: 'Southwest' });
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank You' }).waitFor();

    await page.getByRole('button', { name: 'Continue to Account' }).click();
    await page.waitForURL('**/account');
    const newest = page.getByTestId('donation').first();
    await newest.getByText('$20.00').waitFor();
    await newest.getByText('Region: Southwest').waitFor();
    await page.getByTestId('total-donated').getByText('$30.00').waitFor();

    // The map (reached by clicking, so no reload) shows the new total and the donor in the Southwest.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
    await page.waitForURL('**/map');
    await expect.poll(async () => dollars(await mapTotal(page))).toBeCloseTo(before + 20, 2);
    await page.getByRole('button', { name: 'Southwest region', exact: true }).click();
    await page.locator('.leaflet-popup-content', { hasText: 'Southwest' }).waitFor();
    await page.getByRole('heading', { name: 'Top Donations' }).waitFor();
    const row = page.getByTestId('top-donor').filter({ hasText: donor.username });
    await row.getByText('$30.00').waitFor();
    expect(await page.getByTestId('top-donor').count()).toBeLessThanOrEqual(3);

    // Closing the popup brings the chart back.
    await page.locator('.leaflet-popup-close-button').click();
    await page.getByRole('table', { name: 'Total donated per region' }).waitFor({ state: 'attached' });
    expect(pageErrors).toEqual([]);
  });

  test('sees the validation messages and cannot skip the card step', { tag: '@phone' }, async ({ page }) => {
    const donor = await createUser('checker');
    await signInWithToken(page, donor.token, '/donate/form');
    await page.getByRole('heading', { name: 'Card Details' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // The browser keeps the empty required fields on this step.
    expect(await page.getByLabel('Name on Card').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.getByRole('heading', { name: 'Card Details' }).waitFor();

    await passCardStep(page);
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByText(MESSAGES.invalidDonationAmount).waitFor();
    await page.getByLabel('Custom Amount ($)').fill('0');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByText(MESSAGES.invalidDonationAmount).waitFor();

    // A server failure keeps the donor on this step, with the message for a failed donation.
    await page.route('**/api/donation/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
    );
    await page.getByRole('button', { name: '$50' }).click();
    expect(await page.getByRole('button', { name: '$50' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.getByText(MESSAGES.donationFailed).waitFor();
    await page.getByRole('heading', { name: 'Amount and Region' }).waitFor();
    // Nothing scrolls sideways on a 360 px phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('is shown the sign-in screen on /donate/form as a visitor, and signing in there continues to the form', async ({ page }) => {
    const donor = await createUser('returning_donor');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Glasses Catalogue' }).waitFor();
    await page.goto('/donate/form');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Username').fill(donor.username);
    await page.getByLabel('Password', { exact: true }).fill(donor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Card Details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/donate/form');
    // The sign-in screen stood in for the form: Back leaves the form, it does not show it again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('the map page', () => {
  test('works with the tiles unreachable and loads Leaflet only when visited', { tag: '@phone' }, async ({ page, pageErrors }) => {
    // Chunks are named by their hash alone, so Leaflet is told by its code: its attribution
    // links to leafletjs.com.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const leafletLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes('leafletjs.com'));
    await page.goto('/');
    await page.getByTestId('glasses-card').first().waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(await leafletLoaded()).toBe(false);

    await page.goto('/map');
    await page.getByRole('heading', { level: 1, name: 'Donations by Region' }).waitFor();
    await mapTotal(page);
    // Leaflet comes once the placeholder's tiles are done (here: failed), then its markers.
    for (const name of ['West', 'Southwest', 'Midwest', 'Southeast', 'Northeast']) {
      const marker = page.getByRole('button', { name: `${name} region`, exact: true });
      const box = await marker.boundingBox();
      expect(box?.width).toBe(25);
      expect(box?.height).toBe(41);
    }
    expect(await leafletLoaded()).toBe(true);
    await page.locator('.leaflet-control-attribution', { hasText: 'OpenStreetMap' }).waitFor();
    const mapBox = await page.locator('.leaflet-container').boundingBox();
    expect(mapBox?.height).toBe(500);
    await page.getByTestId('donations-chart').waitFor();
    // The tile server of this run answers 404: the page says so and keeps working.
    await page.getByText('The map pictures could not be loaded', { exact: false }).waitFor();
    // ... and draws the country's outline behind the markers instead.
    await page.locator('path.us-outline').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Keyboard: the region list picks a region too.
    await page
      .getByRole('navigation', { name: 'Regions' })
      .getByRole('button', { name: /^Midwest/ })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Top Donations' }).waitFor();
    await page.getByText('Midwest', { exact: true }).first().waitFor();
    // Keyboard: a marker takes the focus and Enter opens its popup.
    await page.getByRole('button', { name: 'Southeast region', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.leaflet-popup-content', { hasText: 'Southeast' }).waitFor();
    await page.getByRole('region', { name: 'Summary' }).getByText('Southeast', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
