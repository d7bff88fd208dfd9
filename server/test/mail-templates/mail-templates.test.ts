/**
 * Mail texts staff edit: every kind of mail in both languages, checked on save (an unknown or
 * missing placeholder, an empty or two-line subject is a 400 naming the field, nothing stored),
 * audited, and used by the mails themselves in the language of the person they are for; going
 * back to the default. And each person's language: `account.language`, `en` until changed.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_TEXTS, LANGUAGES, MAIL_TEMPLATE_KEYS, MAIL_TEMPLATE_MESSAGES, MAIL_BODY_MAX_LENGTH } from '@onepair/contract';
import { requestsTo, rowCount, signUpAndLogIn, signUpDonor, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';

let t: TestApp;
let staff: SignedInUser;
let user: SignedInUser;
useTestApp((fixture) => ({ t, staff, user } = fixture), { config: { applicationReview: 'manual' } });
const { call, ok } = requestsTo(() => t.app);

const url = (template: string, language: string) => `/api/staff/mail-templates/${template}/${language}/`;
const lastMailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body']).where('to', '=', address).orderBy('id', 'desc').executeTakeFirst();
const auditOf = (action: string) =>
  t.db.kysely
    .selectFrom('audit_log')
    .select(['target_type', 'target_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

async function speaking(who: SignedInUser, language: string) {
  await ok('PATCH', `/api/accounts/${who.accountId}/`, who, { language });
  return who;
}

async function decide(who: SignedInUser, decision: string, message?: string) {
  await ok('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, { decision, ...(message && { message }) });
  return lastMailTo(`${who.username}@example.org`);
}

describe('GET /api/staff/mail-templates/', () => {
  it('lists every kind of mail in every language, each with its default text', async () => {
    const { results } = await ok('GET', '/api/staff/mail-templates/', staff);
    expect(results).toHaveLength(MAIL_TEMPLATE_KEYS.length * LANGUAGES.length);
    const receiptEs = results.find((row: { template: string; language: string }) => row.template === 'receipt' && row.language === 'es');
    expect(receiptEs).toEqual({
      template: 'receipt',
      language: 'es',
      ...DEFAULT_MAIL_TEXTS.es.receipt,
      is_default: true,
      updated_at: null,
    });
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/staff/mail-templates/')).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/mail-templates/', user)).statusCode).toBe(403);
    expect((await call('PUT', url('receipt', 'en'), user, DEFAULT_MAIL_TEXTS.en.receipt)).statusCode).toBe(403);
    expect((await call('DELETE', url('receipt', 'en'), user)).statusCode).toBe(403);
    expect(await rowCount(t, 'mail_templates')).toBe(0);
  });
});

describe('PUT /api/staff/mail-templates/{template}/{language}/', () => {
  it.each([
    [
      'an unknown placeholder in the body',
      { subject: 'Hi', body: 'Hello {donor_nam}, {receipt_details}' },
      'body',
      MAIL_TEMPLATE_MESSAGES.unknownPlaceholder('donor_nam', [
        'donor_name',
        'organisation',
        'receipt_number',
        'amount',
        'donation_date',
        'receipt_details',
      ]),
    ],
    ['an unknown placeholder in the subject', { subject: 'Receipt {tracking_number}', body: '{receipt_details}' }, 'subject', undefined],
    [
      'a body without the receipt itself',
      { subject: 'Your receipt', body: 'Thank you, {donor_name}.' },
      'body',
      MAIL_TEMPLATE_MESSAGES.requiredPlaceholder('receipt_details'),
    ],
    [
      'the receipt itself in the subject',
      { subject: 'Receipt {receipt_details}', body: '{receipt_details}' },
      'subject',
      MAIL_TEMPLATE_MESSAGES.bodyOnlyPlaceholder('receipt_details'),
    ],
    ['an empty subject', { subject: '  ', body: '{receipt_details}' }, 'subject', MAIL_TEMPLATE_MESSAGES.subjectRequired],
    [
      'a subject of two lines',
      { subject: 'Your receipt\nBcc: someone@example.org', body: '{receipt_details}' },
      'subject',
      MAIL_TEMPLATE_MESSAGES.subjectOneLine,
    ],
    ['an empty body', { subject: 'Your receipt', body: '\n' }, 'body', MAIL_TEMPLATE_MESSAGES.bodyRequired],
    ['a body over the limit', { subject: 'Your receipt', body: `{receipt_details}${'x'.repeat(MAIL_BODY_MAX_LENGTH)}` }, 'body', undefined],
    ['a NUL character', { subject: 'Your\u0000receipt', body: '{receipt_details}' }, 'subject', undefined],
    // As for every write, a field the API does not know is refused for the whole request.
    ['a field it does not know', { subject: 'Your receipt', body: '{receipt_details}', html: '<b>' }, 'non_field_errors', undefined],
  ])('refuses %s, naming the field, and stores nothing', async (_, text, field, message) => {
    const response = await call('PUT', url('receipt', 'en'), staff, text);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    if (message) expect(response.json()[field]).toEqual([message]);
    expect(await rowCount(t, 'mail_templates')).toBe(0);
    expect(await auditOf('mail_template.change')).toEqual([]);
  });

  it('refuses a kind of mail or a language it does not have', async () => {
    const wrongKind = await call('PUT', url('newsletter', 'en'), staff, DEFAULT_MAIL_TEXTS.en.receipt);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.body).toContain('template');
    const wrongLanguage = await call('PUT', url('receipt', 'fr'), staff, DEFAULT_MAIL_TEXTS.en.receipt);
    expect(wrongLanguage.statusCode).toBe(400);
    expect(wrongLanguage.body).toContain('language');
  });

  it("stores staff's text, audited, and the decision mail is written with it until staff go back to the default", async () => {
    const text = {
      subject: 'Good news, {recipient_name}!',
      body: 'Dear {recipient_name},\n\nYou are approved.\n\n{team_message}\n\nThe OnePair team',
    };
    const saved = await ok('PUT', url('application_approved', 'en'), staff, text);
    expect(saved).toMatchObject({ template: 'application_approved', language: 'en', ...text, is_default: false });
    expect(Date.parse(saved.updated_at)).not.toBeNaN();
    const [entry] = await auditOf('mail_template.change');
    expect(entry).toMatchObject({ target_type: 'mail_template', target_id: 'application_approved/en' });
    expect(JSON.parse(String(entry!.before))).toEqual(DEFAULT_MAIL_TEXTS.en.application_approved);
    expect(JSON.parse(String(entry!.after))).toEqual(text);

    const first = await recipient(t.app, 'approved-custom');
    // Staff's message keeps its own blank lines.
    const mail = await decide(first, 'approve', 'Welcome aboard.\n\n\nSee you soon.');
    expect(mail).toEqual({
      subject: 'Good news, Rosa Parkes!',
      body: 'Dear Rosa Parkes,\n\nYou are approved.\n\nMessage from our team:\nWelcome aboard.\n\n\nSee you soon.\n\nThe OnePair team',
    });
    // Without a message, the blank lines the empty placeholder leaves are closed up.
    expect((await decide(await recipient(t.app, 'approved-plain'), 'approve'))!.body).toBe(
      'Dear Rosa Parkes,\n\nYou are approved.\n\nThe OnePair team',
    );

    const reset = await ok('DELETE', url('application_approved', 'en'), staff);
    expect(reset).toMatchObject({ ...DEFAULT_MAIL_TEXTS.en.application_approved, is_default: true, updated_at: null });
    expect(await auditOf('mail_template.reset')).toHaveLength(1);
    expect((await decide(await recipient(t.app, 'approved-default'), 'approve'))!.subject).toBe('Your OnePair application is approved');
    // Going back twice changes nothing more and logs nothing more.
    await ok('DELETE', url('application_approved', 'en'), staff);
    expect(await auditOf('mail_template.reset')).toHaveLength(1);
  });

  it('keeps one text when staff save the same mail at once, and a value that looks like a placeholder is not filled', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => ({
      subject: `Shipped ${i}`,
      body: `Hi {recipient_name}, it went with {carrier}: {tracking_number} (${i})`,
    }));
    const responses = await Promise.all(texts.map((text) => call('PUT', url('claim_shipped', 'en'), staff, text)));
    expect(responses.map((response) => response.statusCode)).toEqual(texts.map(() => 200));
    const rows = await t.db.kysely.selectFrom('mail_templates').selectAll().where('template', '=', 'claim_shipped').execute();
    expect(rows).toHaveLength(1);
    expect(texts.map((text) => text.subject)).toContain(rows[0]!.subject);

    const who = await recipient(t.app, 'shipped-custom');
    await decide(who, 'approve');
    const claim = await ok('POST', '/api/claims/', who, { glasses_id: await newGlasses(t, 3) });
    await ok('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: '{organisation}', tracking_number: '1Z999' });
    const mail = await lastMailTo(`${who.username}@example.org`);
    expect(mail!.body).toMatch(/^Hi Rosa Parkes, it went with \{organisation\}: 1Z999 \(\d+\)$/);
    await ok('DELETE', url('claim_shipped', 'en'), staff);
  });
});

describe('the language of a person', () => {
  it('is English until they choose, and only English or Spanish', async () => {
    const who = await signUpAndLogIn(t.app, 'speaker');
    expect((await ok('GET', '/auth/users/me/', who)).account.language).toBe('en');
    const wrong = await call('PATCH', `/api/accounts/${who.accountId}/`, who, { language: 'fr' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['language']);
    expect((await call('PATCH', `/api/accounts/${who.accountId}/`, user, { language: 'es' })).statusCode).toBe(403);
    await speaking(who, 'es');
    expect((await ok('GET', '/auth/users/me/', who)).account.language).toBe('es');
  });

  it("is the sign-up page's language from the start, when the sign-up sends one", async () => {
    const signUp = (username: string, language?: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/users/',
        payload: {
          username,
          email: `${username}@example.org`,
          password: 'correct horse battery',
          ...(language === undefined ? {} : { language }),
        },
      });
    const spanish = await signUp('desde_es', 'es');
    expect(spanish.statusCode).toBe(201);
    // The reply is the spec's, unchanged: no language in it.
    expect(Object.keys(spanish.json()).sort()).toEqual(['email', 'id', 'username']);
    const language = async (userId: number) =>
      (await t.db.kysely.selectFrom('accounts').select('language').where('user_id', '=', userId).executeTakeFirstOrThrow()).language;
    expect(await language(spanish.json<{ id: number }>().id)).toBe('es');
    expect(await language((await signUp('sin_idioma')).json<{ id: number }>().id)).toBe('en');
    const wrong = await signUp('en_frances', 'fr');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['language']);
    expect(await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'en_frances').executeTakeFirst()).toBeUndefined();
  });

  it("writes decisions and the shipping notice in the recipient's language, with staff's Spanish text when there is one", async () => {
    const who = await speaking(await recipient(t.app, 'hablante'), 'es');
    const mail = await decide(who, 'request_info', 'Envíe su receta, por favor.');
    expect(mail!.subject).toBe(DEFAULT_MAIL_TEXTS.es.application_info_requested.subject);
    expect(mail!.body).toContain('Hola, Rosa Parkes:');
    expect(mail!.body).toContain('Mensaje de nuestro equipo:\nEnvíe su receta, por favor.');

    await ok('PUT', url('application_approved', 'es'), staff, { subject: '¡Aprobada, {recipient_name}!', body: 'Hola.\n{team_message}' });
    await ok('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_applied_for_account: true, monthly_income: 800 });
    expect((await decide(who, 'approve'))!.subject).toBe('¡Aprobada, Rosa Parkes!');
    // An English speaker still gets the English default.
    expect((await decide(await recipient(t.app, 'speaker-en'), 'approve'))!.subject).toBe('Your OnePair application is approved');
    await ok('DELETE', url('application_approved', 'es'), staff);

    const claim = await ok('POST', '/api/claims/', who, { glasses_id: await newGlasses(t, 2) });
    await ok('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: 'USPS', tracking_number: '9400' });
    const shipped = await lastMailTo(`${who.username}@example.org`);
    expect(shipped!.subject).toBe('Sus lentes ya van en camino');
    expect(shipped!.body).toContain('Sus lentes gratis van en camino con USPS.\nNúmero de seguimiento: 9400');
  });

  it("writes the receipt and the tribute notice in the donor's language; an anonymous donor is Alguien", async () => {
    const donor = await speaking(await signUpDonor(t, 'donante'), 'es');
    await ok('PATCH', `/api/donators/${donor.donatorId}/`, donor, { is_anonymous: true });
    const gift = await ok('POST', '/api/staff/donations/', staff, {
      donor: donor.id,
      amount: 40,
      method: 'check',
      tribute: { kind: 'memory', name: 'Rosa López', notify_email: 'familia@example.org' },
    });
    const receipt = await lastMailTo(`${donor.username}@example.org`);
    expect(receipt!.subject).toMatch(/^Su recibo N\.º \d+ de OnePair$/);
    expect(receipt!.body).toContain('Monto: $40.00');
    expect(receipt!.body).toContain('Donación: en memoria de Rosa López');
    expect(receipt!.body).toContain('No se dio ningún bien ni servicio a cambio de esta donación.');
    const notice = await lastMailTo('familia@example.org');
    expect(notice!.subject).toBe('Una donación en memoria de Rosa López');
    expect(notice!.body).toContain('Alguien hizo una donación a OnePair en memoria de Rosa López.');
    expect(notice!.body).not.toContain('40');
    expect(gift.tribute).toBe('In memory of Rosa López');
  });
});
