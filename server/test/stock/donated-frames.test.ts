/**
 * Frames given in kind: staff receive them as `donated`, naming the donor (a user, or a name and
 * an e-mail address), and the donor is mailed a receipt for the goods that says what was given
 * and states no value. The ledger and the audit log name the donor; erasure removes their address.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ERASED, STOCK_MESSAGES } from '@onepair/contract';
import { eraseOwnAccount, requestsTo, signUpDonor, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses } from '../claims/helpers.js';

let t: TestApp;
let staff: SignedInUser;

useTestApp((fixture) => ({ t, staff } = fixture));

const { call, ok } = requestsTo(() => t.app);
const stockUrl = (glassesId: number) => `/api/staff/glasses/${glassesId}/stock/`;
const mailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body', 'user_id']).where('to', '=', address).orderBy('id').execute();
const stockOf = async (glassesId: number) =>
  Number(
    (await t.db.kysely.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirstOrThrow()).inventory,
  );

describe('frames given in kind', () => {
  it('receives them from a donor named by name and e-mail, and mails a receipt for goods with no value', async () => {
    const glassesId = await newGlasses(t, 1);
    const reply = await ok('POST', stockUrl(glassesId), staff, {
      change: 12,
      reason: 'Lions Club collection',
      kind: 'donated',
      donor_name: ' Ada Lovelace ',
      donor_email: 'ada@lions.example',
    });
    expect(reply).toMatchObject({ inventory: 13, movement: { kind: 'donated', change: 12, donor_name: 'Ada Lovelace' } });
    const [mail] = await mailTo('ada@lions.example');
    expect(mail!.subject).toBe('Receipt for your gift of frames to OnePair');
    expect(mail!.body).toContain('Hello Ada Lovelace,');
    expect(mail!.body).toContain(`Receipt for goods G-${reply.movement.id}`);
    expect(mail!.body).toMatch(/Given: 12 glasses frames \(Frame \w+\)/);
    expect(mail!.body).toContain('No goods or services were given in exchange for this gift.');
    expect(mail!.body).toContain('states no value');
    expect(mail!.body).not.toMatch(/\$\d/);
    expect(mail!.user_id).toBeNull();

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_type', '=', 'glasses')
      .where('target_id', '=', String(glassesId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('stock.donated');
    // The entry points to the movement; it keeps no name or address of the donor.
    expect(JSON.parse(String(audit.after))).toEqual({
      inventory: 13,
      change: 12,
      kind: 'donated',
      reason: 'Lions Club collection',
      movement: reply.movement.id,
      donor_user: null,
    });
    expect(String(audit.after)).not.toContain('ada@lions.example');
    const ledger = await ok('GET', stockUrl(glassesId), staff);
    expect(ledger.results[0]).toMatchObject({ kind: 'donated', donor_name: 'Ada Lovelace', by_username: 'admin' });
  });

  it('names a user as the donor, by id or by their address, and removes their address when they are erased', async () => {
    const donor = await signUpDonor(t, 'frames');
    const glassesId = await newGlasses(t, 0);
    await ok('POST', stockUrl(glassesId), staff, { change: 3, reason: 'Old pairs', kind: 'donated', donor: donor.id });
    await ok('POST', stockUrl(glassesId), staff, {
      change: 2,
      reason: 'More',
      kind: 'donated',
      donor_name: 'Someone at the door',
      donor_email: `${donor.username.toUpperCase()}@EXAMPLE.ORG`,
    });
    const mail = await mailTo(`${donor.username}@example.org`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.user_id).toBe(donor.id);
    const linked = await t.db.kysely
      .selectFrom('stock_movements')
      .select(['donor_user_id', 'donor_name', 'donor_email'])
      .where('glasses_id', '=', glassesId)
      .orderBy('id')
      .execute();
    expect(linked.map((row) => row.donor_user_id)).toEqual([donor.id, donor.id]);
    // Their data export lists the frames they gave, with the receipts' numbers; nobody else's does.
    const exported = (await call('GET', '/auth/users/me/export/', donor)).json();
    expect(exported.frames_given.map((row: { quantity: number; receipt: string }) => [row.quantity, row.receipt])).toEqual([
      [3, expect.stringMatching(/^G-\d+$/)],
      [2, expect.stringMatching(/^G-\d+$/)],
    ]);
    const stranger = await signUpDonor(t, 'stranger');
    expect((await call('GET', '/auth/users/me/export/', stranger)).json().frames_given).toEqual([]);

    await eraseOwnAccount(t.app, donor);
    const after = await t.db.kysely
      .selectFrom('stock_movements')
      .select(['donor_user_id', 'donor_name', 'donor_email', 'change'])
      .where('glasses_id', '=', glassesId)
      .orderBy('id')
      .execute();
    expect(after).toEqual([
      { donor_user_id: null, donor_name: AUDIT_ERASED, donor_email: null, change: 3 },
      { donor_user_id: null, donor_name: AUDIT_ERASED, donor_email: null, change: 2 },
    ]);
    expect(await stockOf(glassesId)).toBe(5);
  });

  it('refuses, naming the field and storing nothing, a donation without a donor, with a bad address, taking stock away, or a donor on another kind', async () => {
    const glassesId = await newGlasses(t, 4);
    const cases: [object, string, string][] = [
      [{ change: 2, reason: 'Box', kind: 'donated' }, 'donor', STOCK_MESSAGES.donorNeeded],
      [{ change: 2, reason: 'Box', kind: 'donated', donor_email: 'a@b.example' }, 'donor_name', STOCK_MESSAGES.donorNeeded],
      [
        { change: 2, reason: 'Box', kind: 'donated', donor_name: 'Ann', donor_email: 'not-an-address' },
        'donor_email',
        'Enter a valid email address.',
      ],
      [{ change: 2, reason: 'Box', kind: 'donated', donor: 2_147_483_647 }, 'donor', STOCK_MESSAGES.donorNeeded],
      [{ change: -2, reason: 'Box', kind: 'donated', donor_name: 'Ann', donor_email: 'a@b.example' }, 'kind', STOCK_MESSAGES.kindMismatch],
      [{ change: 2, reason: 'Box', kind: 'received', donor_name: 'Ann' }, 'donor', STOCK_MESSAGES.donorOnlyForDonated],
      [{ change: 2, reason: 'Box', kind: 'donated', donor: staff.id, donor_name: 'Ann' }, 'donor', STOCK_MESSAGES.donorTwice],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', stockUrl(glassesId), staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()[field], JSON.stringify(body)).toEqual([message]);
    }
    const huge = await call('POST', stockUrl(glassesId), staff, {
      change: 2,
      reason: 'Box',
      kind: 'donated',
      donor_name: 'x'.repeat(151),
      donor_email: 'a@b.example',
    });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json())).toEqual(['donor_name']);
    expect(await stockOf(glassesId)).toBe(4);
    expect(await mailTo('a@b.example')).toEqual([]);
  });

  it('removes the address of frames given before the giver had an account, once they erase it', async () => {
    const username = `early_${Date.now().toString(36)}`;
    const glassesId = await newGlasses(t, 0);
    await ok('POST', stockUrl(glassesId), staff, {
      change: 4,
      reason: 'Before signing up',
      kind: 'donated',
      donor_name: 'Early Giver',
      donor_email: `${username}@example.org`,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/auth/users/',
      payload: { username, email: `${username}@example.org`, password: 'correct horse battery' },
    });
    expect(created.statusCode).toBe(201);
    const login = (
      await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username, password: 'correct horse battery' } })
    ).json();
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/auth/users/me/',
      headers: { authorization: `Token ${login.auth_token}` },
      payload: { current_password: 'correct horse battery' },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const row = await t.db.kysely
      .selectFrom('stock_movements')
      .select(['donor_name', 'donor_email'])
      .where('glasses_id', '=', glassesId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ donor_name: AUDIT_ERASED, donor_email: null });
  });

  it('is for staff only', async () => {
    const glassesId = await newGlasses(t, 0);
    const donor = await signUpDonor(t, 'not_staff');
    const body = { change: 5, reason: 'Box', kind: 'donated', donor: donor.id };
    expect((await call('POST', stockUrl(glassesId), donor, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: stockUrl(glassesId), payload: body })).statusCode).toBe(403);
    expect(await stockOf(glassesId)).toBe(0);
  });
});
