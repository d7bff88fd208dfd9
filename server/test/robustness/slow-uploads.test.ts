/**
 * Requests that stall and uploads sent in parallel, over real sockets (app.inject has no clock
 * and no connection): a request must arrive whole within REQUEST_TIMEOUT_SECONDS, and one user
 * may have only UPLOADS_IN_FLIGHT_PER_USER uploads on their way, the next refused before its
 * body is read.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, REQUEST_TIMED_OUT } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { TOO_MANY_UPLOADS, UPLOADS_IN_FLIGHT_PER_USER } from '../../src/plugins/multipart-bodies.js';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { FILES, multipart } from '../multipart.js';

let t: TestApp;
/** Times requests out after 1 s. */
let quick: Served;
/** Times requests out after 30 s: longer than any test here, so only the upload cap answers. */
let patient: Served;

interface Served {
  app: FastifyInstance;
  port: number;
  log: string[];
}

async function serve(requestTimeoutSeconds: number): Promise<Served> {
  const log: string[] = [];
  const app = await buildApp({
    config: { ...loadConfig({ WEB_DIST: '', LOG_LEVEL: 'info' }), requestTimeoutSeconds, loginRateLimit: 1_000_000 },
    db: t.db,
    logStream: { write: (line) => log.push(line) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, log };
}

beforeAll(async () => {
  t = await createTestApp();
  quick = await serve(1);
  patient = await serve(30);
});
afterAll(async () => {
  await quick.app.close();
  await patient.app.close();
  await t.close();
});

/** A connection that sent a request's head and part of its body; what came back, as it comes. */
interface Stalled {
  /** Resolves with everything received once the server closes the connection, or with `open` after `ms`. */
  closed(ms: number): Promise<{ received: string; open: boolean; afterMs: number }>;
  /** Resolves once a whole status line has come back. */
  answered(ms: number): Promise<string>;
  /** Sends the rest of the body. */
  finish(): void;
  destroy(): void;
}

/**
 * Sends `method url` with the head of a body of `body.length` bytes (as Content-Length) and only
 * its first `sent` bytes, then waits.
 */
function stall(port: number, method: string, url: string, headers: Record<string, string>, body: Buffer, sent: number): Stalled {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  let closed = false;
  const waiting: Array<() => void> = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  const head = [`${method} ${url} HTTP/1.1`, 'Host: localhost', `Content-Length: ${body.length}`]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  socket.write(`${head}\r\n\r\n`);
  if (sent > 0) socket.write(body.subarray(0, sent));
  const until = (done: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const check = () => (done() ? (clearTimeout(timer), resolve()) : waiting.push(check));
      check();
    });
  return {
    async closed(ms) {
      await until(() => closed, ms);
      return { received, open: !closed, afterMs: Date.now() - started };
    },
    async answered(ms) {
      await until(() => /^HTTP\/1\.1 \d{3}/.test(received) && received.includes('\r\n\r\n'), ms);
      return received;
    },
    finish: () => socket.write(body.subarray(sent)),
    destroy: () => socket.destroy(),
  };
}

/** Waits for `done` to hold, checking every 20 ms for up to 5 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 5000) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statusOf = (received: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
const bodyOf = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as unknown;

/** A prescription upload of nearly 5 MB for `who`. */
function upload(who: SignedInUser) {
  const form = multipart({
    monthly_income: '900',
    prescription: { filename: 'rx.png', contentType: 'image/png', bytes: FILES.png(4_900_000) },
  });
  return { url: `/api/donatees/${who.donateeId}/`, headers: { ...who.auth, ...form.headers }, body: form.payload };
}

describe('REQUEST_TIMEOUT_SECONDS', () => {
  it('is 60 unless set, and a bad value stops the start with a line naming it', () => {
    expect(loadConfig({}).requestTimeoutSeconds).toBe(180);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '15' }).requestTimeoutSeconds).toBe(15);
    for (const value of ['0', '-1', 'soon', '1.5', '3601']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: value }), value).toThrow(
        /^REQUEST_TIMEOUT_SECONDS must be a whole number from 1 to 3600/,
      );
    }
  });
});

describe('a request that stalls', () => {
  it('is answered 408 in DRF’s shape and its connection closed once the timeout passes, with one log line', async () => {
    const who = await signUpAndLogIn(quick.app, 'stall');
    const { url, headers, body } = upload(who);
    const stalledUpload = stall(quick.port, 'PATCH', url, headers, body, 64 * 1024);
    const json = Buffer.from(JSON.stringify({ amount: 5, donator: who.donatorId }));
    const stalledJson = stall(quick.port, 'POST', '/api/donation/', { ...who.auth, 'content-type': 'application/json' }, json, 5);
    for (const stalled of [stalledUpload, stalledJson]) {
      // Node looks for late requests once a second: a 1 s timeout ends within about 2 s.
      const { received, open, afterMs } = await stalled.closed(4000);
      expect(open, 'the connection is still open').toBe(false);
      expect(afterMs).toBeGreaterThanOrEqual(900);
      expect(statusOf(received)).toBe(408);
      expect(received).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(bodyOf(received)).toEqual({ detail: REQUEST_TIMED_OUT });
    }
    const lines = quick.log.filter((line) => line.includes('"request timed out"'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, ip: '127.0.0.1' });
    // A client that stalls is no server error, and the timeout's line is all the log has of it.
    expect(quick.log.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
    // Nothing was stored from the cut upload.
    const me = await quick.app.inject({ method: 'GET', url: `/api/donatees/${who.donateeId}/`, headers: who.auth });
    expect(me.json()).toMatchObject({ prescription: null });
  });

  it('is closed after a refusal sent before its body, with no second answer', async () => {
    const form = multipart({ username: 'someone', password: 'x'.repeat(1_000_000) });
    const login = stall(quick.port, 'POST', '/auth/token/login/', form.headers, form.payload, 1024);
    const { received, open } = await login.closed(4000);
    expect(open, 'the connection is still open').toBe(false);
    expect(statusOf(received)).toBe(415);
    expect(received.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
  });

  it('gives back the user’s upload slots: after two stalled uploads are cut, the next one is stored', async () => {
    const who = await signUpAndLogIn(quick.app, 'again');
    const stalled = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => {
      const { url, headers, body } = upload(who);
      return stall(quick.port, 'PATCH', url, headers, body, 1024);
    });
    for (const each of stalled) expect(statusOf((await each.closed(4000)).received)).toBe(408);
    await until(() => quick.app.uploadsInFlight.held(`user:${who.id}`) === 0);
    const { url, headers, body } = upload(who);
    const whole = stall(quick.port, 'PATCH', url, headers, body, body.length);
    const received = await whole.answered(4000);
    whole.destroy();
    expect(statusOf(received), received.slice(0, 300)).toBe(200);
  });
});

describe('uploads in flight', () => {
  it(`allows ${UPLOADS_IN_FLIGHT_PER_USER} per user; the next is a 429 at once, before its body is read`, async () => {
    const who = await signUpAndLogIn(patient.app, 'parallel');
    const other = await signUpAndLogIn(patient.app, 'neighbour');
    const stalled = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => {
      const { url, headers, body } = upload(who);
      return stall(patient.port, 'PATCH', url, headers, body, 64 * 1024);
    });
    // Let the server take them in (a stalled upload is answered by nothing until it goes on).
    await until(() => patient.app.uploadsInFlight.held(`user:${who.id}`) === UPLOADS_IN_FLIGHT_PER_USER);
    for (const each of stalled) expect(await each.answered(0)).toBe('');

    const { url, headers, body } = upload(who);
    const started = Date.now();
    const extra = stall(patient.port, 'PATCH', url, headers, body, 0);
    const refused = await extra.answered(2000);
    extra.destroy();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(statusOf(refused)).toBe(429);
    expect(bodyOf(refused)).toEqual({ detail: TOO_MANY_UPLOADS });

    // Another user is not held back by them.
    const theirs = upload(other);
    const neighbour = stall(patient.port, 'PATCH', theirs.url, theirs.headers, theirs.body, theirs.body.length);
    expect(statusOf(await neighbour.answered(4000))).toBe(200);
    neighbour.destroy();

    // A stalled upload that goes on is stored; one whose client gives up gives its slot back.
    stalled[0]!.finish();
    expect(statusOf(await stalled[0]!.answered(4000))).toBe(200);
    stalled[1]!.destroy();
    await until(() => patient.app.uploadsInFlight.held(`user:${who.id}`) === 0);
    const next = upload(who);
    const after = stall(patient.port, 'PATCH', next.url, next.headers, next.body, next.body.length);
    expect(statusOf(await after.answered(4000))).toBe(200);
    after.destroy();
    stalled[0]!.destroy();
  });

  it('refuses a form on a route that takes no file with DRF’s 415 at once, before its body is read', async () => {
    const form = multipart({ username: 'someone', password: 'x'.repeat(4_000_000) });
    const started = Date.now();
    const login = stall(patient.port, 'POST', '/auth/token/login/', form.headers, form.payload, 0);
    const received = await login.answered(2000);
    login.destroy();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(statusOf(received)).toBe(415);
    expect(bodyOf(received)).toEqual({ detail: `Unsupported media type "${form.headers['content-type']}" in request.` });
  });
});
