/**
 * The staff catalogue in Chromium against the real server: staff add an item with an image,
 * receive 20 units, a visitor finds it in the catalogue in stock, staff retire it (after the
 * confirmation) and the visitor no longer finds it. axe finds no breaches on the list, the form
 * and the item page, at the phone and the desktop width; and an item can be added with the
 * keyboard alone.
 */
import type { Glasses } from '@onepair/contract';
import type { Locator, Page } from '@playwright/test';

import { apiRequest, signInWithToken, staffToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { tinyPng } from './support/png';

/** Whether the element is the one the keyboard is on. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (at most `limit` times), and fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

test.describe('the staff catalogue', () => {
  // Two browsers, four axe runs and a dozen requests: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test(
    'staff add an item with an image and 20 units; a visitor sees it until it is retired',
    { tag: '@every-width' },
    async ({ page, browser, pageErrors }) => {
      const found: string[] = [];
      const name = uniqueName('Frame').replace(/_/g, ' ');
      await signInWithToken(page, await staffToken(), '/staff/catalogue');
      await expect(page.getByRole('table', { name: 'Items, newest first' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: 'Add an item' })).toBeVisible();
      found.push(...(await violations(page, 'catalogue list')));

      await page.getByRole('link', { name: 'Add an item' }).click();
      await expect(page.getByRole('heading', { name: 'Add an item' })).toBeVisible();
      found.push(...(await violations(page, 'new item form')));
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Colour').fill('Teal');
      await page.getByLabel('Frame width in mm').fill('52');
      await page.getByLabel(/^Image/).setInputFiles({ name: 'teal.png', mimeType: 'image/png', buffer: tinyPng(8) });
      await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
      await page.getByRole('button', { name: 'Add the item' }).click();

      await expect(page.getByRole('heading', { name })).toBeVisible();
      const image = page.locator('main img[src^="/media/"]').first();
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(8);
      await expect(page.getByTestId('item-stock')).toContainText('0');
      await expect(page.getByTestId('item-stock')).toContainText('Low stock');

      await page.getByLabel('Units received').fill('20');
      await page.getByLabel('Note (where they came from)').fill('Donated by the optician on Main St');
      await page.getByRole('button', { name: 'Record it' }).click();
      await expect(page.getByText('Recorded +20. Stock is now 20.')).toBeVisible();
      await expect(page.getByTestId('item-stock')).toHaveText('20');
      const ledger = page.getByRole('table', { name: 'Stock ledger, newest first' });
      await expect(ledger.getByRole('row', { name: /Donated by the optician on Main St/ })).toContainText('+20');
      found.push(...(await violations(page, 'item page')));

      const visitor = await browser.newPage();
      await visitor.goto('/');
      const card = visitor.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByText('In Stock')).toBeVisible();
      const listed = await apiRequest<Glasses[]>('GET', '/api/glasses/');
      expect(listed.body.find((item) => item.name === name)?.inventory).toBe(20);

      await page.getByRole('button', { name: 'Retire this item' }).click();
      const dialog = page.getByRole('dialog', { name: 'Retire this item?' });
      found.push(...(await violations(page, 'retire confirmation')));
      await dialog.getByRole('button', { name: 'Retire it' }).click();
      await expect(page.getByRole('button', { name: 'List it again' })).toBeVisible();
      await expect(page.getByText(/^Retired .*not shown to visitors/)).toBeVisible();

      await visitor.reload();
      await expect(visitor.getByTestId('glasses-card').first()).toBeVisible();
      await expect(visitor.getByRole('article', { name })).toHaveCount(0);
      await visitor.close();

      await page.goto('/staff/catalogue?state=retired');
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Retired');
      found.push(...(await violations(page, 'retired list')));

      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  test('an item can be added with the keyboard alone', async ({ page, pageErrors }) => {
    const name = uniqueName('Keyboard').replace(/_/g, ' ');
    await signInWithToken(page, await staffToken(), '/staff/catalogue');
    const add = page.getByRole('link', { name: 'Add an item' });
    await expect(add).toBeVisible({ timeout: 20_000 });
    await tabTo(page, add);
    await page.keyboard.press('Enter');

    const nameField = page.getByLabel('Name', { exact: true });
    await tabTo(page, nameField);
    await page.keyboard.type(name);
    await tabTo(page, page.getByLabel('Units in stock now'));
    await page.keyboard.type('3');
    const submit = page.getByRole('button', { name: 'Add the item' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('item-stock')).toContainText('3');
    expect(pageErrors).toEqual([]);

    // The other journeys share this server's catalogue and count its items: take this one out again.
    const token = await staffToken();
    const listed = await apiRequest<{ results: Array<Pick<Glasses, 'glasses_id' | 'name'>> }>(
      'GET',
      '/api/staff/glasses/?state=listed',
      undefined,
      token,
    );
    const item = listed.body.results.find((row) => row.name === name);
    expect(item, `${name} in the staff list`).toBeDefined();
    expect((await apiRequest('POST', `/api/staff/glasses/${item!.glasses_id}/retire/`, undefined, token)).status).toBe(200);
  });
});
