/**
 * A partner organisation's clients: members of an approved organisation add a person with their
 * consent (JSON or a form with a prescription file), the person is a donatee without a login whose
 * application is reviewed like anyone's; members list, search and download their clients, and
 * claim a pair shipped to the client or to the organisation. Two organisations never see each
 * other's clients; bad input and floods store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, PARTNER_CLIENT_CSV_COLUMNS, PARTNER_CLIENTS_PER_HOUR, PARTNER_MESSAGES } from '@onepair/contract';
import { PASSWORD_LINK_PLACEHOLDER } from '../../src/outbox/service.js';
import {
  createTestApp,
  logInAdmin,
  requestsTo,
  rowCount,
  signUpAndLogIn,
  useTestApp,
  type SignedInUser,
  type TestApp,
} from '../helpers.js';
import { FILES, multipart } from '../multipart.js';
import { newGlasses, stockOf } from '../claims/helpers.js';
import { parseCsv } from '../csv.js';

let t: TestApp;
let staff: SignedInUser;
// Staff review every application, as a charity that checks what partners send would.
useTestApp((fixture) => ({ t, staff } = fixture), { config: { applicationReview: 'manual' } });
const { call, ok } = requestsTo(() => t.app);

const CLINIC = {
  name: 'Valley Eye Clinic',
  kind: 'clinic',
  address: '12 Oak St',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93701',
  phone: '(559) 555-0134',
};

const CLIENT = {
  first_name: 'Maria',
  last_name: 'Lopez',
  address: '4 Elm Rd',
  city: 'Fresno',
  state: 'CA',
  zip_code: '93702',
  household_size: 3,
  monthly_income: 1450.5,
  is_dependent: false,
  prescription_sphere_right: -1.25,
  prescription_sphere_left: -1.5,
  consent: true,
};

/** A new user's organisation, approved by staff: the user is its member. */
async function approvedPartner(prefix = 'caseworker', details: object = CLINIC) {
  const member = await signUpAndLogIn(t.app, prefix);
  const { partner_id: partnerId } = await ok('POST', '/api/partners/', member, details);
  await ok('POST', `/api/staff/partners/${partnerId}/decision/`, staff, { decision: 'approve' });
  return { member, partnerId: partnerId as number };
}

const addClient = (member: SignedInUser, partnerId: number, body: object = CLIENT) =>
  call('POST', `/api/partners/${partnerId}/clients/`, member, body);

/** A client added and approved by staff: ready for a pair. */
async function approvedClient(member: SignedInUser, partnerId: number, body: object = CLIENT) {
  const added = await addClient(member, partnerId, body);
  if (added.statusCode !== 201) throw new Error(`adding the client failed: ${added.body}`);
  const { client_id, donatee_id } = added.json();
  await ok('POST', `/api/staff/applications/${donatee_id}/decision/`, staff, { decision: 'approve' });
  return { client_id: client_id as number, donatee_id: donatee_id as number };
}

const addClientForm = (member: SignedInUser, partnerId: number, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/partners/${partnerId}/clients/`,
    headers: { ...member.auth, ...form.headers },
    payload: form.payload,
  });
};

const mailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body', 'user_id']).where('to', '=', address).orderBy('id').execute();

describe('POST /api/partners/{id}/clients/', () => {
  it('makes the client a donatee without a login, its application submitted, and records who took the consent', async () => {
    const { member, partnerId } = await approvedPartner();
    const response = await addClient(member, partnerId);
    expect(response.statusCode).toBe(201);
    const { client_id, donatee_id } = response.json();
    expect(response.json()).toEqual({ client_id, donatee_id, application_status: 'submitted' });
    const user = await t.db.kysely
      .selectFrom('donatees')
      .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['users.username', 'users.email', 'users.password_hash', 'accounts.city', 'donatees.monthly_income_cents'])
      .where('donatees.donatee_id', '=', donatee_id)
      .executeTakeFirstOrThrow();
    expect(user.username).toMatch(/^client-[0-9a-f]{10}$/);
    expect(user.email).toBe('');
    expect(user.city).toBe('Fresno');
    expect(Number(user.monthly_income_cents)).toBe(145050);
    // No password: nobody can sign in as the client.
    const signIn = await call('POST', '/auth/token/login/', undefined, { username: user.username, password: user.password_hash });
    expect(signIn.statusCode).toBe(400);

    const { results, next } = await ok('GET', `/api/partners/${partnerId}/clients/`, member);
    expect(next).toBeNull();
    expect(results).toEqual([
      expect.objectContaining({
        client_id,
        donatee_id,
        first_name: 'Maria',
        last_name: 'Lopez',
        email: '',
        household_size: 3,
        prescription_sphere_right: -1.25,
        prescription_cylinder_right: null,
        has_prescription_file: false,
        application_status: 'submitted',
        claim: null,
        stage: 'review',
        consent_recorded_by: member.username,
      }),
    ]);
  });

  it('shows staff the organisation on the queue and the application; under automatic review it is approved at once', async () => {
    const { member, partnerId } = await approvedPartner('reviewed');
    const { donatee_id } = (await addClient(member, partnerId)).json();
    const queue = await ok('GET', '/api/staff/applications/?status=submitted', staff);
    expect(queue.results.find((row: { donatee_id: number }) => row.donatee_id === donatee_id).partner_name).toBe('Valley Eye Clinic');
    const detail = await ok('GET', `/api/staff/applications/${donatee_id}/`, staff);
    expect(detail.partner).toEqual({ id: partnerId, name: 'Valley Eye Clinic', kind: 'clinic' });
    expect(detail.eligibility).toEqual(expect.objectContaining({ within_limit: expect.any(Boolean) }));

    const automatic = await createTestApp({ config: { applicationReview: 'auto' } });
    try {
      const caseworker = await signUpAndLogIn(automatic.app, 'auto');
      const admin = await logInAdmin(automatic.app);
      const made = await automatic.app.inject({ method: 'POST', url: '/api/partners/', headers: caseworker.auth, payload: CLINIC });
      const id = made.json().partner_id;
      await automatic.app.inject({
        method: 'POST',
        url: `/api/staff/partners/${id}/decision/`,
        headers: admin.auth,
        payload: { decision: 'approve' },
      });
      const added = await automatic.app.inject({
        method: 'POST',
        url: `/api/partners/${id}/clients/`,
        headers: caseworker.auth,
        payload: CLIENT,
      });
      expect(added.json().application_status).toBe('approved');
    } finally {
      await automatic.close();
    }
  });

  it('flags a possible duplicate to staff, never refusing it: the same names and address, or the same e-mail', async () => {
    const { member, partnerId } = await approvedPartner('duplicates');
    const alone = await signUpAndLogIn(t.app, 'alone');
    await t.db.kysely.updateTable('users').set({ first_name: 'ada', last_name: 'QUINTERO' }).where('id', '=', alone.id).execute();
    await t.db.kysely
      .updateTable('accounts')
      .set({ address: '4 elm rd', zip_code: '93702' })
      .where('account_id', '=', alone.accountId)
      .execute();
    const same = { ...CLIENT, first_name: 'Ada', last_name: 'Quintero' };
    const first = (await addClient(member, partnerId, same)).json();
    expect(first.client_id).toBeGreaterThan(0);
    const flagged = await ok('GET', `/api/staff/applications/${first.donatee_id}/`, staff);
    expect(flagged.possible_duplicates).toEqual([
      { donatee_id: alone.donateeId, name: 'ada QUINTERO', status: 'not_submitted', partner: null, same_email: false },
    ]);
    const byEmail = (await addClient(member, partnerId, { ...CLIENT, first_name: 'Other', email: `${alone.username}@example.org` })).json();
    const second = await ok('GET', `/api/staff/applications/${byEmail.donatee_id}/`, staff);
    expect(second.possible_duplicates).toEqual([expect.objectContaining({ donatee_id: alone.donateeId, same_email: true })]);
    // The person who applied alone sees the clinic's client flagged on their own application.
    const own = await ok('GET', `/api/staff/applications/${alone.donateeId}/`, staff);
    expect(own.possible_duplicates.map((row: { donatee_id: number; partner: string }) => [row.donatee_id, row.partner])).toEqual([
      [first.donatee_id, 'Valley Eye Clinic'],
      [byEmail.donatee_id, 'Valley Eye Clinic'],
    ]);
  });

  it('takes the prescription as a photo in a form, and an e-mail gets the client a link to follow their case', async () => {
    const { member, partnerId } = await approvedPartner();
    const response = await addClientForm(member, partnerId, {
      ...Object.fromEntries(
        Object.entries(CLIENT)
          .filter(([key]) => !key.startsWith('prescription_'))
          .map(([key, value]) => [key, String(value)]),
      ),
      email: 'maria.lopez@example.org',
      language: 'es',
      prescription: { filename: 'receta.jpg', contentType: 'image/jpeg', bytes: FILES.jpeg(2048) },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [client] = (await ok('GET', `/api/partners/${partnerId}/clients/`, member)).results;
    expect(client).toMatchObject({ email: 'maria.lopez@example.org', has_prescription_file: true, prescription_sphere_right: null });
    const [mail] = await mailTo('maria.lopez@example.org');
    expect(mail!.subject).toBe('Valley Eye Clinic pidió lentes gratis para usted');
    expect(mail!.body).toContain('Hola, Maria Lopez:');
    expect(mail!.body).toContain(PASSWORD_LINK_PLACEHOLDER);
  });

  it('keeps an address that already has an account as contact only, with no second login and no mail', async () => {
    const { member, partnerId } = await approvedPartner();
    const existing = await signUpAndLogIn(t.app, 'already');
    const address = `${existing.username}@example.org`;
    const before = await mailTo(address);
    expect((await addClient(member, partnerId, { ...CLIENT, email: address.toUpperCase() })).statusCode).toBe(201);
    expect(await mailTo(address)).toEqual(before);
    const [client] = (await ok('GET', `/api/partners/${partnerId}/clients/`, member)).results;
    expect(client.email).toBe(address.toUpperCase());
  });

  it('makes one login for a new address added several times at once; the others keep it as contact only', async () => {
    const { member, partnerId } = await approvedPartner('racing');
    const address = 'twice.at.once@example.org';
    const responses = await Promise.all(Array.from({ length: 5 }, () => addClient(member, partnerId, { ...CLIENT, email: address })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const logins = await t.db.kysely.selectFrom('users').select('id').where('email_key', '=', address).execute();
    expect(logins).toHaveLength(1);
    expect(await mailTo(address)).toHaveLength(1);
  });

  it.each([
    ['a blank last name', { last_name: ' ' }, 'last_name', PARTNER_MESSAGES.blank],
    ['an address on two lines', { address: '4 Elm\nRd' }, 'address', PARTNER_MESSAGES.oneLine],
    ['no consent', { consent: false }, 'consent', undefined],
    ['a missing consent', { consent: undefined }, 'consent', undefined],
    ['an e-mail that is not one', { email: 'maria at home' }, 'email', 'Enter a valid email address.'],
    ['a negative income', { monthly_income: -1 }, 'monthly_income', undefined],
    ['an income in tenths of cents', { monthly_income: 10.005 }, 'monthly_income', CLIENT_MESSAGES.badMoney],
    [
      'no prescription at all',
      { prescription_sphere_right: null, prescription_sphere_left: undefined },
      'prescription',
      CLIENT_MESSAGES.noPrescription,
    ],
    ['a sphere off the quarter steps', { prescription_sphere_right: -1.3 }, 'prescription_sphere_right', undefined],
    ['a household of none', { household_size: 0 }, 'household_size', undefined],
    ['a field it does not know', { is_staff: true }, 'non_field_errors', undefined],
    ['an exam in the future', { prescription_exam_date: '2999-01-01' }, 'prescription_exam_date', undefined],
    ['a name of a thousand characters', { first_name: 'M'.repeat(1000) }, 'first_name', undefined],
  ])('refuses %s, naming the field, and stores nothing', async (_, change, field, message) => {
    const { member, partnerId } = await approvedPartner('refused');
    const [users, clients] = [await rowCount(t, 'users'), await rowCount(t, 'partner_clients')];
    const response = await addClient(member, partnerId, { ...CLIENT, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    if (message) expect(response.json()[field]).toEqual([message]);
    expect(await rowCount(t, 'users')).toBe(users);
    expect(await rowCount(t, 'partner_clients')).toBe(clients);
  });

  it('refuses a file that is not a photo or PDF', async () => {
    const { member, partnerId } = await approvedPartner();
    const clients = await rowCount(t, 'partner_clients');
    const response = await addClientForm(member, partnerId, {
      ...Object.fromEntries(Object.entries(CLIENT).map(([key, value]) => [key, String(value)])),
      prescription: { filename: 'receta.svg', contentType: 'image/svg+xml', bytes: FILES.svg() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ prescription: [CLIENT_MESSAGES.badFile] });
    expect(await rowCount(t, 'partner_clients')).toBe(clients);
  });

  it.each([
    ['pending', undefined, CLIENT_MESSAGES.notApproved('pending')],
    ['suspended', 'suspend', CLIENT_MESSAGES.notApproved('suspended')],
  ])('refuses the members of a %s organisation with a 403', async (_, decision, message) => {
    const member = await signUpAndLogIn(t.app, 'waiting');
    const { partner_id: partnerId } = await ok('POST', '/api/partners/', member, CLINIC);
    if (decision) {
      await ok('POST', `/api/staff/partners/${partnerId}/decision/`, staff, { decision: 'approve' });
      await ok('POST', `/api/staff/partners/${partnerId}/decision/`, staff, { decision, message: 'Paperwork expired.' });
    }
    const clients = await rowCount(t, 'partner_clients');
    const response = await addClient(member, partnerId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: message });
    expect(await rowCount(t, 'partner_clients')).toBe(clients);
  });

  it(`lets one member add ${PARTNER_CLIENTS_PER_HOUR} clients an hour, then a 429 that stores nothing`, async () => {
    const { member, partnerId } = await approvedPartner('busy');
    const clients = await rowCount(t, 'partner_clients');
    const tries = PARTNER_CLIENTS_PER_HOUR + 3;
    const responses = [];
    for (let i = 0; i < tries; i += 1) responses.push(await addClient(member, partnerId, { ...CLIENT, first_name: `Client ${i}` }));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(PARTNER_CLIENTS_PER_HOUR);
    expect(responses.at(-1)!.statusCode).toBe(429);
    expect(responses.at(-1)!.json()).toEqual({ detail: CLIENT_MESSAGES.tooMany });
    expect(await rowCount(t, 'partner_clients')).toBe(clients + PARTNER_CLIENTS_PER_HOUR);
  });
});

describe('GET /api/partners/{id}/clients/', () => {
  it("shows members only their own organisation's clients: another's is a 403, on every route", async () => {
    const a = await approvedPartner('first-org');
    const b = await approvedPartner('second-org', { ...CLINIC, name: 'Hillside School', kind: 'school' });
    const { client_id: clientOfA } = await approvedClient(a.member, a.partnerId);
    await addClient(b.member, b.partnerId, { ...CLIENT, first_name: 'Ana' });
    const glassesId = await newGlasses(t, 2);
    const refused = [
      await call('GET', `/api/partners/${a.partnerId}/clients/`, b.member),
      await call('GET', `/api/partners/${a.partnerId}/clients.csv`, b.member),
      await addClient(b.member, a.partnerId),
      await call('POST', `/api/partners/${a.partnerId}/clients/${clientOfA}/claim/`, b.member, {
        glasses_id: glassesId,
        ship_to: 'client',
      }),
      // B's member naming A's client under B's own organisation.
      await call('POST', `/api/partners/${b.partnerId}/clients/${clientOfA}/claim/`, b.member, {
        glasses_id: glassesId,
        ship_to: 'client',
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await stockOf(t, glassesId)).toBe(2);
    const own = await ok('GET', `/api/partners/${b.partnerId}/clients/`, b.member);
    expect(own.results.map((client: { first_name: string }) => client.first_name)).toEqual(['Ana']);
    expect((await call('GET', `/api/partners/999999/clients/`, b.member)).statusCode).toBe(404);
  });

  it('finds clients by part of a name or e-mail, in any letter case, and pages newest first', async () => {
    const { member, partnerId } = await approvedPartner('finder');
    for (const [first, last] of [
      ['Rosa', 'Diaz'],
      ['Luis', 'Rosales'],
      ['Mei', 'Chen'],
    ]) {
      await addClient(member, partnerId, { ...CLIENT, first_name: first, last_name: last });
    }
    await addClient(member, partnerId, {
      ...CLIENT,
      first_name: 'Percent',
      last_name: 'Sign',
      email: 'p100%@example.org'.replace('%', ''),
    });
    await addClient(member, partnerId, { ...CLIENT, first_name: 'Élodie', last_name: 'Ñúñez' });
    const accented = await ok('GET', `/api/partners/${partnerId}/clients/?search=${encodeURIComponent('Élodie')}`, member);
    expect(accented.results.map((client: { last_name: string }) => client.last_name)).toEqual(['Ñúñez']);
    const found = await ok('GET', `/api/partners/${partnerId}/clients/?search=ROS`, member);
    expect(found.results.map((client: { last_name: string }) => client.last_name)).toEqual(['Rosales', 'Diaz']);
    // A wildcard typed in the search is a character, not "anything".
    expect((await ok('GET', `/api/partners/${partnerId}/clients/?search=%25`, member)).results).toEqual([]);
    expect((await ok('GET', `/api/partners/${partnerId}/clients/?search=p100`, member)).results).toHaveLength(1);
    const bad = await call('GET', `/api/partners/${partnerId}/clients/?after=not-a-cursor`, member);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['after']);
  });
});

describe('PATCH /api/partners/{id}/clients/{client_id}/', () => {
  it("answers staff's request for information: the member changes the answers and the application goes back to review", async () => {
    const { member, partnerId } = await approvedPartner('answers');
    const { client_id, donatee_id } = (await addClient(member, partnerId)).json();
    await ok('POST', `/api/staff/applications/${donatee_id}/decision/`, staff, {
      decision: 'request_info',
      message: 'Send a photo of the prescription, please.',
    });
    const [asked] = (await ok('GET', `/api/partners/${partnerId}/clients/`, member)).results;
    expect(asked).toMatchObject({ stage: 'information', decision_message: 'Send a photo of the prescription, please.' });

    const other = await approvedPartner('nosy');
    const url = `/api/partners/${partnerId}/clients/${client_id}/`;
    expect((await call('PATCH', url, other.member, { monthly_income: 1 })).statusCode).toBe(403);
    expect((await call('PATCH', url, staff, { monthly_income: 1 })).statusCode).toBe(403);
    const bad = await call('PATCH', url, member, { monthly_income: 10.001 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['monthly_income']);

    const form = multipart({
      monthly_income: '1200',
      prescription: { filename: 'receta.pdf', contentType: 'application/pdf', bytes: FILES.pdf(512) },
    });
    const changed = await t.app.inject({ method: 'PATCH', url, headers: { ...member.auth, ...form.headers }, payload: form.payload });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      client_id,
      application_status: 'submitted',
      stage: 'review',
      has_prescription_file: true,
      decision_message: null,
    });
    const detail = await ok('GET', `/api/staff/applications/${donatee_id}/`, staff);
    expect(detail).toMatchObject({ status: 'submitted', monthly_income: 1200, prescription: { content_type: 'application/pdf' } });
  });

  it('keeps a prescription: the picture cannot be taken away, nor every figure cleared without one', async () => {
    const { member, partnerId } = await approvedPartner('keeps');
    const { client_id } = (await addClient(member, partnerId)).json();
    const url = `/api/partners/${partnerId}/clients/${client_id}/`;
    const removed = await call('PATCH', url, member, { prescription: null });
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toEqual({ prescription: [CLIENT_MESSAGES.replaceFile] });
    const cleared = await call('PATCH', url, member, { prescription_sphere_right: null, prescription_sphere_left: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({ prescription: [CLIENT_MESSAGES.noPrescription] });
    const [client] = (await ok('GET', `/api/partners/${partnerId}/clients/`, member)).results;
    expect(client).toMatchObject({ prescription_sphere_right: -1.25, prescription_sphere_left: -1.5 });
  });

  it('keeps the answers final once the pair has shipped', async () => {
    const { member, partnerId } = await approvedPartner('final');
    const { client_id } = await approvedClient(member, partnerId);
    const glassesId = await newGlasses(t, 1);
    const claim = await ok('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, {
      glasses_id: glassesId,
      ship_to: 'client',
    });
    await ok('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: 'USPS', tracking_number: '1' });
    const response = await call('PATCH', `/api/partners/${partnerId}/clients/${client_id}/`, member, { household_size: 4 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['household_size']);
  });
});

describe('POST /api/partners/{id}/clients/{client_id}/claim/', () => {
  it('claims a pair shipped to the organisation, mails the member, and staff ship it there', async () => {
    const { member, partnerId } = await approvedPartner('claimer');
    const { client_id, donatee_id } = await approvedClient(member, partnerId);
    const glassesId = await newGlasses(t, 1);
    const response = await call('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, {
      glasses_id: glassesId,
      ship_to: 'partner',
    });
    expect(response.statusCode, response.body).toBe(201);
    const claim = response.json();
    expect(claim).toMatchObject({ glasses: glassesId, status: 'claimed' });
    expect(await stockOf(t, glassesId)).toBe(0);

    const memberMail = await mailTo(`${member.username}@example.org`);
    const confirmation = memberMail.find((mail) => mail.subject.startsWith('You chose a pair for Maria Lopez'))!;
    expect(confirmation.body).toContain('Maria Lopez, c/o Valley Eye Clinic\n12 Oak St\nFresno, CA 93701');

    const queue = await ok('GET', `/api/staff/claims/?partner=${partnerId}`, staff);
    expect(queue.results).toHaveLength(1);
    expect(queue.results[0]).toMatchObject({
      id: claim.id,
      donatee: donatee_id,
      name: 'Maria Lopez',
      partner: { id: partnerId, name: 'Valley Eye Clinic' },
      ships_to_partner: true,
      shipping_address: { name: 'Maria Lopez, c/o Valley Eye Clinic', address: '12 Oak St', city: 'Fresno', zip_code: '93701' },
    });
    const other = await approvedPartner('other-queue', { ...CLINIC, name: 'Elsewhere' });
    expect((await ok('GET', `/api/staff/claims/?partner=${other.partnerId}`, staff)).results).toEqual([]);

    await ok('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: 'USPS', tracking_number: '9400 1111' });
    const shipped = (await mailTo(`${member.username}@example.org`)).find(
      (mail) => mail.subject === 'The glasses for Maria Lopez have shipped',
    );
    expect(shipped!.body).toContain('The tracking number is 9400 1111.');
    const [client] = (await ok('GET', `/api/partners/${partnerId}/clients/`, member)).results;
    expect(client).toMatchObject({ stage: 'delivery', claim: { id: claim.id, ship_to: 'partner', tracking_number: '9400 1111' } });

    // The client has no login: the member says the pair arrived, once.
    const deliveredUrl = `/api/partners/${partnerId}/clients/${client_id}/confirm-delivery/`;
    expect((await call('POST', deliveredUrl, other.member)).statusCode).toBe(403);
    const delivered = await call('POST', deliveredUrl, member);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ id: claim.id, status: 'delivered' });
    const again = await call('POST', deliveredUrl, member);
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json())).toEqual(['status']);
    expect((await ok('GET', `/api/partners/${partnerId}/clients/`, member)).results[0].stage).toBe('delivered');
  });

  it('refuses to confirm the delivery of a pair not sent yet', async () => {
    const { member, partnerId } = await approvedPartner('early');
    const { client_id } = await approvedClient(member, partnerId);
    const response = await call('POST', `/api/partners/${partnerId}/clients/${client_id}/confirm-delivery/`, member);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: [CLIENT_MESSAGES.nothingShipped] });
  });

  it('mails the shipping notice to the member who claimed only while they are still a member', async () => {
    const { member, partnerId } = await approvedPartner('leaving');
    const { client_id } = await approvedClient(member, partnerId);
    const glassesId = await newGlasses(t, 1);
    const claim = await ok('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, {
      glasses_id: glassesId,
      ship_to: 'client',
    });
    await t.db.kysely.deleteFrom('partner_members').where('user_id', '=', member.id).execute();
    await ok('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: 'USPS', tracking_number: '77' });
    const subjects = (await mailTo(`${member.username}@example.org`)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('You chose a pair for'))).toBe(true);
    expect(subjects.some((subject) => subject.includes('have shipped'))).toBe(false);
  });

  it('keeps one active claim per client, and stock is never taken twice', async () => {
    const { member, partnerId } = await approvedPartner('twice');
    const { client_id } = await approvedClient(member, partnerId);
    const glassesId = await newGlasses(t, 5);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, { glasses_id: glassesId, ship_to: 'client' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await stockOf(t, glassesId)).toBe(4);
  });

  it('refuses a client whose application is not approved, and a suspended organisation, storing nothing', async () => {
    const { member, partnerId } = await approvedPartner('not-yet');
    const { client_id } = (await addClient(member, partnerId)).json();
    const glassesId = await newGlasses(t, 1);
    const claims = await rowCount(t, 'claims');
    const waiting = await call('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, {
      glasses_id: glassesId,
      ship_to: 'client',
    });
    expect(waiting.statusCode).toBe(400);
    expect(Object.keys(waiting.json())).toEqual(['non_field_errors']);
    await ok('POST', `/api/staff/partners/${partnerId}/decision/`, staff, { decision: 'suspend', message: 'Under review.' });
    const suspended = await call('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, {
      glasses_id: glassesId,
      ship_to: 'client',
    });
    expect(suspended.statusCode).toBe(403);
    expect(await stockOf(t, glassesId)).toBe(1);
    expect(await rowCount(t, 'claims')).toBe(claims);
  });
});

describe('GET /api/partners/{id}/clients.csv', () => {
  it("lists every client's outcome, oldest first, with cells a spreadsheet would run made text", async () => {
    const { member, partnerId } = await approvedPartner('reporter');
    await addClient(member, partnerId, { ...CLIENT, first_name: '=SUM(A1)' });
    const { client_id } = await approvedClient(member, partnerId, { ...CLIENT, first_name: 'Second' });
    const glassesId = await newGlasses(t, 1);
    await ok('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, { glasses_id: glassesId, ship_to: 'client' });
    const response = await call('GET', `/api/partners/${partnerId}/clients.csv`, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="onepair-clients-valley-eye-clinic-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, first, second] = parseCsv(response.body);
    expect(header).toEqual([...PARTNER_CLIENT_CSV_COLUMNS]);
    const column = (name: string) => PARTNER_CLIENT_CSV_COLUMNS.indexOf(name as (typeof PARTNER_CLIENT_CSV_COLUMNS)[number]);
    expect(first![column('first_name')]).toBe("'=SUM(A1)");
    expect(first![column('claim_status')]).toBe('');
    expect(second![column('application_status')]).toBe('approved');
    expect(second![column('claim_status')]).toBe('claimed');
    expect(second![column('ship_to')]).toBe('client');
  });
});

describe("partners in staff's reports", () => {
  // A fresh database: the figures below are whole totals.
  let shared: { t: TestApp; staff: SignedInUser };
  beforeAll(async () => {
    shared = { t, staff };
    t = await createTestApp({ config: { applicationReview: 'manual' } });
    staff = await logInAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    ({ t, staff } = shared);
  });

  /** A client of the organisation whose pair was delivered. */
  async function deliveredClient(member: SignedInUser, partnerId: number, firstName: string) {
    const { client_id } = await approvedClient(member, partnerId, { ...CLIENT, first_name: firstName });
    const glassesId = await newGlasses(t, 1);
    const claim = await ok('POST', `/api/partners/${partnerId}/clients/${client_id}/claim/`, member, {
      glasses_id: glassesId,
      ship_to: 'client',
    });
    await ok('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: 'USPS', tracking_number: `T-${claim.id}` });
    await ok('POST', `/api/partners/${partnerId}/clients/${client_id}/confirm-delivery/`, member);
  }

  it('reads the funder report by who applied, suppressing small counts as everywhere, and counts applications by organisation', async () => {
    const clinic = await approvedPartner('report-clinic', { ...CLINIC, name: 'Report Clinic' });
    const school = await approvedPartner('report-school', { ...CLINIC, name: 'Report School', kind: 'school' });
    for (const name of ['Ana', 'Bea', 'Cruz']) await deliveredClient(clinic.member, clinic.partnerId, name);
    await deliveredClient(school.member, school.partnerId, 'Dora');
    await addClient(school.member, school.partnerId, { ...CLIENT, first_name: 'Eli' });

    // The funder report reads the pairs by who applied, suppressing small counts as every dimension.
    const today = new Date().toISOString().slice(0, 10);
    const report = await ok('GET', `/api/staff/reports/?from=2020-01-01&to=${today}`, staff);
    const byWho = report.pairs.rows.filter((row: { dimension: string }) => row.dimension === 'applied_through');
    // The clinic's 3 and the total of 4 would give the school's 1 away: the clinic's is withheld.
    expect(byWho).toEqual([
      { dimension: 'applied_through', value: 'clinic', shipped: 'withheld', delivered: 'withheld' },
      { dimension: 'applied_through', value: 'school', shipped: 'fewer than 3', delivered: 'fewer than 3' },
    ]);

    const dashboard = await ok('GET', '/api/staff/dashboard/', staff);
    const counts = (name: string) => dashboard.applications_by_partner.find((row: { name: string }) => row.name === name);
    expect(counts('Report Clinic')).toEqual({
      partner_id: clinic.partnerId,
      name: 'Report Clinic',
      kind: 'clinic',
      status: 'approved',
      total: 3,
      waiting: 0,
      approved: 3,
      not_approved: 0,
    });
    expect(counts('Report School')).toMatchObject({ total: 2, waiting: 1, approved: 1 });
  });
});
