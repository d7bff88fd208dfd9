/**
 * Migration 024 scrubs the audit entries of users erased before erasure scrubbed the log: the
 * database is built as such a release left it (the entries written by today's services, the
 * users then deleted without the scrubbing), next to a living user's entries and a user erased
 * today, and the migration must leave exactly what erasure leaves today.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AUDIT_ERASED } from '@onepair/contract';
import { up as scrubEarlierErasures } from '../../src/db/migrations/024-scrub-audit-of-earlier-erasures.js';
import { recordAudit } from '../../src/audit/service.js';
import { logIn, requestsTo, signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { allEntries, auditedRecipient, entryFrame, parseEntry, type AuditRow } from './helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture), { config: { applicationReview: 'manual' } });

const { ok } = requestsTo(() => t.app);

/**
 * Erasure as it was before it scrubbed the log: the user deleted, the foreign keys taking their
 * records (or leaving their donations without a donor) and setting the log's actor id to null.
 * What else it did (stock, mail) does not touch the log.
 */
async function eraseAsBefore(userId: number): Promise<void> {
  await t.db.kysely.deleteFrom('users').where('id', '=', userId).execute();
}

/** Copies of an entry, so the log is longer than one page of the migration. */
async function copies(entryId: number, count: number): Promise<void> {
  await sql`insert into audit_log (actor_id, actor_username, action, target_type, target_id, "before", "after", at)
    select actor_id, actor_username, action, target_type, target_id, "before", "after", at
    from audit_log, (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count}) select i from n) as seq
    where audit_log.id = ${entryId}`.execute(t.db.kysely);
}

/** Which fields of a record were erased: the same for two entries however their ids differ. */
const shape = (text: string | null) => {
  const record = parseEntry(text) as Record<string, unknown> | null;
  if (record === null) return null;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === AUDIT_ERASED ? AUDIT_ERASED : 'kept']));
};
const shapes = (rows: AuditRow[]) =>
  rows.map((row) => ({ action: row.action, actor: row.actor_username, before: shape(row.before), after: shape(row.after) }));

describe('migration 024 on a log with entries of users erased before erasure scrubbed it', () => {
  it("scrubs the erased users' personal data as erasure does today and leaves everyone else's entries alone; a second run changes nothing", async () => {
    // Erased before: a recipient, and a staff user who changed a living user's records.
    const old = await auditedRecipient(t, staff, 'oldone');
    const bystander = await signUpAndLogIn(t.app, 'bystander');
    await ok('PATCH', `/api/accounts/${bystander.accountId}/`, staff, { address: '9 Other Road', city: 'Elsewhere' });
    await ok('PATCH', `/api/users/${bystander.id}/`, staff, { email: `kept-${bystander.username}@example.org` });
    const colleague = await signUpAndLogIn(t.app, 'colleague');
    await ok('POST', `/api/staff/users/${colleague.id}/grant-staff/`, staff);
    const asColleague = await logIn(t.app, colleague.username, colleague.password);
    await ok('PATCH', `/api/accounts/${bystander.accountId}/`, asColleague, { city: 'Changed by colleague' });
    await ok('POST', '/api/staff/glasses/', asColleague, { name: 'Colleague frame', initial_stock: 1 });
    // Erased today: the same history, scrubbed by erasure itself.
    const recent = await auditedRecipient(t, staff, 'newone');
    await ok('DELETE', '/auth/users/me/', recent.who, { current_password: recent.who.password });

    await eraseAsBefore(old.who.id);
    // Staff deleting a user recorded user.delete with the user's name, then erased them.
    await t.db.kysely.transaction().execute(async (trx) => {
      await recordAudit(trx, staff, {
        action: 'user.delete',
        targetType: 'user',
        targetId: colleague.id,
        before: { username: colleague.username, email: `${colleague.username}@example.org`, is_staff: true, is_active: true },
      });
    });
    await eraseAsBefore(colleague.id);

    // Long enough for several pages, with the erased and the living interleaved across them.
    const first = await allEntries(t);
    await copies(first.find((row) => old.about(row) && row.action === 'account.change')!.id, 700);
    await copies(first.find((row) => row.target_type === 'account' && row.target_id === String(bystander.accountId))!.id, 700);
    await copies(first.find((row) => old.about(row) && row.action === 'claim.ship')!.id, 700);

    const before = await allEntries(t);
    const personal = [...old.personal, colleague.username];
    // The test can fail: the old entries do hold the personal data.
    for (const text of personal) expect(JSON.stringify(before)).toContain(text);

    await scrubEarlierErasures(t.db.kysely as never);

    const after = await allEntries(t);
    expect(after.map(entryFrame)).toEqual(before.map(entryFrame));
    for (const text of personal) expect(JSON.stringify(after)).not.toContain(text);

    // Every entry neither about the erased users' records nor made by them is as it was: the
    // bystander's (made by the admin), the living staff's, and those erasure already scrubbed.
    const touched = (row: AuditRow) =>
      old.about(row) || row.actor_id === null || (row.target_type === 'user' && row.target_id === String(colleague.id));
    expect(after.filter((row) => !touched(row))).toEqual(before.filter((row) => !touched(row)));
    expect(after.filter(recent.about)).toEqual(before.filter(recent.about));
    expect(JSON.stringify(after)).toContain('9 Other Road');
    expect(JSON.stringify(after)).toContain(`kept-${bystander.username}@example.org`);

    // The old recipient's entries read exactly as the ones erasure scrubs today.
    const oldOnes = after.filter(old.about);
    expect(oldOnes.length).toBe(7 + 2 * 700);
    const distinct = (rows: AuditRow[]) => [...new Map(shapes(rows).map((row) => [JSON.stringify(row), row])).values()];
    expect(distinct(oldOnes)).toEqual(distinct(after.filter(recent.about)));
    const entry = (action: string) => oldOnes.find((row) => row.action === action)!;
    expect(parseEntry(entry('account.change').after)).toMatchObject({ user_id: old.who.id, address: AUDIT_ERASED, city: AUDIT_ERASED });
    expect(parseEntry(entry('claim.ship').after)).toMatchObject({ carrier: 'UPS', status: 'shipped', tracking_number: AUDIT_ERASED });
    expect(parseEntry(entry('donation.create').after)).toMatchObject({ amount: 40, region: 2, donator: AUDIT_ERASED });
    expect(new Set(oldOnes.map((row) => row.actor_username))).toEqual(new Set([staff.username]));

    // The erased staff user's entries keep what they did to the living user's record, not their name.
    const byColleague = after.filter(
      (row) => row.actor_id === null && before.find((was) => was.id === row.id)!.actor_username === colleague.username,
    );
    expect(byColleague.map((row) => [row.action, row.actor_username])).toEqual([
      ['account.change', AUDIT_ERASED],
      ['glasses.create', AUDIT_ERASED],
    ]);
    expect(parseEntry(byColleague[0]!.after)).toMatchObject({ city: 'Changed by colleague' });
    const deleted = after.find((row) => row.action === 'user.delete' && row.target_id === String(colleague.id))!;
    expect([deleted.actor_username, parseEntry(deleted.before)]).toEqual([
      staff.username,
      { username: AUDIT_ERASED, email: AUDIT_ERASED, is_staff: true, is_active: true },
    ]);

    await scrubEarlierErasures(t.db.kysely as never);
    expect(await allEntries(t)).toEqual(after);
  });
});
