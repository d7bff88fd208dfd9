/**
 * The stock ledger names who made each movement by username, as the audit log does: the staff
 * user, the recipient whose claim took a unit, "[erased]" once that user was erased, null for
 * nobody. Migration 032 gave the movements written before it their user's username.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ERASED } from '@onepair/contract';
import { createTestApp, eraseOwnAccount, logInAdmin, requestsTo, type SignedInUser, type TestApp } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';
import { up as migration032 } from '../../src/db/migrations/032-stock-movement-names.js';

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const { call, ok } = requestsTo(() => t.app);
const ledger = async (glassesId: number) =>
  (await ok('GET', `/api/staff/glasses/${glassesId}/stock/`, staff)).results as {
    kind: string;
    by: number | null;
    by_username: string | null;
  }[];

describe('who made a movement', () => {
  it('names the staff user and the recipient, and "[erased]" once the recipient is erased', async () => {
    const glassesId = await newGlasses(t, 0);
    await ok('POST', `/api/staff/glasses/${glassesId}/stock/`, staff, { change: 2, reason: 'Box' });
    const owner = await recipient(t.app, 'ledger');
    await ok('POST', `/api/staff/applications/${owner.donateeId}/decision/`, staff, { decision: 'approve' });
    await ok('POST', '/api/claims/', owner, { glasses_id: glassesId });
    expect((await ledger(glassesId)).map(({ kind, by, by_username }) => ({ kind, by, by_username }))).toEqual([
      { kind: 'claimed', by: owner.id, by_username: owner.username },
      { kind: 'received', by: staff.id, by_username: 'admin' },
    ]);

    await eraseOwnAccount(t.app, owner);
    expect((await ledger(glassesId)).map(({ kind, by, by_username }) => ({ kind, by, by_username }))).toEqual([
      // The erasure put the waiting claim's unit back, naming nobody.
      { kind: 'returned', by: null, by_username: null },
      { kind: 'claimed', by: null, by_username: AUDIT_ERASED },
      { kind: 'received', by: staff.id, by_username: 'admin' },
    ]);
    const denied = await call('GET', `/api/staff/glasses/${glassesId}/stock/`, undefined);
    expect(denied.statusCode).toBe(403);
  });

  it('a movement an older server wrote without the name reads the user live; migration 032 fills it in', async () => {
    const glassesId = await newGlasses(t, 0);
    await ok('POST', `/api/staff/glasses/${glassesId}/stock/`, staff, { change: 1, reason: 'Old' });
    await t.db.kysely.updateTable('stock_movements').set({ by_username: null }).where('glasses_id', '=', glassesId).execute();
    expect((await ledger(glassesId))[0]!.by_username).toBe('admin');
    // As a database before 032 was: no column. The migration adds it and fills it from the users.
    await t.db.kysely.schema.alterTable('stock_movements').dropColumn('by_username').execute();
    await migration032(t.db.kysely as never);
    const stored = await t.db.kysely.selectFrom('stock_movements').select('by_username').where('glasses_id', '=', glassesId).execute();
    expect(stored.map((one) => one.by_username)).toEqual(['admin']);
  });
});
