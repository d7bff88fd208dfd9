/**
 * The receipts of donations that have none (the seed's samples here, marked as received the way
 * donations stored before receipts existed were) are issued once at start, never by a read: numbered 1, 2, 3… with no
 * gap and no donation twice, even when two servers start on the same database at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMissingReceipts } from '../../src/receipts/service.js';
import { createTestApp, logInAdmin, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sampleDonations: true });
  // The samples went through no payment and get no receipt (no-payment.test.ts); here they
  // stand in for money received before receipts existed.
  await t.db.kysely.updateTable('donations').set({ method: 'other' }).execute();
});
afterAll(() => t?.close());

const confirmedIds = async () =>
  (await t.db.kysely.selectFrom('donations').select('donation_id').where('status', '=', 'confirmed').orderBy('donation_id').execute()).map(
    (row) => row.donation_id,
  );

const receipts = () => t.db.kysely.selectFrom('receipts').select(['donation_id', 'number']).orderBy('number').execute();

describe('issuing the receipts old donations lack', () => {
  it('leaves the samples without receipts while only reads happen', async () => {
    const confirmed = await confirmedIds();
    expect(confirmed.length).toBeGreaterThan(5);
    const staff = await logInAdmin(t.app);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/donations/${confirmed[0]}/receipt.pdf`, headers: staff.auth });
    expect(pdf.statusCode).toBe(503);
    expect(await receipts()).toEqual([]);
  });

  it('numbers every confirmed sample 1 to n in donation order, once, with two runs at the same time', async () => {
    const confirmed = await confirmedIds();
    const [first, second] = await Promise.all([
      issueMissingReceipts(t.db, { batchSize: 4, scanSpan: 7 }),
      issueMissingReceipts(t.db, { batchSize: 3, scanSpan: 5 }),
    ]);
    expect(first + second).toBe(confirmed.length);
    const issued = await receipts();
    expect(issued.map((row) => Number(row.number))).toEqual(confirmed.map((_, index) => index + 1));
    expect(issued.map((row) => row.donation_id)).toEqual(confirmed);
    const counter = await t.db.kysely.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow();
    expect(Number(counter.last_number)).toBe(confirmed.length);
    expect(await issueMissingReceipts(t.db)).toBe(0);
  });

  it('stops between batches when asked to, and the next run finishes the work', async () => {
    await t.db.kysely.deleteFrom('receipts').execute();
    await t.db.kysely.updateTable('receipt_counter').set({ last_number: 0, checked_through: 0 }).execute();
    let batches = 0;
    const partial = await issueMissingReceipts(t.db, { batchSize: 2, scanSpan: 1_000_000, stopped: () => ++batches > 2 });
    expect(partial).toBe(4);
    const confirmed = await confirmedIds();
    expect(await issueMissingReceipts(t.db)).toBe(confirmed.length - 4);
    expect((await receipts()).map((row) => Number(row.number))).toEqual(confirmed.map((_, index) => index + 1));
  });

  it('looks only at donations after the last finished pass', async () => {
    const confirmed = await confirmedIds();
    const checked = await t.db.kysely.selectFrom('receipt_counter').select('checked_through').executeTakeFirstOrThrow();
    expect(Number(checked.checked_through)).toBe(confirmed.at(-1));
    // A receipt lost below the mark is not looked for again (no request path loses one: this
    // stands in for the work a pass would repeat), while one above it is issued.
    await t.db.kysely.deleteFrom('receipts').where('donation_id', '=', confirmed[0]!).execute();
    expect(await issueMissingReceipts(t.db)).toBe(0);
    await t.db.kysely
      .updateTable('receipt_counter')
      .set({ checked_through: confirmed[0]! - 1 })
      .execute();
    expect(await issueMissingReceipts(t.db)).toBe(1);
    const after = await t.db.kysely.selectFrom('receipt_counter').select('checked_through').executeTakeFirstOrThrow();
    expect(Number(after.checked_through)).toBe(confirmed.at(-1));
  });
});
