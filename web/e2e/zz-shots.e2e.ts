import { it } from 'vitest';
import { createUser, signInWithToken } from './support/api';
import { launchBrowser, newPage } from './support/browser';

it('shots', async () => {
  const browser = await launchBrowser();
  const donor = await createUser('shot');
  for (const width of [360, 1280]) {
    const { page, context } = await newPage(browser, { width, height: 900 });
    await signInWithToken(page, donor.token, '/map');
    await page.getByTestId('donations-chart').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shot-map-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Southwest region', exact: true }).click();
    await page.getByRole('heading', { name: 'Top Donations' }).waitFor();
    await page.screenshot({ path: `/tmp/shot-map-top-${width}.png`, fullPage: true });
    await page.goto('/donate/form');
    await page.getByLabel('Name on Card').fill('A');
    await page.getByLabel('Email').fill('a@b.co');
    await page.getByLabel('Card Number').fill('1');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: '$20' }).click();
    await page.screenshot({ path: `/tmp/shot-donate-${width}.png`, fullPage: true });
    await page.goto('/routes');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('listitem', { name: 'GET /api/users/' }).getByRole('button', { name: /^Send/ }).click();
    await page.getByTestId('response-status').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-explorer-${width}.png`, fullPage: false });
    await page.goto('/about');
    await page.screenshot({ path: `/tmp/shot-about-${width}.png`, fullPage: true });
    await page.goto('/about/team/sample-bea');
    await page.screenshot({ path: `/tmp/shot-member-${width}.png`, fullPage: true });
    await page.goto('/confirmation');
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shot-confirm-${width}.png`, fullPage: true });
    await page.goto('/glasses/9');
    await page.getByRole('link', { name: 'Check Out This Pair' }).click();
    await page.screenshot({ path: `/tmp/shot-cart-${width}.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
});
