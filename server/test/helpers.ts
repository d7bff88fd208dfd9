/**
 * Test harness: a fresh app on a throw-away database per test file. On SQLite that is an
 * in-memory database; with DATABASE_URL set (PostgreSQL) each file gets a database of its
 * own, created from the server named by DATABASE_URL and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { openDb, type Db } from '../src/db/engine.js';
import type { Database } from '../src/db/schema.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { buildApp } from '../src/app.js';
import { createDatabase } from './databases.js';

export const ADMIN = { username: 'admin', password: 'staff-password-for-tests' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    sampleDonations?: boolean;
    loginRateLimit?: number;
    donationRateLimit?: number;
    trustProxy?: Config['trustProxy'];
    config?: Partial<Config>;
  } = {},
): Promise<TestApp> {
  const database = await createDatabase('onepair_test');
  const db = openDb({ databaseUrl: database.databaseUrl, sqliteFile: ':memory:' });
  await migrate(db);
  await seedIfEmpty(db, {
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    sampleDonations: options.sampleDonations ?? false,
  });
  const config = {
    ...loadConfig({ WEB_DIST: '' }),
    loginRateLimit: options.loginRateLimit ?? 1_000_000,
    // Off unless a test sets it: many tests post dozens of donations as one user in a second.
    donationRateLimit: options.donationRateLimit ?? 0,
    trustProxy: options.trustProxy ?? false,
    ...options.config,
  };
  const app = await buildApp({ config, db, logger: process.env.TEST_LOG === '1' });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
}

let userCounter = 0;

export interface SignedInUser {
  id: number;
  username: string;
  password: string;
  token: string;
  accountId: number;
  donatorId: number;
  donateeId: number;
  auth: { authorization: string };
}

export async function signUpAndLogIn(app: FastifyInstance, prefix = 'user'): Promise<SignedInUser> {
  userCounter += 1;
  const username = `${prefix}${userCounter}_${randomBytes(3).toString('hex')}`;
  const password = 'correct horse battery';
  const created = await app.inject({
    method: 'POST',
    url: '/auth/users/',
    payload: { username, email: `${username}@example.org`, password },
  });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  return logIn(app, username, password);
}

export async function logIn(app: FastifyInstance, username: string, password: string): Promise<SignedInUser> {
  const login = await app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json().auth_token as string;
  const auth = { authorization: `Token ${token}` };
  const me = (await app.inject({ method: 'GET', url: '/auth/users/me/', headers: auth })).json();
  return {
    id: me.id,
    username,
    password,
    token,
    accountId: me.account.account_id,
    donatorId: me.account.donator.donator_id,
    donateeId: me.account.donatee.donatee_id,
    auth,
  };
}

export async function logInAdmin(app: FastifyInstance): Promise<SignedInUser> {
  return logIn(app, ADMIN.username, ADMIN.password);
}

/**
 * A new signed-in donor whose ids are read from the database rather than the account view, for
 * tests that should lean on no endpoint but sign-up and login.
 */
export async function signUpDonor(t: TestApp, prefix = 'donor'): Promise<SignedInUser> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const password = 'correct horse battery';
  const created = await t.app.inject({
    method: 'POST',
    url: '/auth/users/',
    payload: { username, email: `${username}@example.org`, password },
  });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json().auth_token as string;
  const ids = await t.db.kysely
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .select(['users.id', 'accounts.account_id', 'donators.donator_id'])
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return {
    id: ids.id,
    username,
    password,
    token,
    accountId: ids.account_id,
    donatorId: ids.donator_id,
    donateeId: 0,
    auth: { authorization: `Token ${token}` },
  };
}

/** How many rows `table` holds now. */
/** Erases the signed-in user's own account, as the account page does, and checks it was erased. */
export async function eraseOwnAccount(app: FastifyInstance, who: SignedInUser): Promise<void> {
  const erased = await app.inject({
    method: 'DELETE',
    url: '/auth/users/me/',
    headers: who.auth,
    payload: { current_password: who.password },
  });
  expect(erased.statusCode).toBe(204);
}

export async function rowCount(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function json(response: LightMyRequestResponse): any {
  return response.json();
}

export interface Requests {
  /** One request as `who` (a visitor when undefined), the payload sent as JSON. */
  call(method: string, url: string, who?: SignedInUser, payload?: object): Promise<LightMyRequestResponse>;
  /** The same request, which must succeed (below 300): its JSON answer, or null when empty. */
  ok(method: string, url: string, who?: SignedInUser, payload?: object): Promise<any>;
}

/** Requests to the app `app()` gives at the time of each call (the file's app, made in beforeAll). */
export function requestsTo(app: () => FastifyInstance): Requests {
  const call: Requests['call'] = (method, url, who, payload) =>
    app().inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  return {
    call,
    async ok(method, url, who, payload) {
      const response = await call(method, url, who, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.body === '' ? null : response.json();
    },
  };
}

export interface RoleFixture {
  t: TestApp;
  owner: SignedInUser;
  other: SignedInUser;
  staff: SignedInUser;
  /** One request as `who` (a visitor when undefined). */
  call(method: string, url: string, who?: SignedInUser, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * The four callers of every permission matrix (visitor, owner, another user, staff) on a
 * fresh app for the test file; the returned object is filled in before the first test runs.
 */
export function useRoleFixture(): RoleFixture {
  const fixture = {} as RoleFixture;
  beforeAll(async () => {
    fixture.t = await createTestApp();
    fixture.owner = await signUpAndLogIn(fixture.t.app, 'owner');
    fixture.other = await signUpAndLogIn(fixture.t.app, 'other');
    fixture.staff = await logInAdmin(fixture.t.app);
    fixture.call = requestsTo(() => fixture.t.app).call;
  });
  afterAll(() => fixture.t.close());
  return fixture;
}

export interface AppWithUsers {
  t: TestApp;
  staff: SignedInUser;
  user: SignedInUser;
}

/**
 * A fresh app for the test file (made with `options`) with staff and one signed-in user, handed
 * to `ready` before the first test; the app closes after the last.
 */
export function useTestApp(ready: (fixture: AppWithUsers) => void, options: Parameters<typeof createTestApp>[0] = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    ready({ t, staff: await logInAdmin(t.app), user: await signUpAndLogIn(t.app) });
  });
  afterAll(() => t?.close());
}

/** One request whose body is sent as it is, with the given content type (malformed JSON, text). */
export function sendRaw(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  contentType: string,
  payload: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload });
}
