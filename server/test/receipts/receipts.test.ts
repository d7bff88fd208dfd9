import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf.js';
import { NO_GOODS_OR_SERVICES } from '@onepair/contract';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, logInAdmin, rowCount, signUpDonor, type SignedInUser, type TestApp, eraseOwnAccount } from '../helpers.js';
import { RECEIPT_NOT_YET_ISSUED, issueMissingReceipts, issueReceipt, voidReceipt } from '../../src/receipts/service.js';
import { loadConfig } from '../../src/config.js';
import { onDonationRefunded } from '../../src/donations/service.js';

const ORG = { name: 'Clear Sight Charity', taxId: 'EIN 12-3456789', address: '1 Lens Street\nSpringfield, IL 62701' };

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ config: { organisation: ORG, publicUrl: 'https://onepair.example.org' } });
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/**
 * A gift staff record for `user` (received by cheque, say), which gets a receipt: a donor's own
 * gift through this endpoint passes through no payment and gets none (no-payment.test.ts).
 */
async function donate(user: SignedInUser, amount: number, date = '2025-03-14'): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/donation/',
    headers: staff.auth,
    payload: { amount, date, region: 2, donator: user.donatorId },
  });
  expect(response.statusCode).toBe(201);
  return response.json().donation_id;
}

async function giveAddress(user: SignedInUser): Promise<void> {
  await t.db.kysely
    .updateTable('accounts')
    .set({ address: '42 Elm Road', city: 'Portland', state: 'OR', zip_code: '97201' })
    .where('account_id', '=', user.accountId)
    .execute();
}

const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

async function receiptOf(donationId: number) {
  return t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).executeTakeFirst();
}

const outboxCount = () => rowCount(t, 'outbox');

async function lastNumber(): Promise<number> {
  const row = await t.db.kysely.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow();
  return Number(row.last_number);
}

describe('issuing receipts', () => {
  it('gives every confirmed donation a receipt with the next number and the frozen details', async () => {
    const donor = await signUpDonor(t, 'giver');
    await giveAddress(donor);
    const before = await lastNumber();
    const first = await donate(donor, 25.5);
    const second = await donate(donor, 10);
    const [a, b] = [await receiptOf(first), await receiptOf(second)];
    expect(Number(a!.number)).toBe(before + 1);
    expect(Number(b!.number)).toBe(before + 2);
    expect(a).toMatchObject({
      org_name: ORG.name,
      org_tax_id: ORG.taxId,
      org_address: ORG.address,
      donor_name: donor.username,
      donor_address: '42 Elm Road\nPortland, OR 97201',
      donation_date: '2025-03-14',
      voided_at: null,
    });
    expect(Number(a!.amount_cents)).toBe(2550);
  });

  it("states the donor's details, not the staff user's, on a gift staff record for a donor", async () => {
    const donor = await signUpDonor(t, 'bycheque');
    await giveAddress(donor);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: staff.auth,
      payload: { amount: 40, date: '2025-03-14', region: 2, donator: donor.donatorId },
    });
    expect(response.statusCode).toBe(201);
    const donationId = response.json().donation_id;
    expect(await receiptOf(donationId)).toMatchObject({ donor_name: donor.username, donor_address: '42 Elm Road\nPortland, OR 97201' });
    const mail = await t.db.kysely.selectFrom('outbox').select('to').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.to).toBe(`${donor.username}@example.org`);
  });

  it('is made out to the names the donor gave, else to their username', async () => {
    const donor = await signUpDonor(t, 'named');
    const named = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${donor.id}/`,
      headers: donor.auth,
      payload: { first_name: 'Grace', last_name: 'Hopper' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: staff.auth,
      payload: { amount: 15, date: '2025-03-14', region: 2, donator: donor.donatorId },
    });
    expect(response.statusCode).toBe(201);
    expect(await receiptOf(response.json().donation_id)).toMatchObject({ donor_name: 'Grace Hopper' });
    const mail = await t.db.kysely.selectFrom('outbox').select(['to', 'body']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.body).toContain('Hello Grace Hopper,');
    expect(mail.body).not.toContain(donor.username);
  });

  it('takes no number for a refused donation, so the next one follows without a gap', async () => {
    const donor = await signUpDonor(t);
    const before = await lastNumber();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: donor.auth,
      payload: { amount: -1, donator: donor.donatorId },
    });
    expect(refused.statusCode).toBe(400);
    // A transaction that took a number and then failed gives it back with its rollback.
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        const [row] = await trx
          .insertInto('donations')
          .values({
            donator_id: donor.donatorId,
            amount_cents: 100,
            date: '2025-01-01',
            region_id: 1,
            created_at: new Date().toISOString(),
            method: 'other',
          })
          .returning('donation_id')
          .execute();
        expect((await issueReceipt(trx, row!.donation_id))!.number).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const next = await donate(donor, 2);
    expect(Number((await receiptOf(next))!.number)).toBe(before + 1);
  });

  it('numbers concurrent donations 1 by 1 with no gap and no number twice', async () => {
    const donors = await Promise.all(Array.from({ length: 4 }, () => signUpDonor(t, 'rush')));
    const before = await lastNumber();
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => donate(donors[i % donors.length]!, 1 + i)));
    const numbers = await Promise.all(ids.map(async (id) => Number((await receiptOf(id))!.number)));
    expect([...numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => before + 1 + i));
    expect(await lastNumber()).toBe(before + 24);
  });

  it('returns the same receipt when asked to issue it again', async () => {
    const donor = await signUpDonor(t);
    const id = await donate(donor, 3);
    const before = await lastNumber();
    const again = await t.db.kysely.transaction().execute((trx) => issueReceipt(trx, id));
    expect(again!.number).toBe(Number((await receiptOf(id))!.number));
    expect(await lastNumber()).toBe(before);
  });

  it('queues the receipt mail to the donor in the same transaction', async () => {
    const donor = await signUpDonor(t, 'mailed');
    const id = await donate(donor, 12.34);
    const number = Number((await receiptOf(id))!.number);
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('to', '=', `${donor.username}@example.org`)
      .where('subject', 'like', '%receipt%')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your receipt No. ${number} from ${ORG.name}`);
    expect(mail.body).toContain('$12.34');
    expect(mail.body).toContain(ORG.taxId);
    expect(mail.body).toContain(NO_GOODS_OR_SERVICES);
    expect(mail.body).toContain('https://onepair.example.org/account');
  });

  it('leaves a pending donation without a receipt', async () => {
    const donor = await signUpDonor(t);
    const [row] = await t.db.kysely
      .insertInto('donations')
      .values({
        donator_id: donor.donatorId,
        amount_cents: 500,
        date: '2025-01-02',
        region_id: 1,
        created_at: new Date().toISOString(),
        status: 'pending',
        method: 'card',
      })
      .returning('donation_id')
      .execute();
    await expect(t.db.kysely.transaction().execute((trx) => issueReceipt(trx, row!.donation_id))).rejects.toThrow(/not confirmed/);
    const response = await get(`/api/donations/${row!.donation_id}/receipt.pdf`, donor.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/not confirmed/);
  });
});

describe('GET /api/donations/{id}/receipt.pdf', () => {
  it('is a PDF with the number, amount, organisation, donor and the no-goods statement', async () => {
    const donor = await signUpDonor(t, 'pdf');
    await giveAddress(donor);
    const id = await donate(donor, 1234.5);
    const number = Number((await receiptOf(id))!.number);
    const response = await get(`/api/donations/${id}/receipt.pdf`, donor.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      `Donation receipt No. ${number}`,
      '$1,234.50',
      '2025-03-14',
      ORG.name,
      `Tax id: ${ORG.taxId}`,
      '1 Lens Street',
      'Springfield, IL 62701',
      donor.username,
      '42 Elm Road',
      'Portland, OR 97201',
      NO_GOODS_OR_SERVICES,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('VOID');
  });

  it('prints the details as issued, even after the donor moves', async () => {
    const donor = await signUpDonor(t);
    await giveAddress(donor);
    const id = await donate(donor, 5);
    await t.db.kysely.updateTable('accounts').set({ address: '9 New Lane' }).where('account_id', '=', donor.accountId).execute();
    const text = await pdfText((await get(`/api/donations/${id}/receipt.pdf`, donor.auth)).rawPayload);
    expect(text).toContain('42 Elm Road');
    expect(text).not.toContain('9 New Lane');
  });

  it('is for the donor and staff only: another donor and a visitor get 403, an unknown id 404', async () => {
    const donor = await signUpDonor(t);
    const other = await signUpDonor(t);
    const id = await donate(donor, 7);
    const url = `/api/donations/${id}/receipt.pdf`;
    expect((await get(url, donor.auth)).statusCode).toBe(200);
    expect((await get(url, staff.auth)).statusCode).toBe(200);
    expect((await get(url, other.auth)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(403);
    expect((await get('/api/donations/999999/receipt.pdf', staff.auth)).statusCode).toBe(404);
    expect((await get('/api/donations/abc/receipt.pdf', staff.auth)).statusCode).toBe(400);
  });

  it('shows VOID once the donation is refunded, keeping number and amount', async () => {
    const donor = await signUpDonor(t);
    const id = await donate(donor, 40);
    const number = Number((await receiptOf(id))!.number);
    const refund = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${id}/refund/`, headers: staff.auth });
    expect(refund.statusCode).toBe(200);
    const row = await receiptOf(id);
    expect(row!.voided_at).not.toBeNull();
    expect(row!.void_reason).toBe('Refunded');
    expect(Number(row!.number)).toBe(number);
    const text = await pdfText((await get(`/api/donations/${id}/receipt.pdf`, donor.auth)).rawPayload);
    expect(text).toContain('VOID');
    expect(text).toContain('$40.00');
    expect(text).toContain(`No. ${number}`);
    // Voiding again keeps the first mark; the number is never given to another donation.
    expect(await t.db.kysely.transaction().execute((trx) => voidReceipt(trx, id, 'again'))).toBe(false);
    const next = await donate(donor, 1);
    expect(Number((await receiptOf(next))!.number)).toBeGreaterThan(number);
  });

  it('issues no receipt on a read: a confirmed donation still without one is answered 503 and left as it was', async () => {
    const donor = await signUpDonor(t);
    const id = await donate(donor, 8);
    // As a donation stored before receipts existed would be.
    await t.db.kysely.deleteFrom('receipts').where('donation_id', '=', id).execute();
    const before = await lastNumber();
    const pdf = await get(`/api/donations/${id}/receipt.pdf`, donor.auth);
    expect(pdf.statusCode).toBe(503);
    expect(pdf.headers['retry-after']).toBe('60');
    expect(pdf.json()).toEqual({ detail: RECEIPT_NOT_YET_ISSUED });
    const list = await get('/api/donations/receipts/', donor.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().receipts).toEqual([]);
    expect(await receiptOf(id)).toBeUndefined();
    expect(await lastNumber()).toBe(before);
  });

  it('issues the missing receipts once, at start, with the next numbers and without mail', async () => {
    const [ann, bob] = [await signUpDonor(t, 'old'), await signUpDonor(t, 'old')];
    const ids = [await donate(ann, 8), await donate(bob, 9), await donate(ann, 10)];
    await t.db.kysely.deleteFrom('receipts').where('donation_id', 'in', ids).execute();
    // The earlier test's donation lacks its receipt too; it comes first, being older.
    const missing = await t.db.kysely
      .selectFrom('donations')
      .leftJoin('receipts', 'receipts.donation_id', 'donations.donation_id')
      .select('donations.donation_id')
      .where('donations.status', '=', 'confirmed')
      .where('donations.method', '<>', 'none')
      .where('receipts.id', 'is', null)
      .orderBy('donations.donation_id')
      .execute();
    expect(missing.map((row) => row.donation_id).slice(-3)).toEqual(ids);
    const before = await lastNumber();
    const mails = await outboxCount();
    // Small batches and scans, so that several of each are needed.
    expect(await issueMissingReceipts(t.db, { batchSize: 2, scanSpan: 3 })).toBe(missing.length);
    const numbers = await Promise.all(missing.map(async (row) => Number((await receiptOf(row.donation_id))!.number)));
    expect(numbers).toEqual(missing.map((_, index) => before + 1 + index));
    expect(await lastNumber()).toBe(before + missing.length);
    expect(await outboxCount()).toBe(mails);
    expect(await receiptOf(ids[1]!)).toMatchObject({ org_name: ORG.name, donor_name: bob.username, donation_date: '2025-03-14' });
    // Done: a second run finds nothing, and the PDF is there to read.
    expect(await issueMissingReceipts(t.db)).toBe(0);
    expect(await lastNumber()).toBe(before + missing.length);
    expect((await get(`/api/donations/${ids[0]}/receipt.pdf`, ann.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/donations/receipts/', () => {
  it("lists the caller's receipts newest first and the years with a statement", async () => {
    const donor = await signUpDonor(t);
    const older = await donate(donor, 10, '2024-06-01');
    const newer = await donate(donor, 20, '2025-02-01');
    const response = await get('/api/donations/receipts/', donor.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.receipts.map((r: { donation_id: number }) => r.donation_id)).toEqual([newer, older]);
    expect(body.receipts[0]).toMatchObject({ amount: 20, date: '2025-02-01', voided_at: null, void_reason: null });
    expect(body.statement_years).toEqual([2025, 2024]);
    expect((await get('/api/donations/receipts/')).statusCode).toBe(403);
  });
});

describe('GET /api/donations/statement/{year}.pdf', () => {
  it("lists the donor's confirmed gifts of the year with the total, leaving out refunded ones and other years", async () => {
    const donor = await signUpDonor(t, 'yearly');
    const a = await donate(donor, 100, '2023-01-15');
    await donate(donor, 250.25, '2023-11-30');
    await donate(donor, 999, '2022-12-31');
    const refunded = await donate(donor, 77, '2023-05-05');
    await t.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('donations').set({ status: 'refunded' }).where('donation_id', '=', refunded).execute();
      await onDonationRefunded(trx, {
        donationId: refunded,
        donatorId: donor.donatorId,
        amountCents: 7700,
        regionId: 2,
        date: '2023-05-05',
      });
    });
    const response = await get('/api/donations/statement/2023.pdf', donor.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2023.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Yearly donation statement 2023');
    expect(text).toContain('$100.00');
    expect(text).toContain('$250.25');
    expect(text).toContain('Total of 2 gifts');
    expect(text).toContain('$350.25');
    expect(text).toContain(String(Number((await receiptOf(a))!.number)));
    expect(text).not.toContain('$77.00');
    expect(text).not.toContain('$999.00');
    expect(text).toContain(ORG.name);
    expect(text).toContain(NO_GOODS_OR_SERVICES);
  });

  it("prints a donor's receipt and statement in the donor's language, to staff too", async () => {
    const donor = await signUpDonor(t, 'hispanohablante');
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${donor.accountId}/`,
      headers: donor.auth,
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    const id = await donate(donor, 30, '2022-06-01');
    await t.db.kysely.updateTable('receipts').set({ tribute: 'In memory of Rosa Díaz' }).where('donation_id', '=', id).execute();
    const receipt = await pdfText((await get(`/api/donations/${id}/receipt.pdf`, donor.auth)).rawPayload);
    expect(receipt).toContain(`Recibo de donación N.º ${Number((await receiptOf(id))!.number)}`);
    expect(receipt).toContain('Monto: $30.00');
    expect(receipt).toContain('En memoria de Rosa Díaz');
    expect(receipt).toContain('No se dio ningún bien ni servicio a cambio de esta donación.');
    expect(receipt).toContain(`N.º de identificación fiscal: ${ORG.taxId}`);
    expect(receipt).not.toContain(NO_GOODS_OR_SERVICES);
    const asStaff = await pdfText((await get(`/api/donations/${id}/receipt.pdf`, staff.auth)).rawPayload);
    expect(asStaff).toContain('Gracias por su donación a');

    const statement = await pdfText((await get('/api/donations/statement/2022.pdf', donor.auth)).rawPayload);
    expect(statement).toContain('Resumen anual de donaciones 2022');
    expect(statement).toContain('Total de 1 donación');
    expect(statement).not.toContain('gift');
  });

  it('answers 404 for a year without gifts and 400 naming year for a bad one', async () => {
    const donor = await signUpDonor(t);
    await donate(donor, 1, '2024-04-04');
    expect((await get('/api/donations/statement/2019.pdf', donor.auth)).statusCode).toBe(404);
    const bad = await get('/api/donations/statement/20x5.pdf', donor.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('year');
  });

  it("lets staff fetch a donor's statement by donator, refuses it to another donor and to visitors", async () => {
    const donor = await signUpDonor(t);
    const other = await signUpDonor(t);
    await donate(donor, 15, '2024-08-08');
    const url = `/api/donations/statement/2024.pdf?donator=${donor.donatorId}`;
    const asStaff = await get(url, staff.auth);
    expect(asStaff.statusCode).toBe(200);
    expect(await pdfText(asStaff.rawPayload)).toContain(donor.username);
    expect((await get(url, donor.auth)).statusCode).toBe(200);
    expect((await get(url, other.auth)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(403);
    expect((await get('/api/donations/statement/2024.pdf')).statusCode).toBe(403);
    // The other donor's own statement of that year: they gave nothing.
    expect((await get('/api/donations/statement/2024.pdf', other.auth)).statusCode).toBe(404);
  });
});

describe('erased donors and configuration', () => {
  it("keeps an erased donor's receipt as issued, for staff only", async () => {
    const donor = await signUpDonor(t, 'leaving');
    await giveAddress(donor);
    const id = await donate(donor, 55);
    await eraseOwnAccount(t.app, donor);
    const row = await receiptOf(id);
    expect(row).toMatchObject({ donor_name: donor.username, donor_address: '42 Elm Road\nPortland, OR 97201' });
    const response = await get(`/api/donations/${id}/receipt.pdf`, staff.auth);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('$55.00');
    const someone = await signUpDonor(t);
    expect((await get(`/api/donations/${id}/receipt.pdf`, someone.auth)).statusCode).toBe(403);
  });

  it('reads ORG_NAME, ORG_TAX_ID and ORG_ADDRESS, with \\n in the address as a new line', () => {
    expect(loadConfig({ ORG_NAME: ' Clear Sight ', ORG_TAX_ID: '12-3', ORG_ADDRESS: '1 Lens St\\nSpringfield' }).organisation).toEqual({
      name: 'Clear Sight',
      nameSet: true,
      taxId: '12-3',
      address: '1 Lens St\nSpringfield',
    });
    expect(loadConfig({}).organisation).toEqual({ name: 'OnePair', nameSet: false, taxId: '', address: '' });
  });
});
