/** Odd values in every field of the bodies of glasses and donation writes: a 4xx, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
let user: SignedInUser;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
  user = await signUpAndLogIn(t.app);
  itemId = (await t.app.inject({ method: 'GET', url: '/api/glasses/' })).json()[0].glasses_id;
});
afterAll(() => t.close());

const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53,
  '',
  ' ',
  'x'.repeat(10_000),
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '２０２４-01-01',
  '2024-1-1',
  '\u0000',
  '😀',
  [],
  [1],
  {},
  { kind: 'uploaded-file' },
];

const glassesBody = {
  name: 'Frame',
  description: 'd',
  size: 50,
  color: 'c',
  prescription_range_upper: 1,
  prescription_range_lower: -1,
  image: '/media/1',
  inventory: 1,
};
const donationBody = (): Record<string, unknown> => ({ amount: 5, region: 2, donator: user.donatorId });

describe('no input produces a 500', () => {
  it('glasses POST, PUT and PATCH', async () => {
    for (const field of [...Object.keys(glassesBody), 'img', 'perscription_range_upper', 'perscription_range_lower']) {
      for (const value of ODD_VALUES) {
        const payload = { ...glassesBody, [field]: value };
        for (const [method, url] of [
          ['POST', '/api/glasses/'],
          ['PUT', `/api/glasses/${itemId}/`],
          ['PATCH', `/api/glasses/${itemId}/`],
        ] as const) {
          const response = await t.app.inject({ method, url, headers: staff.auth, payload });
          expect(response.statusCode, `${method} ${field}=${JSON.stringify(value)?.slice(0, 40)}: ${response.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it('donation POST', async () => {
    for (const field of Object.keys(donationBody())) {
      for (const value of ODD_VALUES) {
        const payload = { ...donationBody(), [field]: value };
        const response = await t.app.inject({ method: 'POST', url: '/api/donation/', headers: user.auth, payload });
        expect(response.statusCode, `${field}=${JSON.stringify(value)?.slice(0, 40)}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('bodies that are not objects, and odd ids in paths', async () => {
    for (const payload of ['null', '1', '"x"', '[]', 'true']) {
      for (const [method, url, auth] of [
        ['POST', '/api/glasses/', staff.auth],
        ['PATCH', `/api/glasses/${itemId}/`, staff.auth],
        ['POST', '/api/donation/', user.auth],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { ...auth, 'content-type': 'application/json' }, payload });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
      }
    }
    for (const id of ['0', '-1', '1.5', '99999999999', '1e3', '1e400', 'Infinity', '%00', 'abc']) {
      for (const url of [`/api/glasses/${id}/`, `/api/regions/${id}/`, `/media/${id}`, `/media/${id}/x.png`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeLessThan(500);
      }
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/glasses/${id}/`,
          headers: staff.auth,
          payload: method === 'DELETE' ? undefined : { name: 'x', inventory: 1 },
        });
        expect(response.statusCode, `${method} ${id}`).toBeLessThan(500);
      }
    }
  });

  it('ids in bodies that no integer column holds: a 400 naming the field', async () => {
    const applicant = await signUpAndLogIn(t.app);
    const application = { has_applied_for_account: true, monthly_income: 100, average_household_income: 100, current_bank_balance: 1 };
    await t.app.inject({ method: 'PATCH', url: `/api/donatees/${applicant.donateeId}/`, headers: applicant.auth, payload: application });
    const cases: Array<
      [method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, field: string, body: (id: unknown) => object]
    > = [
      ['POST', '/api/accounts/', staff.auth, 'user', (id) => ({ user: id })],
      ['POST', '/api/donators/', staff.auth, 'account', (id) => ({ account: id })],
      ['POST', '/api/donatees/', staff.auth, 'account', (id) => ({ account: id })],
      [
        'PATCH',
        `/api/donatees/${applicant.donateeId}/`,
        applicant.auth,
        'claimed_glasses',
        (id) => ({ has_claimed: true, claimed_glasses: id }),
      ],
      ['PATCH', `/api/donatees/${applicant.donateeId}/`, applicant.auth, 'account', (id) => ({ account: id })],
      ['POST', '/api/donation/', user.auth, 'donator', (id) => ({ amount: 1, donator: id })],
    ];
    for (const [method, url, auth, field, body] of cases) {
      for (const id of [0, -1, 99999999999, 2 ** 53, 1e308, '99999999999']) {
        const response = await t.app.inject({ method, url, headers: auth, payload: body(id) });
        expect(response.statusCode, `${method} ${url} ${field}=${String(id)}`).toBe(400);
        expect(Object.keys(response.json()), `${method} ${url} ${field}=${String(id)}`).toContain(field);
      }
    }
    const unclaimed = await t.app.inject({ method: 'GET', url: `/api/donatees/${applicant.donateeId}/`, headers: applicant.auth });
    expect(unclaimed.json()).toMatchObject({ has_claimed: false });
  });

  it('malformed multipart forms: a 400 where forms are read, the 415 of any form elsewhere', async () => {
    const forms: Array<[contentType: string, payload: string]> = [
      ['multipart/form-data', 'no boundary given'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="prescription"; filename="rx.png"\r\n\r\ncut short',
      ],
    ];
    for (const [contentType, payload] of forms) {
      for (const [method, url, auth, status] of [
        ['POST', '/auth/token/login/', {}, 415],
        ['POST', '/auth/users/', {}, 415],
        ['PATCH', `/api/donatees/${user.donateeId}/`, user.auth, 400],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { ...auth, 'content-type': contentType }, payload });
        expect(response.statusCode, `${method} ${url} ${contentType} ${payload}`).toBe(status);
      }
    }
  });

  it('true or false where a field is not a boolean: a 400 naming it, as DRF answers', async () => {
    const cases: Array<
      [method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, body: object, field: string, message: string]
    > = [
      ['POST', '/api/donation/', user.auth, { amount: true, donator: user.donatorId }, 'amount', 'A valid number is required.'],
      [
        'POST',
        '/api/donation/',
        user.auth,
        { amount: 5, region: false, donator: user.donatorId },
        'region',
        'A valid integer is required.',
      ],
      ['PATCH', `/api/donatees/${user.donateeId}/`, user.auth, { monthly_income: false }, 'monthly_income', 'A valid number is required.'],
      ['PATCH', `/api/accounts/${user.accountId}/`, user.auth, { city: true }, 'city', 'Not a valid string.'],
      ['PATCH', `/api/glasses/${itemId}/`, staff.auth, { inventory: true }, 'inventory', 'A valid integer is required.'],
    ];
    const donationCount = async () => (await t.app.inject({ method: 'GET', url: '/api/donation/', headers: user.auth })).json().length;
    const before = await donationCount();
    for (const [method, url, auth, body, field, message] of cases) {
      const response = await t.app.inject({ method, url, headers: auth, payload: body });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toEqual({ [field]: [message] });
    }
    expect(await donationCount()).toBe(before);
    // Where the field is a boolean, booleans are what it takes.
    const flags = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: user.auth,
      payload: { is_dependent: true },
    });
    expect(flags.json()).toMatchObject({ is_dependent: true });
  });
});
