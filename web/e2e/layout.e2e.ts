/**
 * What only a browser shows of the layout: pages that scrolled sideways on a 360 px
 * phone, a chart whose labels shrank to a few pixels, headings and contrast axe refused, and
 * floating labels that fell over their field's border.
 */
import type { Page } from '@playwright/test';

import { apiRequest, createUser, signInWithToken, staffToken } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 360 px and on a desktop', { tag: '@every-width' }, () => {
  test("the staff catalogue, an item's page and the audit log do not scroll sideways", async ({ page, pageErrors }) => {
    await signInWithToken(page, await staffToken(), '/staff/catalogue');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(await sidewaysOverflow(page), 'catalogue').toBeLessThanOrEqual(0);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await page.waitForURL(/\/staff\/catalogue\/\d+/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sidewaysOverflow(page), 'catalogue item').toBeLessThanOrEqual(0);
    await page.goto('/staff/audit');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(await sidewaysOverflow(page), 'audit').toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  });

  test('/login has one h1 and passes axe, for sign-in and each sign-up step shown there', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(await violations(page, 'sign-in')).toEqual([]);
    await page.getByRole('button', { name: 'Need an Account?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get Started' })).toBeVisible();
    expect(await violations(page, 'get started')).toEqual([]);
  });

  test("the transparency chart labels each month's bar with its amount, in letters of at least 12 px", async ({ page }) => {
    // A gift of this test, so that the chart has a bar.
    const donor = await createUser('chart_reader');
    const given = await apiRequest(
      'POST',
      '/api/donation/',
      { amount: 12, date: new Date().toISOString().slice(0, 10), region: 2, donator: donor.user.account.donator.donator_id },
      donor.token,
    );
    expect(given.status).toBe(201);
    await page.goto('/transparency');
    const chart = page.getByRole('figure', { name: /Money confirmed by month/ });
    await expect(chart.getByTestId('chart-bar').first()).toBeVisible();
    const values = chart.getByTestId('chart-value');
    expect(await values.count()).toBe(await chart.getByTestId('chart-bar').count());
    await expect(values.last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const sizes = await chart.evaluate((figure) =>
      [...figure.querySelectorAll('li *')]
        .filter((element) => element.textContent?.trim() && element.children.length === 0)
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("the application's prescription figures keep their labels inside the field while empty", async ({ page }) => {
    const applicant = await createUser('label_reader');
    await signInWithToken(page, applicant.token, '/apply');
    const group = page.getByRole('group', { name: 'Your prescription' });
    for (const name of ['Right eye sphere (SPH)', 'Right eye cylinder (CYL)', 'Left eye sphere (SPH)', 'Left eye cylinder (CYL)']) {
      const input = group.getByLabel(name);
      await expect(input).toHaveValue('');
      const field = (await input.boundingBox())!;
      const label = (await group.locator('label', { hasText: name }).boundingBox())!;
      expect(label.y, name).toBeGreaterThanOrEqual(field.y);
      expect(label.y + label.height, name).toBeLessThanOrEqual(field.y + field.height);
      expect(label.x + label.width, name).toBeLessThanOrEqual(field.x + field.width);
    }
  });
});

test('/api/docs passes axe (contrast and controls)', async ({ page }) => {
  await page.goto('/api/docs');
  await page.locator('.opblock').first().waitFor();
  expect(await violations(page, '/api/docs')).toEqual([]);
});
