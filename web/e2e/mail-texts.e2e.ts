/**
 * Mail texts, in Chromium, against the server that leaves applications for staff: a recipient
 * chooses Spanish for our e-mails on the account page; staff change the Spanish text of a
 * decision mail at /staff/settings/mail (an unknown placeholder is refused, the preview follows
 * the typing); staff decide and the recipient's mail is the new Spanish text; staff go back to
 * the original. Each width changes a mail of its own, so the two runs never meet. Axe finds
 * nothing, at 360 px and on the desktop.
 */
import type { OutboxMessage } from '@onepair/contract';

import { apiAt, signInWithToken } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { spanishTexts } from './support/languages';
import { addShippingAddress, decideApplication, submitApplication } from './support/recipients';
import { manualReviewURL } from './support/server';

const api = apiAt(manualReviewURL);
test.use({ baseURL: manualReviewURL });

test(
  'staff change a Spanish decision mail, and a recipient who chose Spanish gets it',
  { tag: '@every-width' },
  async ({ page, pageErrors }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const mail = phone
      ? { label: 'Application approved', key: 'application_approved', decision: 'approve' as const }
      : { label: 'More information needed', key: 'application_info_requested', decision: 'request_info' as const };
    const recipient = await api.createUser('hablante');
    await addShippingAddress(api, recipient);
    await submitApplication(api, recipient);

    // The recipient chooses Spanish on the account page: the page turns to Spanish with it.
    await signInWithToken(page, recipient.token, '/account');
    const language = page.getByLabel('Language', { exact: true });
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'Español' });
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText(spanishTexts('features/account').saved!)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await violations(page, 'the account page with its language')).toEqual([]);

    // Staff change the Spanish text of the decision mail.
    const staff = await api.staffToken();
    await signInWithToken(page, staff, '/staff');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Mail texts' }).click();
    await page.getByRole('heading', { name: 'Mail texts', level: 1 }).waitFor();
    await page.getByLabel('Mail', { exact: true }).selectOption({ label: mail.label });
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: `${mail.label} · Español` })).toBeVisible();
    const subject = page.getByLabel('Subject');
    const marker = `Aviso ${testInfo.project.name}`;
    await subject.fill(`${marker} para {nombre}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^\{nombre\} is not a placeholder of this mail\./)).toBeVisible();
    await subject.fill(`${marker} para {recipient_name}`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(`${marker} para Samuel Rivera`);
    await expect(preview).toContainText('Mensaje de nuestro equipo:');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. The next mails use this text.');
    await expect(page.getByText(/Changed on /)).toBeVisible();
    expect(await violations(page, 'the mail texts page')).toEqual([]);

    // Staff decide; the recipient's mail is the new Spanish text, with the decision's message.
    await decideApplication(api, recipient, mail.decision, 'Gracias por esperar.');
    const outbox = await api.request<{ results: OutboxMessage[] }>('GET', '/api/staff/outbox/?limit=100', undefined, staff);
    const sent = outbox.body.results.find((message) => message.to === recipient.email)!;
    expect(sent.subject).toBe(`${marker} para Jordan Lee`);
    expect(sent.body).toContain('Hola, Jordan Lee:');
    expect(sent.body).toContain('Mensaje de nuestro equipo:\nGracias por esperar.');

    // And back to the original text, after asking.
    await page.getByRole('button', { name: 'Go back to the original text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Go back to the original text?' });
    await dialog.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect(page.getByText('This mail uses the original text again.')).toBeVisible();
    await expect(subject).not.toHaveValue(new RegExp(marker));
    await expect(page.getByText('This is the text OnePair comes with.')).toBeVisible();
    expect(pageErrors).toEqual([]);
  },
);
