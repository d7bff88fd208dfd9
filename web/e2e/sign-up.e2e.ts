import type { Glasses, User } from '@onepair/contract';

import { apiRequest, createUser, uniqueName } from './support/api';
import { expect, test } from './support/fixtures';
import { tinyPng } from './support/png';
import { submitSignUp } from './support/sign-up';

async function inventoryOf(glassesId: number): Promise<number> {
  const { body } = await apiRequest<Glasses>('GET', `/api/glasses/${glassesId}/`);
  return body.inventory;
}

test.describe('sign-up', () => {
  test('a donor signs up from the sign-in modal and lands on /donate/form', { tag: '@phone' }, async ({ page, pageErrors }) => {
    const username = uniqueName('giver');
    await page.goto('/');
    await page.getByRole('article', { name: 'Classic Wayfarer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Need an Account?' }).click();
    await dialog.getByRole('heading', { name: 'Get Started' }).waitFor();
    await dialog.getByLabel('Email').fill(`${username}@example.org`);
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Giving-Is-Good-7');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await dialog.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    await dialog.getByRole('heading', { name: 'Choose Your Account Type' }).waitFor();
    await dialog.getByRole('button', { name: /Be a Giver/ }).click();
    await dialog.getByRole('heading', { name: 'Some More Information for the Donator' }).waitFor();
    await dialog.getByRole('group', { name: 'Step 2 of 2' }).waitFor();
    await dialog.getByLabel('Phone Number').fill('555-010-2000');
    await dialog.getByLabel('Address').fill('1 Giving Way');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('State').fill('TX');
    await dialog.getByLabel('Zip Code').fill('73301');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/donate/form');
    await dialog.waitFor({ state: 'detached' });
    // A donator gets the Donate link and, signed in, the way to their account; the details were stored.
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Donate', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Account', exact: true }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await apiRequest<User>('GET', '/auth/users/me/', undefined, token!);
    expect(me.body.username).toBe(username);
    expect(me.body.account).toMatchObject({ phone_number: '555-010-2000', city: 'Austin', state: 'TX', zip_code: '73301' });
    expect(pageErrors).toEqual([]);
  });

  test('shows server errors next to the fields and keeps the input', async ({ page }) => {
    const existing = await createUser('taken');
    await submitSignUp(page, { email: 'someone@example.org', username: existing.username, password: 'password' });
    const username = page.getByLabel('Username');
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await username.inputValue()).toBe(existing.username);
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.org');
    await page.getByRole('heading', { name: 'Get Started' }).waitFor();
    await page.getByRole('button', { name: 'Already have an Account?' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  test('a recipient signs up with a prescription, claims a pair, and sees it is on its way after a reload', async ({
    page,
    context,
    pageErrors,
  }) => {
    const username = uniqueName('receiver');
    await submitSignUp(page, { email: `${username}@example.org`, username, password: 'Seeing-Clearly-9' });

    await page.getByRole('button', { name: /Be a Receiver/ }).click();
    await page.getByRole('heading', { name: 'Some More Information for the Donatee' }).waitFor();
    await page.getByRole('group', { name: 'Step 2 of 3' }).waitFor();
    await page.getByLabel('Phone Number').fill('555-010-3000');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Choose Your Account Type' }).waitFor();
    await page.getByRole('button', { name: /Be a Receiver/ }).click();
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('555-010-3000');
    // The names the pair is addressed to.
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Address').fill('2 Clear View Rd');
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('State').fill('CO');
    await page.getByLabel('Zip Code').fill('80014');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Donatee Form' }).waitFor();
    await page.getByRole('group', { name: 'Step 3 of 3' }).waitFor();
    await page.getByLabel('Monthly Income').fill('1200');
    await page.getByLabel('Household Income').fill('2500.5');
    await page.getByLabel('Current Bank Balance').fill('80');
    await page.getByLabel('People in your household').fill('2');
    await page.getByRole('group', { name: 'Are you a dependent?' }).getByLabel('No').check();
    // The prescription's figures: the right eye's strongest meridian is -4.5 (sphere -4, cylinder -0.5).
    await page.getByLabel('Right eye sphere (SPH)').fill('-4');
    await page.getByLabel('Right eye cylinder (CYL)').fill('-0.5');
    await page.getByLabel('Left eye sphere (SPH)').fill('-1.25');
    await page.getByLabel('Date of your eye exam').fill(new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Upload a picture of your prescription').setInputFiles({
      name: 'prescription.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'Account Overview' }).waitFor();
    await page.getByRole('heading', { name: 'Donatee Details' }).waitFor();
    expect(await page.getByTestId('donatee-Applied for Account').textContent()).toBe('Yes');
    expect(await page.getByTestId('donatee-Claimed').textContent()).toBe('No');
    expect(await page.getByTestId('donatee-Monthly Income').textContent()).toBe('$1,200.00');
    expect(await page.getByTestId('donatee-Avg Household Income').textContent()).toBe('$2,500.50');
    expect(await page.getByTestId('donatee-Current Bank Balance').textContent()).toBe('$80.00');
    expect(await page.getByTestId('donatee-Dependent').textContent()).toBe('No');
    // The prescription was really stored, and its owner can open it.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const me = await apiRequest<User>('GET', '/auth/users/me/', undefined, token);
    expect(me.body.account.donatee).toMatchObject({
      household_size: 2,
      prescription_sphere_right: -4,
      prescription_cylinder_right: -0.5,
      prescription_sphere_left: -1.25,
      prescription_cylinder_left: null,
    });
    const address = me.body.account.donatee.prescription;
    expect(address).toBeTruthy();
    const file = await fetch(new URL(address!, page.url()), { headers: { Authorization: `Token ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(tinyPng())).toBe(true);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'View prescription' }).click()]);
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.close();

    // A donatee gets the Account link and the donatee view of the catalogue.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Donate', exact: true }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const catEye = page.getByRole('article', { name: 'Cat Eye Chic' });
    await catEye.getByText('Popular – Running Low').waitFor();
    expect(await page.getByText('In Stock', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Needing Donation').count()).toBe(0);
    await catEye.getByRole('button', { name: 'Claim Cat Eye Chic' }).waitFor();
    // Classic Wayfarer (-4.5 to +4) reaches the right eye's -4.5; Cat Eye Chic (-4 to +3) does not.
    await page.getByRole('article', { name: 'Classic Wayfarer' }).getByText('Fits your prescription').waitFor();
    expect(await catEye.getByText('Fits your prescription').count()).toBe(0);
    const fitting = await page.getByText('Fits your prescription').count();
    const all = await page.getByTestId('glasses-card').count();
    const onlyFitting = page.getByRole('checkbox', { name: 'Show only frames that fit my prescription' });
    await onlyFitting.check();
    await expect(page.getByTestId('glasses-card')).toHaveCount(fitting);
    await onlyFitting.uncheck();
    await expect(page.getByTestId('glasses-card')).toHaveCount(all);

    // The confirm modal sits on a dimmed overlay that closes it when clicked.
    await catEye.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Selection' });
    await dialog.waitFor();
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await dialog.waitFor({ state: 'detached' });

    const before = await inventoryOf(9);
    await catEye.click();
    await dialog.getByRole('heading', { name: 'Cat Eye Chic' }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your Glasses Are on Their Way!' }).waitFor();
    await page.getByRole('button', { name: 'Contact Support' }).waitFor();
    await expect(page.getByTestId('delivery-address')).toHaveText(/2 Clear View Rd\s*Denver, CO 80014/);
    expect(await page.getByTestId('glasses-grid').count()).toBe(0);
    expect(await inventoryOf(9)).toBe(before - 1);
    const after = await apiRequest<User>('GET', '/auth/users/me/', undefined, token);
    expect(after.body.account.donatee).toMatchObject({ has_claimed: true, claimed_glasses: 9 });

    await page.reload();
    await page.getByRole('heading', { name: 'Your Glasses Are on Their Way!' }).waitFor();
    expect(await page.getByTestId('claimed-item').textContent()).toBe('Cat Eye Chic');
    expect(pageErrors).toEqual([]);
  });
});
