import { describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedInUser, type TestApp, useTestApp, requestsTo } from '../helpers.js';
import { FILES, multipart } from '../multipart.js';
import { giveShippingAddress } from '../claims/helpers.js';
import { UPLOADS_IN_FLIGHT_PER_USER } from '../../src/plugins/multipart-bodies.js';

const TINY_PNG = FILES.png(80);

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

const { call } = requestsTo(() => t.app);

/** PATCH of `who`'s donatee record as multipart/form-data, the way the sign-up form sends it. */
const patchForm = (who: SignedInUser, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/donatees/${who.donateeId}/`,
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
};

/** What older clients send with the donatee form (docs/api.md, Compatibility). */
const application = (who: SignedInUser) => ({
  has_applied_for_account: true,
  has_claimed: false,
  monthly_income: 1200,
  average_household_income: 2500.5,
  current_bank_ballance: 80.25,
  is_dependent: false,
  account: who.accountId,
});

async function stockOf(glassesId: number): Promise<number> {
  const row = await t.db.kysely.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirstOrThrow();
  return row.inventory;
}

async function newGlasses(inventory: number): Promise<number> {
  const row = await t.db.kysely
    .insertInto('glasses')
    .values({
      name: 'Test Frame',
      description: '',
      size: 50,
      color: 'black',
      prescription_range_upper: 2,
      prescription_range_lower: -2,
      image: '',
      inventory,
    })
    .returning('glasses_id')
    .executeTakeFirstOrThrow();
  return row.glasses_id;
}

describe('the application (PATCH /api/donatees/{id}/)', () => {
  it('stores the form as older clients send it, misspelt bank balance included', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      donatee_id: user.donateeId,
      has_applied_for_account: true,
      has_claimed: false,
      monthly_income: 1200,
      average_household_income: 2500.5,
      current_bank_balance: 80.25,
      is_dependent: false,
      prescription: null,
      account: user.accountId,
    });
  });

  it('accepts multipart form data with a prescription picture, private to its owner and staff', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const fields = {
      has_applied_for_account: 'true',
      has_claimed: 'false',
      monthly_income: '900',
      average_household_income: '1500',
      current_bank_ballance: '10',
      is_dependent: 'true',
      account: String(user.accountId),
    };
    const response = await patchForm(user, { ...fields, prescription: { filename: 'rx.png', contentType: 'image/png', bytes: TINY_PNG } });
    expect(response.statusCode).toBe(200);
    const donatee = response.json();
    expect(donatee).toMatchObject({ has_applied_for_account: true, is_dependent: true, monthly_income: 900, current_bank_balance: 10 });
    expect(donatee.prescription).toMatch(/^\/media\/\d+$/);

    const mine = await call('GET', donatee.prescription, user);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await call('GET', donatee.prescription, staff)).statusCode).toBe(200);
    expect([403, 404]).toContain((await call('GET', donatee.prescription, other)).statusCode);
    expect([403, 404]).toContain((await call('GET', donatee.prescription)).statusCode);
  });

  it('judges the file by its bytes, not its name, and stores nothing on refusal', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await patchForm(user, {
      monthly_income: '700',
      prescription: { filename: 'rx.png', contentType: 'image/png', bytes: FILES.html() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ prescription: ['Upload a JPEG, PNG, WebP or PDF file.'] });
    expect((await call('GET', `/api/donatees/${user.donateeId}/`, user)).json()).toMatchObject({
      monthly_income: null,
      prescription: null,
    });
  });

  it('accepts a PDF and refuses a file over 5 MB', async () => {
    const user = await signUpAndLogIn(t.app);
    const ok = await patchForm(user, { prescription: { filename: 'rx.bin', contentType: 'application/octet-stream', bytes: FILES.pdf() } });
    expect(ok.statusCode).toBe(200);
    const response = await patchForm(user, {
      prescription: { filename: 'rx.png', contentType: 'image/png', bytes: FILES.png(5 * 1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ prescription: ['The file is larger than 5 MB.'] });
  });

  it('names each invalid field and stores none of the request', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, {
      has_applied_for_account: true,
      monthly_income: -5,
      average_household_income: 'lots',
      current_bank_ballance: 1.234,
      is_dependent: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['average_household_income', 'is_dependent']);
    const second = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, {
      has_applied_for_account: true,
      monthly_income: -5,
      current_bank_ballance: 1.234,
    });
    expect(second.json()).toEqual({
      monthly_income: ['Ensure this value is greater than or equal to 0.'],
      current_bank_balance: ['Ensure that there are no more than 2 decimal places.'],
    });
    expect((await call('GET', `/api/donatees/${user.donateeId}/`, user)).json().has_applied_for_account).toBe(false);
  });

  it('keeps zero as zero and empty as empty, in JSON and in forms', async () => {
    const user = await signUpAndLogIn(t.app);
    const zeros = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, {
      monthly_income: 0,
      average_household_income: null,
      current_bank_balance: 0,
    });
    expect(zeros.json()).toMatchObject({ monthly_income: 0, average_household_income: null, current_bank_balance: 0 });
    const fromForm = await patchForm(user, { monthly_income: '', average_household_income: '0', current_bank_ballance: '12.5' });
    expect(fromForm.json()).toMatchObject({ monthly_income: null, average_household_income: 0, current_bank_balance: 12.5 });
  });

  it('stores a prescription with a very long file name', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await patchForm(user, {
      prescription: { filename: `${'r'.repeat(400)}.png`, contentType: 'image/png', bytes: TINY_PNG },
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', response.json().prescription, user)).statusCode).toBe(200);
    const stored = await t.db.kysely.selectFrom('media').select('filename').where('owner_user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.filename).toHaveLength(255);
    expect(stored.filename).toMatch(/^r+\.png$/);
  });

  it('two prescription uploads at once leave exactly one file, the one the record names', async () => {
    const user = await signUpAndLogIn(t.app);
    const upload = () => {
      return patchForm(user, { prescription: { filename: 'rx.png', contentType: 'image/png', bytes: FILES.png(120) } });
    };
    // As many as one user may send at once (a further one is a 429: test/robustness/slow-uploads.test.ts).
    const responses = await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, upload));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(UPLOADS_IN_FLIGHT_PER_USER).fill(200));
    const files = await t.db.kysely.selectFrom('media').select('media_id').where('owner_user_id', '=', user.id).execute();
    const named = (await call('GET', `/api/donatees/${user.donateeId}/`, user)).json().prescription;
    expect(files.map((file) => `/media/${file.media_id}`)).toEqual([named]);
  });

  it('refuses moving the record to another account', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { account: other.accountId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('account');
  });

  it('permission matrix: anonymous and another user refused, owner and staff allowed', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const url = `/api/donatees/${user.donateeId}/`;
    for (const method of ['GET', 'PATCH', 'PUT']) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : { is_dependent: true })).statusCode).toBe(403);
      expect((await call(method, url, other, method === 'GET' ? undefined : { is_dependent: true })).statusCode).toBe(403);
      expect((await call(method, url, user, method === 'GET' ? undefined : { is_dependent: true })).statusCode).toBe(200);
      expect((await call(method, url, staff, method === 'GET' ? undefined : { is_dependent: false })).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/donatees/', undefined)).statusCode).toBe(403);
    expect((await call('GET', '/api/donatees/', user)).json().map((d: { donatee_id: number }) => d.donatee_id)).toEqual([user.donateeId]);
    expect((await call('GET', '/api/donatees/', staff)).json().length).toBeGreaterThan(2);
    expect((await call('POST', '/api/donatees/', user, { account: user.accountId })).statusCode).toBe(403);
    expect((await call('POST', '/api/donatees/', staff, { account: user.accountId })).json()).toEqual({
      account: ['donatee with this account already exists.'],
    });
    expect((await call('DELETE', url, user)).statusCode).toBe(403);
    expect((await call('DELETE', url, staff)).statusCode).toBe(405);
    expect((await call('GET', '/api/donatees/999999/', staff)).statusCode).toBe(404);
  });
});

describe('claims', () => {
  it('needs a submitted application', async () => {
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    const glassesId = await newGlasses(3);
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ has_claimed: ['Apply for an account before claiming a pair of glasses.'] });
    expect(await stockOf(glassesId)).toBe(3);
  });

  it('takes one unit of the named item, records it, and happens only once', async () => {
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    const glassesId = await newGlasses(3);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has_claimed: true, claimed_glasses: glassesId, claimed_at: expect.any(String) });
    expect(await stockOf(glassesId)).toBe(2);

    const again = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ has_claimed: ['This donatee has already claimed a pair of glasses.'] });
    expect(await stockOf(glassesId)).toBe(2);
  });

  it('accepts a claim without an item, as older clients send it: it waits for staff to pick a frame and takes no stock', async () => {
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    const glassesId = await newGlasses(1);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ has_claimed: true, claimed_glasses: null });
    expect(await stockOf(glassesId)).toBe(1);
    const rows = await t.db.kysely.selectFrom('claims').selectAll().where('donatee_id', '=', user.donateeId).execute();
    expect(rows).toMatchObject([{ status: 'claimed', glasses_id: null }]);
  });

  it('needs a complete shipping address, and names what is missing', async () => {
    const user = await signUpAndLogIn(t.app);
    const glassesId = await newGlasses(2);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    await call('PATCH', `/api/accounts/${user.accountId}/`, user, { user: user.id, address: '1 Main St', city: 'Springfield' });
    const response = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      has_claimed: ['Add your shipping address before claiming a pair (missing: state, zip_code).'],
      state: ['A pair needs this to reach you.'],
      zip_code: ['A pair needs this to reach you.'],
    });
    expect(await stockOf(glassesId)).toBe(2);
    expect((await call('GET', `/api/donatees/${user.donateeId}/`, user)).json()).toMatchObject({ has_claimed: false });
  });

  it('refuses an item out of stock or unknown, and stores nothing', async () => {
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    const empty = await newGlasses(0);
    const out = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, {
      has_claimed: true,
      claimed_glasses: empty,
      monthly_income: 1,
    });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toEqual({ claimed_glasses: ['This item is out of stock.'] });
    const unknown = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: 999999 });
    expect(unknown.json()).toEqual({ claimed_glasses: ['Invalid pk "999999" - object does not exist.'] });
    expect((await call('GET', `/api/donatees/${user.donateeId}/`, user)).json()).toMatchObject({
      has_claimed: false,
      monthly_income: 1200,
    });
  });

  it('only staff undo a claim, which returns the unit to stock', async () => {
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    const glassesId = await newGlasses(1);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId });
    const undo = await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: false });
    expect(undo.statusCode).toBe(403);
    expect(undo.json()).toEqual({ detail: 'Only staff can undo a claim.' });
    const staffUndo = await call('PATCH', `/api/donatees/${user.donateeId}/`, staff, { has_claimed: false });
    expect(staffUndo.statusCode).toBe(200);
    expect(staffUndo.json()).toMatchObject({ has_claimed: false, claimed_glasses: null });
    expect(await stockOf(glassesId)).toBe(1);
  });

  it('staff undoing the same claim several times at once return the pair to stock once', async () => {
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    const glassesId = await newGlasses(2);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId });
    expect(await stockOf(glassesId)).toBe(1);
    const undos = await Promise.all(
      Array.from({ length: 6 }, () => call('PATCH', `/api/donatees/${user.donateeId}/`, staff, { has_claimed: false })),
    );
    expect(undos.every((response) => response.statusCode === 200)).toBe(true);
    expect(await stockOf(glassesId)).toBe(2);
  });

  it('two claims at once for the last unit: exactly one succeeds and stock ends at 0', async () => {
    const glassesId = await newGlasses(1);
    const first = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, first);
    const second = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, second);
    for (const who of [first, second]) await call('PATCH', `/api/donatees/${who.donateeId}/`, who, application(who));
    const responses = await Promise.all(
      [first, second].map((who) =>
        call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await stockOf(glassesId)).toBe(0);
  });

  it('the same donatee claiming twice at once gets exactly one pair', async () => {
    const glassesId = await newGlasses(5);
    const user = await signUpAndLogIn(t.app);
    await giveShippingAddress(t.app, user);
    await call('PATCH', `/api/donatees/${user.donateeId}/`, user, application(user));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('PATCH', `/api/donatees/${user.donateeId}/`, user, { has_claimed: true, claimed_glasses: glassesId }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(glassesId)).toBe(4);
  });
});
