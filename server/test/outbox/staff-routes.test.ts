import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { enqueueMail } from '../../src/outbox/service.js';
import { BAD_CURSOR } from '../../src/lib/keyset.js';
import { useRoleFixture } from '../helpers.js';
import { startSmtp } from './smtp.js';

const roles = useRoleFixture();
const call: typeof roles.call = (...args) => roles.call(...args);

describe('GET /api/staff/outbox/', () => {
  it('is for staff only: a visitor, a user and a bad token get 403 and no message', async () => {
    await enqueueMail(roles.t.db.kysely, { to: 'secret@example.org', subject: 'Private', text: 'x' });
    for (const who of [undefined, roles.owner, roles.other]) {
      const response = await call('GET', '/api/staff/outbox/', who);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('secret@example.org');
    }
    const badToken = await roles.t.app.inject({ method: 'GET', url: '/api/staff/outbox/', headers: { authorization: 'Token nope' } });
    expect(badToken.statusCode).toBe(403);
    expect((await call('GET', '/api/staff/outbox/', roles.staff)).statusCode).toBe(200);
  });

  it('lists messages newest first in the OutboxMessage shape, a page at a time', async () => {
    await roles.t.db.kysely.deleteFrom('outbox').execute();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await enqueueMail(roles.t.db.kysely, { to: `r${i}@example.org`, subject: `S${i}`, text: `B${i}` }));

    const first = await call('GET', '/api/staff/outbox/?limit=2', roles.staff);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.results.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3]]);
    expect(Object.keys(page1.results[0]).sort()).toEqual([
      'attempts',
      'body',
      'created_at',
      'id',
      'last_error',
      'sent_at',
      'status',
      'subject',
      'to',
    ]);
    expect(page1.results[0]).toMatchObject({
      to: 'r4@example.org',
      subject: 'S4',
      body: 'B4',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    expect(page1.next).toEqual(expect.any(String));

    const page2 = (await call('GET', `/api/staff/outbox/?limit=2&after=${page1.next}`, roles.staff)).json();
    expect(page2.results.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
    const page3 = (await call('GET', `/api/staff/outbox/?limit=2&after=${page2.next}`, roles.staff)).json();
    expect(page3).toEqual({ results: [expect.objectContaining({ id: ids[0] })], next: null });
  });

  it('answers bad paging with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['after=abc', 'after'],
      ['after=0', 'after'],
      ['after=99999999999999999999', 'after'],
      ['after=2147483648', 'after'],
      ['after=-1', 'after'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=x', 'limit'],
    ]) {
      const response = await call('GET', `/api/staff/outbox/?${query}`, roles.staff);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toContain(field);
    }
    expect((await call('GET', '/api/staff/outbox/?after=abc', roles.staff)).json()).toEqual({ after: [BAD_CURSOR] });
    // The largest id is a cursor like any other: past the end, an empty page.
    expect((await call('GET', '/api/staff/outbox/?after=2147483647', roles.staff)).statusCode).toBe(200);
  });

  it('is tagged staff in the OpenAPI document', async () => {
    const document = (await call('GET', '/api/docs/json')).json();
    expect(document.paths['/api/staff/outbox/'].get.tags).toEqual(['staff']);
  });
});

describe('the sender inside the server', () => {
  it('starts with an app that has SMTP_URL, delivers, and stops when the app closes', async () => {
    const smtp = await startSmtp();
    const config = {
      ...loadConfig({ WEB_DIST: '', SMTP_URL: smtp.url, MAIL_FROM: 'Team <team@onepair.test>', MAIL_INTERVAL_SECONDS: '1' }),
    };
    const app = await buildApp({ config, db: roles.t.db, logger: false });
    try {
      await app.ready();
      const id = await enqueueMail(roles.t.db.kysely, { to: 'inside@example.org', subject: 'From the server', text: 'x' });
      const status = async () =>
        (await roles.t.db.kysely.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
      for (let i = 0; i < 100 && (await status()) !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await status()).toBe('sent');
      expect(smtp.received.find((mail) => mail.to.includes('inside@example.org'))?.from).toBe('team@onepair.test');
    } finally {
      await app.close();
      await smtp.close();
    }
    // Closed: a new message stays pending.
    const later = await enqueueMail(roles.t.db.kysely, { to: 'after@example.org', subject: 'Later', text: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const row = await roles.t.db.kysely.selectFrom('outbox').select('status').where('id', '=', later).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('leaves mail in the outbox when SMTP_URL is unset', async () => {
    const id = await enqueueMail(roles.t.db.kysely, { to: 'kept@example.org', subject: 'Kept', text: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const listed = (await call('GET', '/api/staff/outbox/', roles.staff)).json();
    expect(listed.results[0]).toMatchObject({ id, status: 'pending', attempts: 0 });
  });
});
