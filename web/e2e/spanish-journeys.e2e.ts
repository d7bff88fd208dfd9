/**
 * The recipient’s and the donor’s whole journeys in Spanish, at 1280, 360 and 320 px, with axe: a visitor
 * chooses Español, signs up, and (recipient) applies with a prescription, claims a pair, follows
 * it once shipped and asks support a question, or (donor) gives by card and downloads the
 * receipt, in Spanish. Every locator reads the page's Spanish from the app's catalogues.
 */
import type { User } from '@onepair/contract';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { apiAt, apiRequest, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf';
import { before, chooseSpanish, englishLeftOn, spanishTexts } from './support/languages';
import { tinyPng } from './support/png';
import { examDate, shipClaim } from './support/recipients';
import { baseURL, fakeStripeURL, stripeURL } from './support/server';

const auth = spanishTexts('features/auth');
const form = spanishTexts('components/form');
const application = spanishTexts('components/application');
const account = spanishTexts('features/account');
const claiming = spanishTexts('features/glasses/claiming');
const claim = spanishTexts('components/claim');
const donate = spanishTexts('features/donate');

/** What the page shows in English or breaks under axe, named by the step. */
async function problems(page: Page, step: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.lang), step).toBe('es');
  return [...(await englishLeftOn(page)).map((run) => `${step}: English left: "${run}"`), ...(await violations(page, step))];
}

/** From the sign-in page in Spanish to the account type step, through the screens. */
async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: auth.welcomeBack }).waitFor();
  await page.getByRole('button', { name: auth.needAccount }).click();
  await page.getByLabel(auth.email!).fill(`${username}@example.org`);
  await page.getByLabel(auth.username!).fill(username);
  await page.getByLabel(auth.password!, { exact: true }).fill('Ver-Claramente-9');
  await page.getByRole('button', { name: auth.signUp, exact: true }).click();
  await page.getByRole('heading', { name: auth.chooseType }).waitFor();
}

test.describe('in Spanish', () => {
  test(
    'a recipient signs up, applies, claims a pair, follows it and asks support',
    { tag: ['@every-width', '@narrow'] },
    async ({ page, pageErrors }) => {
      test.setTimeout(120_000);
      await chooseSpanish(page);
      const found: string[] = [];
      const username = uniqueName('receptora');
      await signUp(page, username);
      found.push(...(await problems(page, 'account type')));

      await page.getByRole('button', { name: new RegExp(auth.receiver!) }).click();
      await page.getByRole('heading', { name: auth.moreInformationDonatee }).waitFor();
      await page.getByLabel(form.phoneNumber!).fill('555-010-4000');
      await page.getByLabel(form.firstName!, { exact: true }).fill('Rosa');
      await page.getByLabel(form.lastName!, { exact: true }).fill('Martínez');
      await page.getByLabel(form.address!, { exact: true }).fill('12 Calle Luz');
      await page.getByLabel(form.city!, { exact: true }).fill('El Paso');
      await page.getByLabel(form.state!, { exact: true }).fill('TX');
      await page.getByLabel(form.zipCode!, { exact: true }).fill('79901');
      found.push(...(await problems(page, 'contact step')));
      await page.getByRole('button', { name: auth.next, exact: true }).click();

      await page.getByRole('heading', { name: auth.donateeForm }).waitFor();
      await page.getByLabel(auth.monthlyIncome!).fill('900');
      await page.getByLabel(auth.householdIncome!).fill('1500');
      await page.getByLabel(auth.bankBalance!).fill('40');
      await page.getByLabel(auth.householdSize!).fill('3');
      await page.getByRole('group', { name: auth.dependentQuestion }).getByLabel(form.no!, { exact: true }).check();
      await page.getByLabel(application.sphereRight!).fill('-1.25');
      await page.getByLabel(application.sphereLeft!).fill('-1');
      await page.getByLabel(application.examDate!).fill(examDate());
      await page.getByLabel(auth.prescriptionUpload!).setInputFiles({ name: 'receta.png', mimeType: 'image/png', buffer: tinyPng() });
      found.push(...(await problems(page, 'application')));
      await page.getByRole('button', { name: auth.submit, exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/account');
      await page.getByRole('heading', { name: account.title }).waitFor();
      found.push(...(await problems(page, 'account after applying')));
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const me = await apiRequest<User>('GET', '/auth/users/me/', undefined, token);
      expect(me.body.account.language).toBe('es');

      // The application is approved at once on this server: the catalogue offers the claim.
      await page.goto('/');
      await page.getByRole('heading', { name: spanishTexts('features/glasses').title }).waitFor();
      await page.getByTestId('choose-your-pair').waitFor();
      found.push(...(await problems(page, 'catalogue')));
      await page
        .getByRole('button', { name: new RegExp(`^${spanishTexts('features/glasses').claim} `) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: claiming.confirmTitle });
      await dialog.waitFor();
      found.push(...(await problems(page, 'confirm selection')));
      await dialog.getByRole('button', { name: claiming.confirm, exact: true }).click();
      await page.getByRole('heading', { name: claiming.onTheirWay }).waitFor();
      found.push(...(await problems(page, 'on their way')));

      // Staff ship it; the recipient sees where it is, in Spanish.
      const claimed = await apiRequest<User>('GET', '/auth/users/me/', undefined, token);
      await shipClaim(apiAt(baseURL), claimed.body.account.donatee.claim!.id, 'USPS', '9400 1000 0000 0099');
      await page.reload();
      await expect(page.getByText(/9400 1000 0000 0099/).first()).toBeVisible();
      await expect(page.getByText(claim.statusShipped!, { exact: true }).first()).toBeVisible();
      found.push(...(await problems(page, 'shipped')));

      await page.getByRole('button', { name: claim.contactSupport }).click();
      const support = page.getByRole('dialog', { name: claim.contactSupport });
      await support.getByLabel(claim.messageLabel!).fill('¿Cuándo llegan mis lentes?');
      await support.getByRole('button', { name: claim.send, exact: true }).click();
      await expect(support.getByText('¿Cuándo llegan mis lentes?')).toBeVisible();
      found.push(...(await problems(page, 'support')));

      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  test.describe('a donor', () => {
    test.use({ baseURL: stripeURL });

    test('signs up, gives by card and downloads the receipt', { tag: ['@every-width', '@narrow'] }, async ({ page, pageErrors }) => {
      test.setTimeout(120_000);
      await chooseSpanish(page);
      const found: string[] = [];
      await signUp(page, uniqueName('donante'));
      await page.getByRole('button', { name: new RegExp(auth.giver!) }).click();
      await page.getByRole('heading', { name: auth.moreInformationDonator }).waitFor();
      await page.getByLabel(form.phoneNumber!).fill('555-010-5000');
      await page.getByLabel(form.address!, { exact: true }).fill('3 Calle Sol');
      await page.getByLabel(form.city!, { exact: true }).fill('Tucson');
      await page.getByLabel(form.state!, { exact: true }).fill('AZ');
      await page.getByLabel(form.zipCode!, { exact: true }).fill('85701');
      await page.getByRole('button', { name: auth.submit, exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/donate/form');
      await page.getByRole('heading', { name: donate.title }).waitFor();
      found.push(...(await problems(page, 'donation form')));
      await page.getByRole('button', { name: '$20' }).click();
      await page.getByLabel(donate.region!).selectOption({ label: donate.regionSouthwest! });
      await page.getByRole('button', { name: donate.continueToPayment, exact: true }).click();
      await page.waitForURL(`${fakeStripeURL}/checkout/**`);
      await page.getByRole('button', { name: 'Pay $20.00' }).click();

      await page.waitForURL('**/donate/thank-you?session_id=*');
      await expect(page.getByText(before(donate.confirmed))).toBeVisible();
      found.push(...(await problems(page, 'thank you')));
      await page.getByRole('link', { name: donate.continueToAccount }).click();
      await page.waitForURL('**/account');
      const receipts = page.getByRole('region', { name: account.receiptsTitle });
      const download = receipts.getByRole('button', { name: new RegExp(`^${before(account.downloadReceipt)}`) }).first();
      await download.waitFor();
      found.push(...(await problems(page, 'account with a receipt')));
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
      expect(text).toContain('Recibo de donación');
      expect(text).toContain('20.00');

      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
