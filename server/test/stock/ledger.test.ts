import { describe, expect, it } from 'vitest';
import { STOCK_MAX, STOCK_MESSAGES } from '@onepair/contract';
import { type SignedInUser, type TestApp, useTestApp, requestsTo } from '../helpers.js';
import { recipient } from '../claims/helpers.js';
import * as stockMovements from '../../src/db/migrations/010-stock-movements.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

const { call } = requestsTo(() => t.app);

const stockUrl = (glassesId: number) => `/api/staff/glasses/${glassesId}/stock/`;
const change = (glassesId: number, body: object) => call('POST', stockUrl(glassesId), staff, body);

/** A new item made through the API, as staff do, so its stock arrives through the ledger. */
async function newItem(inventory: number): Promise<number> {
  const response = await call('POST', '/api/glasses/', staff, { name: `Frame ${Math.random().toString(36).slice(2, 8)}`, inventory });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().glasses_id;
}

async function inventoryOf(glassesId: number): Promise<number> {
  const row = await t.db.kysely.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirstOrThrow();
  return Number(row.inventory);
}

async function movementsOf(glassesId: number) {
  return t.db.kysely.selectFrom('stock_movements').selectAll().where('glasses_id', '=', glassesId).orderBy('id').execute();
}

/** Every item whose stock differs from the sum of its movements (the ledger's rule). */
async function itemsOffTheLedger(): Promise<{ glasses_id: number; inventory: number; total: number }[]> {
  const rows = await t.db.kysely
    .selectFrom('glasses')
    .leftJoin('stock_movements', 'stock_movements.glasses_id', 'glasses.glasses_id')
    .select((eb) => [
      'glasses.glasses_id',
      'glasses.inventory',
      eb.fn.coalesce(eb.fn.sum<number>('stock_movements.change'), eb.lit(0)).as('total'),
    ])
    .groupBy(['glasses.glasses_id', 'glasses.inventory'])
    .execute();
  return rows
    .map((row) => ({ glasses_id: row.glasses_id, inventory: Number(row.inventory), total: Number(row.total) }))
    .filter((row) => row.inventory !== row.total);
}

async function claim(who: SignedInUser, glassesId: number) {
  return call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId });
}

async function activeClaimId(who: SignedInUser): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('claims')
    .select('id')
    .where('donatee_id', '=', who.donateeId)
    .where('status', '=', 'claimed')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the stock ledger', () => {
  it('records a new item’s stock as received, then receipts and corrections, newest first', async () => {
    const glassesId = await newItem(3);
    const start = (await call('GET', stockUrl(glassesId), staff)).json();
    expect(start.results).toMatchObject([
      { glasses: glassesId, change: 3, kind: 'received', reason: STOCK_MESSAGES.newItem, by: staff.id },
    ]);

    const received = await change(glassesId, { change: 5, reason: 'Box from the optician' });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({
      inventory: 8,
      movement: { change: 5, kind: 'received', reason: 'Box from the optician', by: staff.id },
    });
    const lost = await change(glassesId, { change: -2, reason: ' Two frames broken ' });
    expect(lost.json()).toMatchObject({ inventory: 6, movement: { change: -2, kind: 'adjusted', reason: 'Two frames broken' } });
    const found = await change(glassesId, { change: 1, reason: 'Recount', kind: 'adjusted' });
    expect(found.json()).toMatchObject({ inventory: 7, movement: { change: 1, kind: 'adjusted' } });

    expect(await inventoryOf(glassesId)).toBe(7);
    const first = (await call('GET', `${stockUrl(glassesId)}?limit=2`, staff)).json();
    expect(first.results.map((m: { change: number }) => m.change)).toEqual([1, -2]);
    expect(first.next).toEqual(expect.any(String));
    const second = (await call('GET', `${stockUrl(glassesId)}?limit=2&after=${first.next}`, staff)).json();
    expect(second).toMatchObject({ results: [{ change: 5 }, { change: 3 }], next: null });
  });

  it('refuses a change below zero, naming change, and stores nothing', async () => {
    const glassesId = await newItem(2);
    const response = await change(glassesId, { change: -3, reason: 'Too many' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ change: [STOCK_MESSAGES.belowZero] });
    expect(await inventoryOf(glassesId)).toBe(2);
    expect(await movementsOf(glassesId)).toHaveLength(1);
  });

  it('refuses a change past the largest stock the database holds, naming change', async () => {
    const glassesId = await newItem(STOCK_MAX - 1);
    const response = await change(glassesId, { change: 2, reason: 'Too many' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ change: [STOCK_MESSAGES.tooHigh] });
    expect(await inventoryOf(glassesId)).toBe(STOCK_MAX - 1);
    expect((await change(glassesId, { change: 1, reason: 'Exactly full' })).json().inventory).toBe(STOCK_MAX);
  });

  it('refuses bad bodies with 400 naming the field, and answers 404 for an unknown item', async () => {
    const glassesId = await newItem(1);
    const cases: [object, string][] = [
      [{ change: 0, reason: 'Nothing' }, 'change'],
      [{ change: 1.5, reason: 'Half' }, 'change'],
      [{ change: 100_001, reason: 'Too many' }, 'change'],
      [{ change: 1 }, 'reason'],
      [{ change: 1, reason: '   ' }, 'reason'],
      [{ change: 1, reason: 'x'.repeat(501) }, 'reason'],
      [{ change: 1, reason: 'nul \u0000' }, 'reason'],
      [{ change: -1, reason: 'Wrong kind', kind: 'received' }, 'kind'],
      [{ change: 1, reason: 'Not for staff', kind: 'claimed' }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const response = await change(glassesId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(body)).toContain(field);
    }
    expect(await inventoryOf(glassesId)).toBe(1);
    expect(await movementsOf(glassesId)).toHaveLength(1);
    expect((await change(999_999, { change: 1, reason: 'Ghost' })).statusCode).toBe(404);
    expect((await call('GET', stockUrl(999_999), staff)).statusCode).toBe(404);
    expect((await call('GET', `${stockUrl(glassesId)}?after=nonsense`, staff)).json()).toHaveProperty('after');
  });

  it('turns a write of inventory on the item into one adjusted movement of the difference', async () => {
    const glassesId = await newItem(4);
    expect((await call('PATCH', `/api/glasses/${glassesId}/`, staff, { inventory: 10 })).json().inventory).toBe(10);
    expect((await call('PATCH', `/api/glasses/${glassesId}/`, staff, { inventory: 10, color: 'Red' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/glasses/${glassesId}/`, staff, { name: 'Renamed', inventory: 7 })).json().inventory).toBe(7);
    const rows = await movementsOf(glassesId);
    expect(rows.map((row) => [Number(row.change), row.kind, row.reason])).toEqual([
      [4, 'received', STOCK_MESSAGES.newItem],
      [6, 'adjusted', STOCK_MESSAGES.editedOnItem],
      [-3, 'adjusted', STOCK_MESSAGES.editedOnItem],
    ]);
    expect(await inventoryOf(glassesId)).toBe(7);
  });

  it('records a claim as claimed by the recipient and a cancel as returned by staff', async () => {
    const glassesId = await newItem(1);
    const who = await recipient(t.app, 'ledger');
    expect((await claim(who, glassesId)).statusCode).toBe(200);
    const cancelled = await call('POST', `/api/staff/claims/${await activeClaimId(who)}/cancel/`, staff, { reason: 'Address bounced' });
    expect(cancelled.statusCode).toBe(200);
    const rows = await movementsOf(glassesId);
    expect(rows.map((row) => [Number(row.change), row.kind, row.by_user_id])).toEqual([
      [1, 'received', staff.id],
      [-1, 'claimed', who.id],
      [1, 'returned', staff.id],
    ]);
    expect(await inventoryOf(glassesId)).toBe(1);
  });

  it('returns the pair of an erased recipient as a movement naming nobody, and keeps the rest', async () => {
    const glassesId = await newItem(1);
    const who = await recipient(t.app, 'erased');
    expect((await claim(who, glassesId)).statusCode).toBe(200);
    const erased = await call('DELETE', '/auth/users/me/', who, { current_password: who.password });
    expect(erased.statusCode, erased.body).toBe(204);
    const rows = await movementsOf(glassesId);
    expect(rows.map((row) => [Number(row.change), row.kind, row.by_user_id])).toEqual([
      [1, 'received', staff.id],
      [-1, 'claimed', null],
      [1, 'returned', null],
    ]);
    expect(rows[2]!.reason).toBe(STOCK_MESSAGES.erasedReturned);
    expect(await inventoryOf(glassesId)).toBe(1);
  });

  it('keeps stock equal to the sum of movements after claims, cancels and receipts at once', async () => {
    const items = [await newItem(1), await newItem(2)];
    const people = await Promise.all(Array.from({ length: 6 }, () => recipient(t.app, 'rush')));
    const claims = await Promise.all(people.map((who, i) => claim(who, items[i % 2]!)));
    const winners = people.filter((_, i) => claims[i]!.statusCode === 200);
    expect(winners).toHaveLength(3);
    const claimIds = await Promise.all(winners.map(activeClaimId));
    await Promise.all([
      ...claimIds.map((id) => call('POST', `/api/staff/claims/${id}/cancel/`, staff, { reason: 'Rush test' })),
      ...claimIds.map((id) => call('POST', `/api/staff/claims/${id}/cancel/`, staff, { reason: 'Twice' })),
      ...items.map((id) => change(id, { change: 3, reason: 'Delivery' })),
      ...items.map((id) => change(id, { change: -1, reason: 'Damaged' })),
      ...people.map((who, i) => claim(who, items[(i + 1) % 2]!)),
    ]);
    expect(await itemsOffTheLedger()).toEqual([]);
    for (const id of items) expect(await inventoryOf(id)).toBeGreaterThanOrEqual(0);
  });

  it('starts the ledger with one received movement per item that has stock', async () => {
    await t.db.kysely.schema.dropTable('stock_movements').execute();
    const glassesId = await newItemWithoutLedger(9);
    const empty = await newItemWithoutLedger(0);
    await stockMovements.up(t.db.kysely as never, t.db.engine);
    const rows = await movementsOf(glassesId);
    expect(rows.map((row) => [Number(row.change), row.kind, row.reason, row.by_user_id])).toEqual([
      [9, 'received', STOCK_MESSAGES.ledgerStart, null],
    ]);
    expect(await movementsOf(empty)).toEqual([]);
    expect(await itemsOffTheLedger()).toEqual([]);
  });
});

/** An item written straight into the table, as before the ledger existed. */
async function newItemWithoutLedger(inventory: number): Promise<number> {
  const row = await t.db.kysely
    .insertInto('glasses')
    .values({
      name: 'Old frame',
      description: '',
      size: null,
      color: '',
      prescription_range_upper: null,
      prescription_range_lower: null,
      image: '',
      inventory,
    })
    .returning('glasses_id')
    .executeTakeFirstOrThrow();
  return row.glasses_id;
}
