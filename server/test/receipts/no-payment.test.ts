/**
 * A receipt states money the charity received. With PAYMENT_PROVIDER=none a donor's gift goes
 * through no payment (method `none`): it counts in the totals as the older client expects, but
 * gets no receipt, no receipt mail, no place in the receipts list or a yearly statement, and its
 * receipt PDF is a 404 saying why. A donor's own gift is dated today (±1 day); staff recording
 * a donor's gift (method `other`) may date it back and it is receipted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RECEIPT_WITHOUT_PAYMENT, todayIsoDate } from '@onepair/contract';
import { createTestApp, logInAdmin, rowCount, signUpDonor, type SignedInUser, type TestApp } from '../helpers.js';
import { issueMissingReceipts } from '../../src/receipts/service.js';
import { DONATION_DATE_NOT_TODAY } from '../../src/donations/service.js';

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayFromToday = (days: number) => todayIsoDate(new Date(Date.now() + days * DAY));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const donate = (who: SignedInUser, payload: Record<string, unknown>, as: SignedInUser = who) =>
  t.app.inject({ method: 'POST', url: '/api/donation/', headers: as.auth, payload: { region: 2, donator: who.donatorId, ...payload } });
const receiptsOf = (donationId: number) => t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).execute();
const methodOf = async (donationId: number) =>
  (await t.db.kysely.selectFrom('donations').select('method').where('donation_id', '=', donationId).executeTakeFirstOrThrow()).method;

describe('a gift recorded without a payment', () => {
  it('counts, but gets no receipt, no mail, no list entry, no statement, and its PDF says why', async () => {
    const donor = await signUpDonor(t, 'nopay');
    const mails = await rowCount(t, 'outbox');
    const response = await donate(donor, { amount: 1_000_000 });
    expect(response.statusCode).toBe(201);
    const id = response.json().donation_id as number;
    expect(response.json().date).toBe(todayIsoDate(new Date()));
    expect(await methodOf(id)).toBe('none');
    expect(await receiptsOf(id)).toEqual([]);
    expect(await rowCount(t, 'outbox')).toBe(mails);

    const pdf = await get(`/api/donations/${id}/receipt.pdf`, donor.auth);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toEqual({ detail: NO_RECEIPT_WITHOUT_PAYMENT });
    expect((await get(`/api/donations/${id}/receipt.pdf`, staff.auth)).json()).toEqual({ detail: NO_RECEIPT_WITHOUT_PAYMENT });

    expect((await get('/api/donations/receipts/', donor.auth)).json()).toEqual({ receipts: [], statement_years: [], next: null });
    const year = new Date().getUTCFullYear();
    expect((await get(`/api/donations/statement/${year}.pdf`, donor.auth)).statusCode).toBe(404);

    // It still counts where the older client looks: the donor's total.
    const me = (await get('/auth/users/me/', donor.auth)).json();
    expect(me.account.donator.total_amount_donated).toBe(1_000_000);
  });

  it('is passed over by the start-up work that issues missing receipts', async () => {
    const donor = await signUpDonor(t, 'nopay');
    const id = (await donate(donor, { amount: 5 })).json().donation_id as number;
    await issueMissingReceipts(t.db);
    expect(await receiptsOf(id)).toEqual([]);
  });

  it('keeps a receipt an older release issued out of the list, the statements and the downloads', async () => {
    const donor = await signUpDonor(t, 'older');
    const id = (await donate(donor, { amount: 9 })).json().donation_id as number;
    // As an older release issued it, before gifts without a payment went unreceipted.
    await t.db.kysely.updateTable('donations').set({ method: 'other' }).where('donation_id', '=', id).execute();
    await issueMissingReceipts(t.db);
    expect(await receiptsOf(id)).toHaveLength(1);
    await t.db.kysely.updateTable('donations').set({ method: 'none' }).where('donation_id', '=', id).execute();

    expect((await get('/api/donations/receipts/', donor.auth)).json()).toEqual({ receipts: [], statement_years: [], next: null });
    expect((await get(`/api/donations/${id}/receipt.pdf`, donor.auth)).statusCode).toBe(404);
    const number = Number((await receiptsOf(id))[0]!.number);
    expect((await get(`/api/donations/${id}/receipt.pdf?number=${number}`, donor.auth)).statusCode).toBe(404);
    expect((await get(`/api/donations/statement/${new Date().getUTCFullYear()}.pdf`, donor.auth)).statusCode).toBe(404);
    const exported = await get('/auth/users/me/export/', donor.auth);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().donator.receipts).toEqual([]);
  });
});

describe("the date of a donor's own gift", () => {
  it.each([
    ['the first day of the calendar', '0001-01-01'],
    ['two days ago', dayFromToday(-2)],
    ['last year', dayFromToday(-366)],
  ])('refuses %s with a 400 naming date', async (_, date) => {
    const donor = await signUpDonor(t, 'dated');
    const response = await donate(donor, { amount: 1_000_000, date });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ date: [DONATION_DATE_NOT_TODAY] });
  });

  it.each([
    ['today', 0],
    ['yesterday, for a donor west of the charity', -1],
    ['tomorrow, for a donor east of it', 1],
  ])('accepts %s, as the older client sends it', async (_, days) => {
    const donor = await signUpDonor(t, 'dated');
    const date = dayFromToday(days);
    const response = await donate(donor, { amount: 3, date });
    expect(response.statusCode).toBe(201);
    expect(response.json().date).toBe(date);
  });

  it("applies to staff's own gifts too", async () => {
    const response = await donate(staff, { amount: 3, date: '2020-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('date');
  });
});

describe("a gift staff record on a donor's behalf", () => {
  it('may be dated back, is recorded as received another way and gets its receipt', async () => {
    const donor = await signUpDonor(t, 'cheque');
    const response = await donate(donor, { amount: 40, date: '2024-05-02' }, staff);
    expect(response.statusCode).toBe(201);
    const id = response.json().donation_id as number;
    expect(await methodOf(id)).toBe('other');
    expect(await receiptsOf(id)).toHaveLength(1);
    expect((await get(`/api/donations/${id}/receipt.pdf`, donor.auth)).statusCode).toBe(200);
    const list = (await get('/api/donations/receipts/', donor.auth)).json();
    expect(list.receipts.map((r: { donation_id: number }) => r.donation_id)).toEqual([id]);
    expect(list.statement_years).toEqual([2024]);
    expect((await get('/api/donations/statement/2024.pdf', donor.auth)).statusCode).toBe(200);
    // Never ahead of today, as before.
    expect((await donate(donor, { amount: 1, date: '2999-01-01' }, staff)).statusCode).toBe(400);
  });
});
