/**
 * Partner organisations: a signed-in user registers one (pending, one at a time) and is its
 * first member; staff approve, turn it down or suspend it, each decision mailed to the members
 * in their language and audited; members invite colleagues by e-mail, a new address getting a
 * link to choose a password. Two organisations never see each other; bad input, floods and
 * races store nothing half-way.
 */
import { describe, expect, it } from 'vitest';
import { PARTNER_INVITES_PER_HOUR, PARTNER_MESSAGES, VALIDATION_MESSAGES } from '@onepair/contract';
import { PASSWORD_LINK_PLACEHOLDER } from '../../src/outbox/service.js';
import { requestsTo, rowCount, signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));
const { call, ok } = requestsTo(() => t.app);

const CLINIC = {
  name: ' Valley Eye Clinic ',
  kind: 'clinic',
  address: '12 Oak St',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93701',
  phone: '(559) 555-0134',
  website: 'https://valley-eye.example.org',
};

async function registered(prefix = 'caseworker', details: object = CLINIC) {
  const owner = await signUpAndLogIn(t.app, prefix);
  const made = await ok('POST', '/api/partners/', owner, details);
  return { owner, partnerId: made.partner_id as number };
}

const mailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body', 'user_id']).where('to', '=', address).orderBy('id').execute();
const decide = (partnerId: number, body: object) => call('POST', `/api/staff/partners/${partnerId}/decision/`, staff, body);

describe('POST /api/partners/', () => {
  it('registers the organisation, pending, with the caller as its only member', async () => {
    const owner = await signUpAndLogIn(t.app, 'registers');
    const response = await call('POST', '/api/partners/', owner, CLINIC);
    expect(response.statusCode).toBe(201);
    const { partner_id } = response.json();
    expect(response.json()).toEqual({ partner_id, status: 'pending' });
    const { results } = await ok('GET', '/api/partners/mine/', owner);
    expect(results).toEqual([
      expect.objectContaining({
        id: partner_id,
        name: 'Valley Eye Clinic',
        kind: 'clinic',
        status: 'pending',
        website: 'https://valley-eye.example.org',
        decision_message: null,
        decided_at: null,
        members: [
          { id: owner.id, username: owner.username, name: owner.username, email: `${owner.username}@example.org`, has_password: true },
        ],
      }),
    ]);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', PARTNER_MESSAGES.blank],
    ['a kind it does not know', { kind: 'church' }, 'kind', undefined],
    ['a phone that is not one', { phone: 'call me' }, 'phone', undefined],
    ['a web site that is not one', { website: 'javascript:alert(1)' }, 'website', PARTNER_MESSAGES.website],
    ['a name over 150 characters', { name: 'x'.repeat(151) }, 'name', undefined],
    ['a missing city', { city: undefined }, 'city', VALIDATION_MESSAGES.required],
  ])('refuses %s, naming the field, and stores nothing', async (_, change, field, message) => {
    const owner = await signUpAndLogIn(t.app, 'refused');
    const before = await rowCount(t, 'partners');
    const response = await call('POST', '/api/partners/', owner, { ...CLINIC, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    if (message) expect(response.json()[field]).toEqual([message]);
    expect(await rowCount(t, 'partners')).toBe(before);
  });

  it('lets one organisation per user wait for review, even when ten are sent at once', async () => {
    const owner = await signUpAndLogIn(t.app, 'eager');
    const responses = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/partners/', owner, CLINIC)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(400)]);
    expect(responses.find((response) => response.statusCode === 400)!.json()).toEqual({ non_field_errors: [PARTNER_MESSAGES.onePending] });
    expect((await ok('GET', '/api/partners/mine/', owner)).results).toHaveLength(1);
    // Once staff decided, another may be registered.
    const [{ id }] = (await ok('GET', '/api/partners/mine/', owner)).results;
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await call('POST', '/api/partners/', owner, { ...CLINIC, name: 'Second site' })).statusCode).toBe(201);
  });
});

describe('staff decisions', () => {
  it('approves, suspends with a message and approves again: each mailed to the members and audited', async () => {
    const { owner, partnerId } = await registered('approved');
    const pending = await ok('GET', '/api/staff/partners/?status=pending', staff);
    expect(pending.results.map((partner: { id: number }) => partner.id)).toContain(partnerId);

    const approved = await decide(partnerId, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: partnerId, status: 'approved', decision_message: null, decided_at: expect.any(String) });
    const suspended = await decide(partnerId, { decision: 'suspend', message: ' Please renew your agreement. ' });
    expect(suspended.json()).toMatchObject({ status: 'suspended', decision_message: 'Please renew your agreement.' });
    expect((await decide(partnerId, { decision: 'approve' })).json().status).toBe('approved');

    const mail = await mailTo(`${owner.username}@example.org`);
    expect(mail.map((message) => message.subject)).toEqual([
      'Valley Eye Clinic is approved on OnePair',
      'Valley Eye Clinic is suspended on OnePair',
      'Valley Eye Clinic is approved on OnePair',
    ]);
    expect(mail[1]!.body).toContain('Message from our team:\nPlease renew your agreement.');
    expect(mail[0]!.body).not.toContain('Message from our team');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'partner.decide')
      .where('target_id', '=', String(partnerId))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => JSON.parse(String(entry.after)).status)).toEqual(['approved', 'suspended', 'approved']);
    expect((await ok('GET', '/api/staff/partners/?status=approved', staff)).results.map((p: { id: number }) => p.id)).toContain(partnerId);
  });

  it('needs a message to turn down or suspend, and only from the statuses that allow it', async () => {
    const { partnerId } = await registered('strict');
    expect((await decide(partnerId, { decision: 'reject' })).json()).toEqual({ message: [PARTNER_MESSAGES.messageNeeded] });
    expect((await decide(partnerId, { decision: 'suspend', message: 'Not yet approved' })).json()).toEqual({
      decision: [PARTNER_MESSAGES.notDecidable('suspend', 'pending')],
    });
    expect((await decide(partnerId, { decision: 'reject', message: 'We could not reach you.' })).json().status).toBe('rejected');
    expect((await decide(partnerId, { decision: 'approve' })).json()).toEqual({
      decision: [PARTNER_MESSAGES.notDecidable('approve', 'rejected')],
    });
    expect((await decide(999_999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(partnerId, { decision: 'close' })).statusCode).toBe(400);
  });

  it('writes to a member who chose Spanish in Spanish', async () => {
    const { owner, partnerId } = await registered('hablante');
    await ok('PATCH', `/api/accounts/${owner.accountId}/`, owner, { language: 'es' });
    await decide(partnerId, { decision: 'reject', message: 'Falta la dirección.' });
    const [mail] = await mailTo(`${owner.username}@example.org`);
    expect(mail!.subject).toBe('Valley Eye Clinic no fue aprobada en OnePair');
    expect(mail!.body).toContain('Mensaje de nuestro equipo:\nFalta la dirección.');
  });
});

describe('POST /api/partners/{id}/members/', () => {
  it('adds a colleague with an account, told by mail, and gives a new address an account with a link to choose a password', async () => {
    const { owner, partnerId } = await registered('inviter');
    const colleague = await signUpAndLogIn(t.app, 'colleague');
    const added = await call('POST', `/api/partners/${partnerId}/members/`, owner, {
      email: ` ${colleague.username.toUpperCase()}@EXAMPLE.ORG `,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().members.map((member: { id: number }) => member.id)).toEqual([owner.id, colleague.id]);
    const [notice] = await mailTo(`${colleague.username}@example.org`);
    expect(notice!.subject).toBe('You were added to Valley Eye Clinic on OnePair');
    expect((await ok('GET', '/api/partners/mine/', colleague)).results.map((p: { id: number }) => p.id)).toEqual([partnerId]);

    const fresh = await call('POST', `/api/partners/${partnerId}/members/`, owner, { email: 'nurse.new@school.example' });
    expect(fresh.statusCode).toBe(201);
    const newcomer = fresh.json().members.at(-1);
    expect(newcomer).toMatchObject({
      email: 'nurse.new@school.example',
      has_password: false,
      username: expect.stringMatching(/^partner-[0-9a-f]{10}$/),
    });
    const [welcome] = await mailTo('nurse.new@school.example');
    expect(welcome!.subject).toBe('Choose your OnePair password');
    expect(welcome!.body).toContain(`added you to Valley Eye Clinic on OnePair`);
    expect(welcome!.body).toContain(PASSWORD_LINK_PLACEHOLDER);
    expect(welcome!.user_id).toBe(newcomer.id);

    expect((await call('POST', `/api/partners/${partnerId}/members/`, owner, { email: 'nurse.new@school.example' })).json()).toEqual({
      email: [PARTNER_MESSAGES.alreadyMember],
    });
    expect((await call('POST', `/api/partners/${partnerId}/members/`, owner, { email: 'not an address' })).json()).toHaveProperty('email');
  });

  it("keeps two organisations apart: neither member reads or adds to the other's", async () => {
    const first = await registered('first');
    const second = await registered('second');
    const intruding = await call('POST', `/api/partners/${first.partnerId}/members/`, second.owner, { email: 'friend@example.org' });
    expect(intruding.statusCode).toBe(403);
    const mine = (await ok('GET', '/api/partners/mine/', second.owner)).results.map((partner: { id: number }) => partner.id);
    expect(mine).toEqual([second.partnerId]);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'friend@example.org').execute()).toEqual([]);
    expect((await call('POST', '/api/partners/999999/members/', first.owner, { email: 'x@example.org' })).statusCode).toBe(404);
  });

  it('refuses invitations once the organisation is suspended or turned down', async () => {
    const { owner, partnerId } = await registered('closing');
    await decide(partnerId, { decision: 'approve' });
    await decide(partnerId, { decision: 'suspend', message: 'Paused' });
    const refused = await call('POST', `/api/partners/${partnerId}/members/`, owner, { email: 'late@example.org' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PARTNER_MESSAGES.closed('suspended') });
  });

  it(`takes ${PARTNER_INVITES_PER_HOUR} invitations an hour from one member, then 429 storing nothing`, async () => {
    const { owner, partnerId } = await registered('flood');
    for (let i = 0; i < PARTNER_INVITES_PER_HOUR; i += 1) {
      expect(
        (await call('POST', `/api/partners/${partnerId}/members/`, owner, { email: `flood-${partnerId}-${i}@example.org` })).statusCode,
      ).toBe(201);
    }
    const users = await rowCount(t, 'users');
    const over = await call('POST', `/api/partners/${partnerId}/members/`, owner, { email: `flood-${partnerId}-over@example.org` });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: PARTNER_MESSAGES.tooManyInvites });
    expect(await rowCount(t, 'users')).toBe(users);
  });

  it("puts the member's organisations in their export, and erasing them ends the membership", async () => {
    const { owner, partnerId } = await registered('exported');
    const data = await ok('GET', '/auth/users/me/export/', owner);
    expect(data.partner_organisations).toEqual([
      { partner_id: partnerId, name: 'Valley Eye Clinic', kind: 'clinic', status: 'pending', added_at: expect.any(String) },
    ]);
    expect((await call('DELETE', '/auth/users/me/', owner, { current_password: owner.password })).statusCode).toBe(204);
    expect(await t.db.kysely.selectFrom('partner_members').select('user_id').where('partner_id', '=', partnerId).execute()).toEqual([]);
  });

  it('makes one account when the same new address is invited many times at once', async () => {
    const { owner, partnerId } = await registered('racing');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', `/api/partners/${partnerId}/members/`, owner, { email: 'same.person@example.org' })),
    );
    expect(responses.map((response) => response.statusCode).filter((status) => status === 201)).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 400)).toBe(true);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'same.person@example.org').execute()).toHaveLength(1);
  });
});
