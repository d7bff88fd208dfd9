import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let app: FastifyInstance;
let user: SignedInUser;
let lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndLogIn(t.app);
  // The same database, served by an app whose log lines the test keeps.
  app = await buildApp({
    config: { ...loadConfig({ WEB_DIST: '', LOG_LEVEL: 'info' }), loginRateLimit: 1_000_000 },
    db: t.db,
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const requestLines = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'request')
    .map(({ level: _level, time: _time, pid: _pid, hostname: _hostname, ...rest }) => rest);

describe('request logs', () => {
  it('writes one line per request: method, route pattern, status, time in ms, request id', async () => {
    lines = [];
    const response = await app.inject({ method: 'GET', url: '/api/glasses/3/?ref=newsletter', headers: user.auth });
    expect(response.statusCode).toBe(200);
    const entries = requestLines();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual({
      reqId: expect.any(String),
      msg: 'request',
      method: 'GET',
      route: '/api/glasses/:id/',
      status: 200,
      ms: expect.any(Number),
      ip: '127.0.0.1',
    });
    // Fastify's own two lines are gone.
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed/);
  });

  it('never writes a token, a password, a query string or a prescription, and cuts long paths', async () => {
    lines = [];
    const password = 'a-Secret-Password-123';
    await app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username: user.username, password } });
    await app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
    await app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: user.auth,
      payload: { monthly_income: 1234.56, prescription_notes: 'OD -2.25 OS -1.75' },
    });
    const longQuery = `/api/glasses/?secret=${'q'.repeat(10_000)}`;
    await app.inject({ method: 'GET', url: longQuery });
    const longPath = `/api/nothing/${'p'.repeat(10_000)}?token=abc`;
    const notFound = await app.inject({ method: 'GET', url: longPath });
    expect(notFound.statusCode).toBe(404);

    const text = lines.join('\n');
    for (const secret of [user.token, password, '1234.56', '-2.25', 'secret=', 'token=abc', 'q'.repeat(300), 'p'.repeat(300)]) {
      expect(text).not.toContain(secret);
    }
    const entries = requestLines();
    expect(entries.map((entry) => [entry.method, entry.route ?? entry.path, entry.status])).toEqual([
      ['POST', '/auth/token/login/', 400], // the wrong password
      ['GET', '/auth/users/me/', 200],
      ['PATCH', '/api/donatees/:id/', expect.any(Number)],
      ['GET', expect.stringMatching(/^\/api\/glasses\/?$/), 200],
      ['GET', `/api/nothing/${'p'.repeat(200 - '/api/nothing/'.length)}…`, 404],
    ]);
    for (const line of lines) expect(line.length).toBeLessThan(1_000);
  });

  it('writes nothing per request at LOG_LEVEL=warn', async () => {
    const quiet: string[] = [];
    const warnApp = await buildApp({
      config: { ...loadConfig({ WEB_DIST: '', LOG_LEVEL: 'warn' }) },
      db: t.db,
      logStream: { write: (line) => quiet.push(line) },
    });
    try {
      const atStart = quiet.length;
      await warnApp.inject({ method: 'GET', url: '/api/glasses/' });
      expect(quiet.slice(atStart)).toEqual([]);
    } finally {
      await warnApp.close();
    }
  });

  it('writes the path of a password link without its token', async () => {
    lines = [];
    const token = 'c2VjcmV0LXRva2VuLXZhbHVlLTEyMzQ1Ng';
    for (const path of [`/reset-password/MQ/${token}`, `/reset-password/MQ/${token}/`, `/set-password/MQ/${token}?x=1`]) {
      await app.inject({ method: 'GET', url: path });
    }
    expect(lines.join('\n')).not.toContain(token);
    expect(requestLines().map((entry) => entry.path)).toEqual([
      '/reset-password/MQ/[token]',
      '/reset-password/MQ/[token]/',
      '/set-password/MQ/[token]',
    ]);
  });
});

describe('the start-up notice about PUBLIC_URL', () => {
  async function startLines(env: Record<string, string>): Promise<string[]> {
    const written: string[] = [];
    const started = await buildApp({
      config: loadConfig({ WEB_DIST: '', LOG_LEVEL: 'info', PORT: '8124', ...env }),
      db: t.db,
      logStream: { write: (line) => written.push(line) },
    });
    await started.ready();
    await started.close();
    return written.map((line) => (JSON.parse(line) as { msg: string }).msg).filter((msg) => msg.includes('PUBLIC_URL'));
  }

  it('says once where links point when PUBLIC_URL is unset, and nothing when it is set', async () => {
    expect(await startLines({})).toEqual([
      'PUBLIC_URL is not set: links in mail and payment return addresses point to http://localhost:8124',
    ]);
    expect(await startLines({ PUBLIC_URL: 'https://onepair.example.org' })).toEqual([]);
  });
});
