/** The route schemas as the one validation layer: JSON bodies read as DRF reads them, coerced text parts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { createTestApp, signUpAndLogIn, useRoleFixture, type TestApp } from '../helpers.js';
import { multipart } from '../multipart.js';

const roles = useRoleFixture();

describe('input the database would refuse', () => {
  it('answers an id that coerces to Infinity with 400, not 500', async () => {
    for (const url of ['/api/users/1e400/', '/api/accounts/Infinity/', '/api/donatees/1e400/']) {
      const response = await roles.call('GET', url, roles.staff);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ id: ['A valid number is required.'] });
    }
  });

  it('answers a query number that coerces to Infinity with 400, and checks a text header as text', async () => {
    const page = await roles.call('GET', '/api/donation/?limit=1e400', roles.staff);
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json())).toEqual(['limit']);
    // The key is text: "1e400" is a key like any other, not a number.
    const donated = await roles.t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: { ...roles.owner.auth, 'idempotency-key': '1e400' },
      payload: { amount: 3, region: 1, donator: roles.owner.donatorId },
    });
    expect(donated.statusCode).toBe(201);
  });

  it('answers NUL characters in text with 400 naming the field, and stores nothing', async () => {
    const account = await roles.call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { address: 'a\u0000b', city: 'Ok' });
    expect(account.statusCode).toBe(400);
    expect(account.json()).toEqual({ address: ['Null characters are not allowed.'] });
    expect((await roles.call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.owner)).json().city).toBe('');

    const signUp = await roles.t.app.inject({
      method: 'POST',
      url: '/auth/users/',
      payload: { username: 'nul', email: 'n\u0000@example.org', password: 'a good long one' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ email: ['Null characters are not allowed.'] });
  });

  it('answers numbers that overflow to Infinity with 400, in JSON and in a form', async () => {
    const user = await signUpAndLogIn(roles.t.app);
    const response = await roles.t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"monthly_income": 1e400}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ monthly_income: ['A valid number is required.'] });

    const form = multipart({ monthly_income: 'Infinity' });
    const fromForm = await roles.t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    });
    expect(fromForm.statusCode).toBe(400);
    expect(fromForm.json()).toEqual({ monthly_income: ['A valid number is required.'] });
  });

  it('checks permission before reading the body: a visitor with a bad body gets 403', async () => {
    const response = await roles.t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${roles.owner.accountId}/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"city": ',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('each part of a request is validated as its wire format needs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route of this test only, with a number in every part of the request; it takes forms.
    const Numbers = Type.Object({ n: Type.Number(), flag: Type.Optional(Type.Boolean()) });
    t.app.post(
      '/test-only/:n/',
      {
        schema: {
          consumes: ['application/json', 'multipart/form-data'],
          params: Type.Object({ n: Type.Integer() }),
          querystring: Numbers,
          body: Numbers,
        },
      },
      async (request) => ({
        params: request.params,
        query: request.query,
        body: request.body,
      }),
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string | Buffer, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('coerces path parameters and query strings, and takes a JSON body as typed', async () => {
    const response = await post('/test-only/7/?n=12&flag=true', '{"n": 1.5}', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { n: 7 }, query: { n: 12, flag: true }, body: { n: 1.5 } });
  });

  it('reads text in a JSON body as DRF does: a number from "12", a boolean from "yes" or 0', async () => {
    for (const [payload, body] of [
      ['{"n": "12"}', { n: 12 }],
      ['{"n": " -1.5e2 "}', { n: -150 }],
      ['{"n": 1, "flag": "true"}', { n: 1, flag: true }],
      ['{"n": 1, "flag": "No"}', { n: 1, flag: false }],
      ['{"n": 1, "flag": 0}', { n: 1, flag: false }],
    ] as const) {
      const response = await post('/test-only/7/?n=1', payload, { 'content-type': 'application/json' });
      expect(response.statusCode, payload).toBe(200);
      expect(response.json().body, payload).toEqual(body);
    }
  });

  it('refuses in a JSON body a boolean for a number, text that is no number, and text that overflows', async () => {
    for (const [payload, field, message] of [
      ['{"n": true}', 'n', 'A valid number is required.'],
      ['{"n": "12 apples"}', 'n', 'A valid number is required.'],
      ['{"n": "1e400"}', 'n', 'A valid number is required.'],
      ['{"n": "Infinity"}', 'n', 'A valid number is required.'],
      ['{"n": 1, "flag": "maybe"}', 'flag', 'Must be a valid boolean.'],
      ['{"n": 1, "flag": 2}', 'flag', 'Must be a valid boolean.'],
    ] as const) {
      const response = await post('/test-only/7/?n=1', payload, { 'content-type': 'application/json' });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ [field]: [message] });
    }
  });

  it('coerces the fields of a multipart form, which are all text', async () => {
    const form = multipart({ n: '12.5', flag: 'false' });
    const response = await post('/test-only/7/?n=1', form.payload, form.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual({ n: 12.5, flag: false });
  });

  it('refuses text that is no number in a query string or a form', async () => {
    const query = await post('/test-only/7/?n=abc', '{"n": 1}', { 'content-type': 'application/json' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ n: ['A valid number is required.'] });
    const form = multipart({ n: 'abc' });
    const fromForm = await post('/test-only/7/?n=1', form.payload, form.headers);
    expect(fromForm.statusCode).toBe(400);
    expect(fromForm.json()).toEqual({ n: ['A valid number is required.'] });
  });
});
