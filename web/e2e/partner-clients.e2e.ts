/**
 * A caseworker applies for a client, in Chromium, against the server that leaves applications
 * waiting for staff (its catalogue may grow, the main server's sample catalogue stays as seeded):
 * their clinic approved, they add a client with a photo of the prescription (a refused submit
 * keeps what was typed), staff see the clinic on the application and approve it, the caseworker
 * chooses a frame that fits and ships it to the clinic, staff ship it from the claims list
 * narrowed to the clinic, and the caseworker marks it delivered and downloads the outcomes. Axe
 * finds nothing, at 360 px and on the desktop.
 */
import type { Glasses, PartnerCreated } from '@onepair/contract';

import { apiAt, signInWithToken, uniqueName } from './support/api';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { tinyPng } from './support/png';
import { manualReviewURL } from './support/server';

const { request: apiRequest, createUser, staffToken } = apiAt(manualReviewURL);
test.use({ baseURL: manualReviewURL });

test(
  'a caseworker adds a client, claims a pair shipped to the clinic, and sees it delivered',
  { tag: '@every-width' },
  async ({ page, pageErrors }) => {
    const staff = await staffToken();
    const caseworker = await createUser('caseworker');
    const clinic = uniqueName('Eastside Clinic');
    const made = await apiRequest<PartnerCreated>(
      'POST',
      '/api/partners/',
      { name: clinic, kind: 'clinic', address: '12 Oak St', city: 'Fresno', state: 'CA', zip_code: '93701', phone: '559-555-0134' },
      caseworker.token,
    );
    expect(made.status).toBe(201);
    expect((await apiRequest('POST', `/api/staff/partners/${made.body.partner_id}/decision/`, { decision: 'approve' }, staff)).status).toBe(
      200,
    );
    const frameName = uniqueName('Clinic Frame');
    const frame = await apiRequest<Glasses>(
      'POST',
      '/api/glasses/',
      { name: frameName, inventory: 3, prescription_range_lower: -4, prescription_range_upper: 0, color: 'Black' },
      staff,
    );
    expect(frame.status).toBe(201);
    const client = uniqueName('Maria');

    // The caseworker adds the client.
    await signInWithToken(page, caseworker.token, '/partner');
    const card = page.getByRole('region', { name: clinic });
    await expect(card.getByText('No clients yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Add a client' }).click();
    const form = card.getByRole('form', { name: 'A new client' });
    await form.getByLabel('First name').fill(client);
    await form.getByLabel('Last name').fill('Lopez');
    await form.getByLabel(/^Address/).fill('4 Elm Rd');
    await form.getByLabel('City').fill('Fresno');
    await form.getByLabel('State').fill('CA');
    await form.getByLabel('Zip Code').fill('93702');
    await form.getByLabel('People in the household').fill('3');
    await form.getByLabel('Monthly income of the household, in dollars').fill('1450');
    await form
      .getByRole('group', { name: /Is the client a dependent/ })
      .getByLabel('No')
      .check();
    await form.getByRole('button', { name: 'Add the client' }).click();
    await expect(form.getByText('Ask the client first, then tick this box.')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue(client);
    expect(await violations(page, 'the add-client form, refused')).toEqual([]);
    await form.getByLabel('Right eye sphere (SPH)').fill('-1.25');
    await form.getByLabel('Left eye sphere (SPH)').fill('-1.5');
    await form
      .getByLabel('Photo or PDF of the prescription')
      .setInputFiles({ name: 'receta.png', mimeType: 'image/png', buffer: tinyPng() });
    await form.getByLabel(/The client agreed/).check();
    await form.getByRole('button', { name: 'Add the client' }).click();
    await expect(page.getByText(`${client} Lopez is added. Our team will review the application.`)).toBeFocused();
    const item = card.getByRole('listitem').filter({ hasText: `${client} Lopez` });

    // Staff see the clinic on the application and approve it.
    const clients = await apiRequest<{ results: { donatee_id: number }[] }>(
      'GET',
      `/api/partners/${made.body.partner_id}/clients/`,
      undefined,
      caseworker.token,
    );
    await signInWithToken(page, staff, `/staff/applications/${clients.body.results[0]!.donatee_id}`);
    await expect(page.getByRole('heading', { name: `Application of ${client} Lopez`, level: 1 })).toBeVisible();
    await expect(page.getByText(`${clinic} (Clinic)`)).toBeVisible();
    const decision = page.getByRole('region', { name: 'Decision' });
    await decision.getByRole('radio', { name: /^Approve/ }).check();
    await decision.getByRole('button', { name: 'Send the decision' }).click();
    await page.getByRole('dialog', { name: 'Approve this application?' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByTestId('decided-status')).toHaveText(/^Approved/);

    // The caseworker chooses the frame that fits, shipped to the clinic.
    await signInWithToken(page, caseworker.token, '/partner');
    await expect(item).toContainText('Approved: choose a pair');
    await item.getByRole('button', { name: `Choose a pair for ${client} Lopez` }).click();
    const chooser = item.getByRole('region', { name: `A pair for ${client} Lopez` });
    const choice = chooser.getByRole('radio', { name: new RegExp(frameName) });
    await expect(choice).toHaveAccessibleName(/Fits the prescription/);
    await choice.check();
    await chooser.getByRole('radio', { name: 'To your organisation: 12 Oak St, Fresno, CA 93701' }).check();
    expect(await violations(page, 'choosing a pair for a client')).toEqual([]);
    await chooser.getByRole('button', { name: 'Claim this pair' }).click();
    await expect(
      page.getByText(new RegExp(`^You claimed ${frameName} for ${client} Lopez\\. The confirmation number is \\d+\\.$`)),
    ).toBeFocused();
    await expect(item).toContainText('Pair being prepared');
    await expect(item).toContainText('your organisation');

    // Staff narrow the claims to the clinic and ship it there.
    await signInWithToken(page, staff, '/staff/claims');
    await page
      .getByRole('link', { name: `Client of ${clinic}: show only its clients` })
      .first()
      .click();
    await expect(page.getByText(`Only the clients of ${clinic}.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`${client} Lopez`) });
    await expect(row).toContainText(`c/o ${clinic}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Ship the claim of ${client} Lopez` }).click();
    const ship = page.getByRole('region', { name: 'Mark shipped (1)' });
    await ship.getByLabel('Carrier').fill('USPS');
    await ship.getByLabel('Tracking number').fill('9400 2222');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(row).toHaveCount(0);

    // The caseworker sees it on its way, marks it delivered, and downloads the outcomes.
    await signInWithToken(page, caseworker.token, '/partner');
    await expect(item).toContainText('TrackingUSPS 9400 2222');
    await item.getByRole('button', { name: `The pair arrived: ${client} Lopez` }).click();
    await expect(page.getByText(`The pair for ${client} Lopez is marked as delivered.`)).toBeFocused();
    await expect(item).toContainText('Delivered');
    expect(await violations(page, 'the partner page with a delivered client')).toEqual([]);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download the outcomes (CSV)' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\n')[0]).toBe(
      'client_id,first_name,last_name,city,state,zip_code,household_size,added_at,application_status,submitted_at,decided_at,claim_status,frame,ship_to,claimed_at,shipped_at,delivered_at',
    );
    expect(text).toContain(`${client},Lopez,Fresno,CA,93702,3,`);
    expect(text).toContain(`,delivered,${frameName},partner,`);
    expect(pageErrors).toEqual([]);
  },
);
