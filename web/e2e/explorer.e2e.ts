import type { Glasses } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { apiRequest, signInWithToken, staffToken } from './support/api';
import { expect, test } from './support/fixtures';

/** A CSS colour (Tailwind 4 writes oklch) as the [r, g, b] the screen shows. */
function rgbOf(page: Page, colour: string): Promise<number[]> {
  return page.evaluate((value) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, colour);
}

test.describe('the API explorer', () => {
  test('blocks an invalid JSON body and shows a 2xx in green for a staff call', async ({ page, pageErrors }) => {
    const token = await staffToken();
    await signInWithToken(page, token, '/routes');
    await page.getByRole('heading', { level: 1, name: 'API Explorer' }).waitFor();
    await page.getByText('Signed in as admin (staff).').waitFor();

    // Glasses group: Next wraps forward, Back wraps backward.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 2, name: 'Regions and statistics' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Authentication' }).waitFor();
    while ((await page.getByRole('heading', { level: 2 }).textContent()) !== 'Glasses') {
      await page.getByRole('button', { name: 'Next' }).click();
    }

    const create = page.getByRole('listitem', { name: 'POST /api/glasses/' });
    const body = create.getByLabel('Body (JSON) for POST /api/glasses/');
    const original = await body.inputValue();
    await body.fill('{"name": "Broken",');
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    const colour = await body.evaluate((element) => getComputedStyle(element).borderTopColor);
    const [red, grn, blue] = await rgbOf(page, colour);
    expect(red! - Math.max(grn!, blue!)).toBeGreaterThan(100); // a red border
    const send = create.getByRole('button', { name: /^Send/ });
    expect(await send.isDisabled()).toBe(true);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/glasses/')) posted = true;
    });
    await send.click({ force: true });
    expect(posted).toBe(false);

    await body.fill(original.replace('Sample Frame', 'Explorer Frame'));
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/glasses/'));
    await send.click();
    const status = create.getByTestId('response-status');
    await status.getByText('Status: 201').waitFor();
    const green = await status.evaluate((element) => getComputedStyle(element).color);
    const [r, g, b] = await rgbOf(page, green);
    expect(g! - Math.max(r!, b!)).toBeGreaterThan(40); // green text
    await create.getByTestId('response-body').getByText('Explorer Frame', { exact: false }).waitFor();

    // A by-id row with an edited id, answering 404 in red.
    const read = page.getByRole('listitem', { name: 'GET /api/glasses/{id}/' });
    await read.getByLabel('Id for GET /api/glasses/{id}/').fill('99999');
    await read.getByRole('button', { name: 'Send GET /api/glasses/99999/' }).click();
    await read.getByTestId('response-status').getByText('Status: 404').waitFor();
    expect(await read.getByTestId('response-status').getAttribute('data-ok')).toBe('false');
    expect(pageErrors).toEqual([]);

    // The other tests count the sample catalogue, so the new pair goes again.
    const { glasses_id } = (await (await created).json()) as Glasses;
    expect((await apiRequest('DELETE', `/api/glasses/${glasses_id}/`, undefined, token)).status).toBe(204);
  });
});
