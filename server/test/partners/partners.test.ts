/**
 * Partner organisations: a signed-in user registers one (pending, one at a time) and is its
 * first member; staff approve, turn it down or suspend it, each decision mailed to the members
 * in their language and audited; members of an approved one invite colleagues by e-mail, who join
 * by accepting, a new address getting a link to choose a password. Two organisations never see each other; bad input, floods and
 * races store nothing half-way.
 */
import { describe, expect, it } from 'vitest';
import { INVITES_PER_ADDRESS_PER_DAY, PARTNER_INVITES_PER_HOUR, PARTNER_MESSAGES, VALIDATION_MESSAGES } from '@onepair/contract';
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
    expect(mail!.subject).toBe('La organización Valley Eye Clinic no fue aprobada en OnePair');
    expect(mail!.body).toContain('Mensaje de nuestro equipo:\nFalta la dirección.');
  });
});

describe('POST /api/partners/{id}/members/', () => {
  /** An organisation staff approved, and the member who registered it. */
  async function approvedPartner(prefix: string) {
    const made = await registered(prefix);
    expect((await decide(made.partnerId, { decision: 'approve' })).statusCode).toBe(200);
    return made;
  }
  const inviteTo = (partnerId: number, who: SignedInUser, email: string) =>
    call('POST', `/api/partners/${partnerId}/members/`, who, { email });

  it('invites a colleague with an account, who joins only by accepting; the answer is the same as for a new address', async () => {
    const { owner, partnerId } = await approvedPartner('inviter');
    const colleague = await signUpAndLogIn(t.app, 'colleague');
    const typed = ` ${colleague.username.toUpperCase()}@EXAMPLE.ORG `;
    const invited = await inviteTo(partnerId, owner, typed);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().members.map((member: { id: number }) => member.id)).toEqual([owner.id]);
    expect(invited.json().invitations).toEqual([{ email: typed.trim(), invited_at: expect.any(String) }]);
    const [notice] = await mailTo(`${colleague.username}@example.org`);
    expect(notice!.subject).toBe(`${owner.username} invited you to join Valley Eye Clinic on OnePair`);
    expect(notice!.body).toContain('/partner');

    const waiting = await ok('GET', '/api/partners/mine/', colleague);
    expect(waiting.results).toEqual([]);
    expect(waiting.invitations).toEqual([
      {
        partner_id: partnerId,
        name: 'Valley Eye Clinic',
        kind: 'clinic',
        city: 'Fresno',
        state: 'CA',
        invited_by: owner.username,
        invited_at: expect.any(String),
      },
    ]);
    const accepted = await call('POST', `/api/partners/${partnerId}/members/accept/`, colleague);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().members.map((member: { id: number }) => member.id)).toEqual([owner.id, colleague.id]);
    expect(accepted.json().invitations).toEqual([]);
    expect((await call('POST', `/api/partners/${partnerId}/members/accept/`, colleague)).statusCode).toBe(404);
    expect((await inviteTo(partnerId, owner, `${colleague.username}@example.org`)).json()).toEqual({
      email: [PARTNER_MESSAGES.alreadyMember],
    });

    // A new address: an account without a password, mailed a link to choose one; the answer has the same shape.
    const fresh = await inviteTo(partnerId, owner, 'nurse.new@school.example');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().invitations.map((invitation: { email: string }) => invitation.email)).toEqual(['nurse.new@school.example']);
    expect(Object.keys(fresh.json())).toEqual(Object.keys(invited.json()));
    const [welcome] = await mailTo('nurse.new@school.example');
    expect(welcome!.subject).toBe('Choose your OnePair password');
    expect(welcome!.body).toContain('invited you to join Valley Eye Clinic on OnePair');
    expect(welcome!.body).toContain(PASSWORD_LINK_PLACEHOLDER);
    expect(await rowCount(t, 'partner_members')).toBeGreaterThan(0);
  });

  it('lets the person invited decline, and nothing else changes', async () => {
    const { owner, partnerId } = await approvedPartner('declined');
    const colleague = await signUpAndLogIn(t.app, 'decliner');
    await ok('POST', `/api/partners/${partnerId}/members/`, owner, { email: `${colleague.username}@example.org` });
    expect((await call('POST', `/api/partners/${partnerId}/members/decline/`, colleague)).statusCode).toBe(204);
    expect((await ok('GET', '/api/partners/mine/', colleague)).invitations).toEqual([]);
    expect((await ok('GET', '/api/partners/mine/', owner)).results[0].invitations).toEqual([]);
    expect((await call('POST', `/api/partners/${partnerId}/members/decline/`, colleague)).statusCode).toBe(404);
  });

  it("keeps two organisations apart: a member of one gets a 404 from the other's, as for one that does not exist", async () => {
    const first = await approvedPartner('first');
    const second = await approvedPartner('second');
    const intruding = await inviteTo(first.partnerId, second.owner, 'friend@example.org');
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json()).toEqual((await inviteTo(999_999, second.owner, 'friend@example.org')).json());
    const mine = (await ok('GET', '/api/partners/mine/', second.owner)).results.map((partner: { id: number }) => partner.id);
    expect(mine).toEqual([second.partnerId]);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'friend@example.org').execute()).toEqual([]);
    // Nor can anyone accept an invitation they were not sent.
    expect((await call('POST', `/api/partners/${first.partnerId}/members/accept/`, second.owner)).statusCode).toBe(404);
  });

  it('refuses invitations until the organisation is approved, and once it is suspended', async () => {
    const { owner, partnerId } = await registered('closing');
    const early = await inviteTo(partnerId, owner, 'early@example.org');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: PARTNER_MESSAGES.notApproved('pending') });
    await decide(partnerId, { decision: 'approve' });
    await decide(partnerId, { decision: 'suspend', message: 'Paused' });
    expect((await inviteTo(partnerId, owner, 'late@example.org')).json()).toEqual({ detail: PARTNER_MESSAGES.notApproved('suspended') });
    expect(
      await t.db.kysely.selectFrom('users').select('id').where('email', 'in', ['early@example.org', 'late@example.org']).execute(),
    ).toEqual([]);
  });

  it(`takes ${PARTNER_INVITES_PER_HOUR} invitations an hour from one member, and ${INVITES_PER_ADDRESS_PER_DAY} a day to one address, then 429 storing nothing`, async () => {
    const { owner, partnerId } = await approvedPartner('flood');
    for (let i = 0; i < PARTNER_INVITES_PER_HOUR; i += 1) {
      expect((await inviteTo(partnerId, owner, `flood-${partnerId}-${i}@example.org`)).statusCode).toBe(201);
    }
    const users = await rowCount(t, 'users');
    const over = await inviteTo(partnerId, owner, `flood-${partnerId}-over@example.org`);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: PARTNER_MESSAGES.tooManyInvites });
    expect(await rowCount(t, 'users')).toBe(users);

    // One address, invited by three organisations, then by a fourth.
    const target = `target-${partnerId}@example.org`;
    for (const prefix of ['org-a', 'org-b', 'org-c']) {
      const other = await approvedPartner(prefix);
      expect((await inviteTo(other.partnerId, other.owner, target)).statusCode).toBe(201);
    }
    const fourth = await approvedPartner('org-d');
    expect((await inviteTo(fourth.partnerId, fourth.owner, target)).json()).toEqual({ detail: PARTNER_MESSAGES.addressInvitedEnough });
    expect(await mailTo(target)).toHaveLength(3);
  });

  it('refuses a line break in the name of an organisation, which goes into mail subjects', async () => {
    const owner = await signUpAndLogIn(t.app, 'newline');
    const response = await call('POST', '/api/partners/', owner, { ...CLINIC, name: 'Clinic\nBcc: someone@example.org' });
    expect(response.json()).toEqual({ name: [PARTNER_MESSAGES.oneLine] });
  });

  it('does not let staff decide on an organisation they belong to', async () => {
    const made = await ok('POST', '/api/partners/', staff, { ...CLINIC, name: 'Staff clinic' });
    expect((await decide(made.partner_id, { decision: 'approve' })).json()).toEqual({ decision: [PARTNER_MESSAGES.ownOrganisation] });
  });

  it("puts the member's organisations in their export; erasing the inviter deletes the invitation mail naming them, erasing a member ends the membership", async () => {
    const { owner, partnerId } = await approvedPartner('exported');
    const data = await ok('GET', '/auth/users/me/export/', owner);
    expect(data.partner_organisations).toEqual([
      { partner_id: partnerId, name: 'Valley Eye Clinic', kind: 'clinic', status: 'approved', added_at: expect.any(String) },
    ]);
    await ok('POST', `/api/partners/${partnerId}/members/`, owner, { email: `quoted-${partnerId}@example.org` });
    expect(await mailTo(`quoted-${partnerId}@example.org`)).toHaveLength(1);
    expect((await call('DELETE', '/auth/users/me/', owner, { current_password: owner.password })).statusCode).toBe(204);
    expect(await t.db.kysely.selectFrom('partner_members').select('user_id').where('partner_id', '=', partnerId).execute()).toEqual([]);
    expect(await mailTo(`quoted-${partnerId}@example.org`)).toEqual([]);
  });

  it('makes one account when the same new address is invited many times at once', async () => {
    const { owner, partnerId } = await approvedPartner('racing');
    const responses = await Promise.all(Array.from({ length: 3 }, () => inviteTo(partnerId, owner, 'same.person@example.org')));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'same.person@example.org').execute()).toHaveLength(1);
    expect((await ok('GET', '/api/partners/mine/', owner)).results[0].invitations).toHaveLength(1);
  });
});
