import { describe, expect, it, beforeAll } from 'vitest';
import {
  DONATION_STATUSES,
  LEDGER_CSV_COLUMNS,
  LEDGER_MESSAGES,
  spreadsheetSafe,
  type StaffDonationRow,
  type StaffDonationTotals,
} from '@onepair/contract';
import { signUpAndLogIn, type SignedInUser, type TestApp, useTestApp } from '../helpers.js';
import { toCsvRow } from '../../src/donations/ledger-service.js';
import { csvRecords } from '../csv.js';
import { BAD_CURSOR } from '../../src/lib/keyset.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

const get = (url: string, who: SignedInUser | null = staff) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

async function donate(who: SignedInUser, amount: number, date: string, region: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/donation/',
    headers: staff.auth,
    payload: { donator: who.donatorId, amount, date, region },
  });
  if (response.statusCode !== 201) throw new Error(`donation failed: ${response.body}`);
  return response.json().donation_id;
}

/** A whole list, page by page, as a client reads it. */
async function everyPage(query: string, limit: number): Promise<StaffDonationRow[]> {
  const rows: StaffDonationRow[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const response = await get(`/api/staff/donations/?limit=${limit}${query}${after ? `&after=${after}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { results: StaffDonationRow[]; next: string | null };
    rows.push(...page.results);
    after = page.next;
    if (!after) return rows;
  }
  throw new Error('the list never ended');
}

let alice: SignedInUser;
let bob: SignedInUser;
let erased: SignedInUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  alice = await signUpAndLogIn(t.app, 'alice');
  bob = await signUpAndLogIn(t.app, 'bob');
  erased = await signUpAndLogIn(t.app, 'erased');
  ids.a1 = await donate(alice, 10, '2025-01-05', 1);
  ids.a2 = await donate(alice, 20.5, '2025-02-10', 2);
  ids.a3 = await donate(alice, 7.25, '2025-02-10', 1);
  ids.b1 = await donate(bob, 100, '2025-03-01', 3);
  ids.b2 = await donate(bob, 1.99, '2025-01-20', 1);
  ids.e1 = await donate(erased, 50, '2025-02-01', 1);
  await t.db.kysely.updateTable('donations').set({ status: 'refunded' }).where('donation_id', '=', ids.b2!).execute();
  await t.db.kysely.updateTable('donations').set({ status: 'pending' }).where('donation_id', '=', ids.a3!).execute();
  const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${erased.id}/`, headers: staff.auth });
  expect(removed.statusCode).toBe(204);
});

describe('GET /api/staff/donations/', () => {
  it('lists every donation newest first, with its donor, status and region; an erased donor is null', async () => {
    const rows = await everyPage('', 50);
    expect(rows.map((row) => row.donation_id)).toEqual([ids.b1, ids.a3, ids.a2, ids.e1, ids.b2, ids.a1]);
    expect(rows[0]).toMatchObject({
      amount: 100,
      date: '2025-03-01',
      region: 3,
      status: 'confirmed',
      donor: { id: bob.id, donator_id: bob.donatorId, username: bob.username, email: `${bob.username}@example.org` },
    });
    expect(rows.find((row) => row.donation_id === ids.e1)).toMatchObject({ amount: 50, donor: null });
    expect(rows.find((row) => row.donation_id === ids.b2)?.status).toBe('refunded');
  });

  it('pages by keyset without losing or repeating a row, ties on the date ordered by id', async () => {
    const whole = await everyPage('', 50);
    const paged = await everyPage('', 2);
    expect(paged).toEqual(whole);
    // Two donations share 2025-02-10: the later id comes first.
    expect(paged.findIndex((row) => row.donation_id === ids.a3)).toBeLessThan(paged.findIndex((row) => row.donation_id === ids.a2));
  });

  it('filters by date range (inclusive), region, status and donor (user id, username or e-mail, any case)', async () => {
    const idsOf = async (query: string) => (await everyPage(query, 50)).map((row) => row.donation_id);
    expect(await idsOf('&from=2025-02-01&to=2025-02-10')).toEqual([ids.a3, ids.a2, ids.e1]);
    expect(await idsOf('&region=1')).toEqual([ids.a3, ids.e1, ids.b2, ids.a1]);
    expect(await idsOf('&status=refunded')).toEqual([ids.b2]);
    expect(await idsOf('&status=pending')).toEqual([ids.a3]);
    expect(await idsOf(`&donor=${alice.id}`)).toEqual([ids.a3, ids.a2, ids.a1]);
    expect(await idsOf(`&donor=${alice.username.toUpperCase()}`)).toEqual([ids.a3, ids.a2, ids.a1]);
    expect(await idsOf(`&donor=${encodeURIComponent(`${bob.username}@example.org`)}`)).toEqual([ids.b1, ids.b2]);
    expect(await idsOf(`&donor=${alice.username}&region=1&status=confirmed`)).toEqual([ids.a1]);
    expect(await idsOf('&donor=nobody-by-that-name')).toEqual([]);
    expect(await idsOf(`&donor=${erased.id}`)).toEqual([]);
  });

  it('answers a bad filter or cursor with a 400 naming the field, and refuses everyone but staff', async () => {
    const bad = async (query: string) => {
      const response = await get(`/api/staff/donations/?${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json();
    };
    expect(await bad('from=2025-03-01&to=2025-02-01')).toEqual({ to: [LEDGER_MESSAGES.toBeforeFrom] });
    expect(await bad('region=9')).toEqual({ region: [LEDGER_MESSAGES.unknownRegion] });
    expect(Object.keys(await bad('from=yesterday'))).toEqual(['from']);
    expect(Object.keys(await bad('status=lost'))).toEqual(['status']);
    expect(await bad('after=garbage')).toEqual({ after: [BAD_CURSOR] });
    expect((await get('/api/staff/donations/', alice)).statusCode).toBe(403);
    expect((await get('/api/staff/donations/totals/', alice)).statusCode).toBe(403);
    expect((await get('/api/staff/donations/export.csv', null)).statusCode).toBe(403);
  });
});

describe('GET /api/staff/donations/totals/', () => {
  const cents = (dollars: number) => Math.round(dollars * 100);

  it('counts and sums the donations the filter matches, the same ones the list shows, in all and per status', async () => {
    const queries = ['', 'region=1', 'status=confirmed', 'status=pending', `donor=${alice.username}`, 'from=2025-02-01', 'donor=nobody'];
    for (const query of queries) {
      const response = await get(`/api/staff/donations/totals/?${query}`);
      expect(response.statusCode, query).toBe(200);
      const totals = response.json() as StaffDonationTotals;
      const rows = await everyPage(query ? `&${query}` : '', 50);
      const sum = (some: StaffDonationRow[]) => some.reduce((total, row) => total + cents(row.amount), 0) / 100;
      expect(totals.count, query).toBe(rows.length);
      expect(totals.total, query).toBe(sum(rows));
      // Every status is there, zeros included, and each is the list's rows of that status.
      expect(Object.keys(totals.by_status).sort(), query).toEqual([...DONATION_STATUSES].sort());
      for (const status of DONATION_STATUSES) {
        const ofStatus = rows.filter((row) => row.status === status);
        expect(totals.by_status[status], `${query} ${status}`).toEqual({ count: ofStatus.length, total: sum(ofStatus) });
      }
      // The breakdown adds up to count and total.
      const buckets = Object.values(totals.by_status);
      expect(
        buckets.reduce((count, bucket) => count + bucket.count, 0),
        query,
      ).toBe(totals.count);
      expect(
        buckets.reduce((total, bucket) => total + cents(bucket.total), 0),
        query,
      ).toBe(cents(totals.total));
    }
  });

  it('puts a pending and a refunded donation in their own buckets, apart from the money received', async () => {
    // Region 1: a1 $10 and e1 $50 confirmed, a3 $7.25 pending, b2 $1.99 refunded.
    expect((await get('/api/staff/donations/totals/?region=1')).json()).toEqual({
      count: 4,
      total: 69.24,
      by_status: {
        confirmed: { count: 2, total: 60 },
        pending: { count: 1, total: 7.25 },
        refunded: { count: 1, total: 1.99 },
        voided: { count: 0, total: 0 },
      },
    });
    expect((await get('/api/staff/donations/totals/?status=refunded')).json()).toEqual({
      count: 1,
      total: 1.99,
      by_status: {
        confirmed: { count: 0, total: 0 },
        pending: { count: 0, total: 0 },
        refunded: { count: 1, total: 1.99 },
        voided: { count: 0, total: 0 },
      },
    });
    const zero = { count: 0, total: 0 };
    expect((await get('/api/staff/donations/totals/?donor=nobody')).json()).toEqual({
      count: 0,
      total: 0,
      by_status: { confirmed: zero, pending: zero, refunded: zero, voided: zero },
    });
  });

  it('describes the breakdown in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = document.paths['/api/staff/donations/totals/'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['count', 'total', 'by_status']);
    expect(schema.properties.by_status.description).toMatch(/add up to count and total/);
    expect(Object.keys(schema.properties.by_status.properties)).toEqual(['confirmed', 'pending', 'refunded', 'voided']);
    expect(schema.properties.by_status.properties.confirmed).toMatchObject({
      description: expect.stringMatching(/money received/),
      properties: { count: { type: 'integer' }, total: { type: 'number' } },
    });
  });
});

describe('GET /api/staff/donations/export.csv', () => {
  it('is a CSV download with a header row, whose rows and total match the filter', async () => {
    const response = await get('/api/staff/donations/export.csv?region=1&from=2025-01-06');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="onepair-donations-2025-01-06-to-now-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.split('\n')[0]).toBe(LEDGER_CSV_COLUMNS.join(','));
    const records = csvRecords(response.body);
    expect(records.map((record) => Number(record.donation_id))).toEqual([ids.a3, ids.e1, ids.b2]);
    expect(records[0]).toMatchObject({
      amount: '7.25',
      status: 'pending',
      region: '1',
      region_name: 'West',
      donor_id: String(alice.id),
      donor_username: alice.username,
      donor_email: `${alice.username}@example.org`,
    });
    expect(records[1]).toMatchObject({ amount: '50.00', donor_id: '', donor_username: '', donor_email: '' });
    const totals = (await get('/api/staff/donations/totals/?region=1&from=2025-01-06')).json();
    const csvSum = records.reduce((total, record) => total + Math.round(Number(record.amount) * 100), 0) / 100;
    expect({ count: records.length, total: csvSum }).toEqual({ count: totals.count, total: totals.total });
  });

  it('cannot carry a formula: cells a spreadsheet would run start with an apostrophe', async () => {
    const sly = await signUpAndLogIn(t.app, 'sly');
    await donate(sly, 3, '2024-06-01', 5);
    // Names the sign-up form may refuse can still come from older data or another client.
    await t.db.kysely
      .updateTable('users')
      .set({ username: '=HYPERLINK("http://evil.example","click")', email: '+1@evil.example' })
      .where('id', '=', sly.id)
      .execute();
    const response = await get(`/api/staff/donations/export.csv?donor=${sly.id}`);
    const [record] = csvRecords(response.body);
    expect(record).toMatchObject({ donor_username: `'=HYPERLINK("http://evil.example","click")`, donor_email: "'+1@evil.example" });
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('is sent uncompressed even to a client that accepts compression, so its first bytes leave at once', async () => {
    const plain = await get('/api/staff/donations/export.csv?region=1');
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/staff/donations/export.csv?region=1',
      headers: { ...staff.auth, 'accept-encoding': 'br, gzip' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(plain.body);
    expect(csvRecords(plain.body).length).toBeGreaterThan(0);
  });

  it('refuses a bad filter with a 400 before sending anything', async () => {
    const response = await get('/api/staff/donations/export.csv?from=2025-03-01&to=2025-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ to: [LEDGER_MESSAGES.toBeforeFrom] });
  });

  it('streams thousands of rows in batches: every one once, newest first', async () => {
    const many = await signUpAndLogIn(t.app, 'many');
    const count = 2_345;
    const rows = Array.from({ length: count }, (_, i) => ({
      donator_id: many.donatorId,
      amount_cents: 100 + i,
      date: `2023-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      region_id: (i % 5) + 1,
      created_at: new Date().toISOString(),
    }));
    for (let start = 0; start < count; start += 500)
      await t.db.kysely
        .insertInto('donations')
        .values(rows.slice(start, start + 500))
        .execute();
    const response = await get(`/api/staff/donations/export.csv?donor=${many.username}`);
    const records = csvRecords(response.body);
    expect(records).toHaveLength(count);
    expect(new Set(records.map((record) => record.donation_id)).size).toBe(count);
    const keys = records.map((record) => [record.date ?? '', Number(record.donation_id)] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [before, now] = [keys[i - 1]!, keys[i]!];
      expect(before[0] > now[0] || (before[0] === now[0] && before[1] > now[1]), `row ${i}`).toBe(true);
    }
    const cents = records.reduce((total, record) => total + Math.round(Number(record.amount) * 100), 0);
    expect(cents).toBe(rows.reduce((total, row) => total + row.amount_cents, 0));
  });
});

describe('spreadsheetSafe and the CSV row', () => {
  it('prefixes = + - @ tab and carriage return, and leaves everything else alone', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(spreadsheetSafe(`${lead}1`)).toBe(`'${lead}1`);
    for (const plain of ['alice', '1+1', 'a=b', '', "'=already"]) expect(spreadsheetSafe(plain)).toBe(plain);
    const row = toCsvRow({
      donation_id: 1,
      amount: 12.5,
      refunded_amount: 0,
      date: '2025-01-01',
      region: 2,
      status: 'confirmed',
      method: 'check',
      reference: '=cheque 12',
      created_at: '2025-01-01T00:00:00.000Z',
      donor: { id: 3, donator_id: 4, username: '@x', name: '@x', email: '-y@example.org' },
    });
    expect(row).toEqual({
      donation_id: '1',
      date: '2025-01-01',
      amount: '12.50',
      status: 'confirmed',
      region: '2',
      region_name: 'Southwest',
      donor_id: '3',
      donor_username: "'@x",
      donor_email: "'-y@example.org",
      created_at: '2025-01-01T00:00:00.000Z',
      refunded_amount: '0.00',
      method: 'check',
      reference: "'=cheque 12",
    });
  });
});
