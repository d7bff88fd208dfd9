/**
 * One signed-in donor with 25,000 donations must not stall the server for everyone: while
 * several of their data exports and yearly statements are built at once, over real HTTP, the
 * health check and the catalogue still answer in milliseconds (a median within 50 ms of the same
 * requests on the quiet server; with the statement and export built in one go it was seconds). The receipts list answers a
 * page, not all 25,000.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { RECEIPT_PAGE_SIZE, todayIsoDate } from '@onepair/contract';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

const DONATIONS = 25_000;
const EXPORTS = 2;
const STATEMENTS = 2;

let t: TestApp;
let donor: SignedInUser;
let base: string;
const year = new Date().getUTCFullYear();

/** The donor's donations and their receipts, written in bulk (no request path could make them this fast). */
async function seedDonations(): Promise<void> {
  const now = new Date().toISOString();
  const today = todayIsoDate(new Date());
  await t.db.kysely.transaction().execute(async (trx) => {
    const rows = Array.from({ length: DONATIONS }, (_, i) => ({
      donator_id: donor.donatorId,
      amount_cents: 100 + (i % 5000),
      // Every one in this year, so that one statement lists them all.
      date: `${year}-${String(1 + (i % 12)).padStart(2, '0')}-01` > today ? today : `${year}-${String(1 + (i % 12)).padStart(2, '0')}-01`,
      region_id: 1 + (i % 5),
      created_at: now,
      status: 'confirmed' as const,
      method: 'other' as const,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('donations')
        .values(rows.slice(i, i + 500))
        .execute();
    const counter = await trx.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow();
    const first = Number(counter.last_number);
    await sql`insert into receipts (number, donation_id, issued_at, org_name, org_tax_id, org_address,
        donor_name, donor_address, amount_cents, donation_date)
      select ${first} + row_number() over (order by donation_id), donation_id, ${now}, 'OnePair', '', '',
        ${donor.username}, '', amount_cents, date
      from donations where donator_id = ${donor.donatorId}`.execute(trx);
    await trx
      .updateTable('receipt_counter')
      .set({ last_number: first + DONATIONS })
      .execute();
  });
}

beforeAll(async () => {
  t = await createTestApp();
  donor = await signUpAndLogIn(t.app, 'heavy');
  await seedDonations();
  // As autovacuum would soon after such a load: PostgreSQL plans with the tables' real sizes.
  if (t.db.engine === 'postgres') await sql`analyze`.execute(t.db.kysely);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

/** Reads a reply to its end without keeping it; its status and size. */
async function drain(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${url}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/**
 * Asks for `url` every `intervalMs` until `done` is set, on a fixed schedule whatever the answers
 * do, and returns each answer's time counted from when it was due. Counting from the send would
 * hide a stalled server: the client runs on the same event loop, so while the server is stuck a
 * late request is simply not sent, and the few sent in between look fast.
 */
async function sampleOnSchedule(url: string, intervalMs: number, done: () => boolean): Promise<number[]> {
  const started = performance.now();
  const answers: Promise<number>[] = [];
  for (let i = 0; !done(); i++) {
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(
      fetch(`${base}${url}`).then(async (response) => {
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        return performance.now() - due;
      }),
    );
  }
  return Promise.all(answers);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('a donor with 25,000 donations', () => {
  it('builds exports and statements while /healthz and the catalogue keep answering in milliseconds', async () => {
    // The same requests on the quiet server: what this machine takes anyway (it may be busy with other work).
    const quiet: number[] = [];
    const quietCatalogue: number[] = [];
    for (let i = 0; i < 10; i++) {
      quiet.push(await timed('/healthz'));
      quietCatalogue.push(await timed('/api/glasses/'));
    }

    const heavy = [
      ...Array.from({ length: EXPORTS }, () => drain('/auth/users/me/export/', donor.auth)),
      ...Array.from({ length: STATEMENTS }, () => drain(`/api/donations/statement/${year}.pdf`, donor.auth)),
    ];
    let running = true;
    const all = Promise.all(heavy).finally(() => (running = false));
    const [health, catalogue] = await Promise.all([
      sampleOnSchedule('/healthz', 40, () => !running),
      sampleOnSchedule('/api/glasses/', 40, () => !running),
    ]);
    const results = await all;
    const figures = {
      quietHealthzMedianMs: Math.round(median(quiet) * 10) / 10,
      quietCatalogueMedianMs: Math.round(median(quietCatalogue) * 10) / 10,
      healthzMedianMs: Math.round(median(health) * 10) / 10,
      healthzMaxMs: Math.round(Math.max(...health)),
      catalogueMedianMs: Math.round(median(catalogue) * 10) / 10,
      samples: health.length,
      exportMs: results.slice(0, EXPORTS).map((r) => Math.round(r.ms)),
      exportMb: Math.round((results[0]!.bytes / 1e6) * 10) / 10,
      statementMs: results.slice(EXPORTS).map((r) => Math.round(r.ms)),
    };
    console.log(`heavy donor (${t.db.engine}): ${JSON.stringify(figures)}`);
    for (const result of results) expect(result.status).toBe(200);
    expect(health.length).toBeGreaterThanOrEqual(5);
    // Within 50 ms of the quiet figures: a stalled server (each document built in one go) made them seconds.
    expect(median(health)).toBeLessThan(50 + median(quiet));
    expect(median(catalogue)).toBeLessThan(50 + median(quietCatalogue));
  }, 120_000);

  it('exports every donation and receipt as JSON that parses', async () => {
    const response = await fetch(`${base}/auth/users/me/export/`, { headers: donor.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const data = (await response.json()) as { donator: { donations: { donation_id: number }[]; receipts: unknown[] } };
    expect(data.donator.donations).toHaveLength(DONATIONS);
    expect(data.donator.receipts).toHaveLength(DONATIONS);
    const ids = data.donator.donations.map((donation) => donation.donation_id);
    expect(new Set(ids).size).toBe(DONATIONS);
  }, 60_000);

  it('lists the receipts a page at a time', async () => {
    const response = await fetch(`${base}/api/donations/receipts/`, { headers: donor.auth });
    const body = (await response.json()) as { receipts: unknown[]; next: string | null; statement_years: number[] };
    expect(body.receipts).toHaveLength(RECEIPT_PAGE_SIZE);
    expect(body.next).toEqual(expect.any(String));
    expect(body.statement_years).toEqual([year]);
  });
});
