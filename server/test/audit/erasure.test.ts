/**
 * Erasing a user scrubs their personal data from the audit log, in the erasing transaction:
 * the entries stay (action, target, time), their name, e-mail, address, messages and the like
 * read "[erased]", and entries about other people are untouched.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AUDIT_ERASED } from '@onepair/contract';
import { logIn, requestsTo, signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { allEntries, auditedRecipient, entryFrame, parseEntry } from './helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture), { config: { applicationReview: 'manual' } });

const { ok } = requestsTo(() => t.app);

describe('erasing an account', () => {
  it('keeps every entry about the user, with their personal data replaced, and leaves the others alone', async () => {
    const { who, claimId, personal, about } = await auditedRecipient(t, staff, 'audited');
    const bystander = await signUpAndLogIn(t.app, 'bystander');
    await ok('PATCH', `/api/accounts/${bystander.accountId}/`, staff, { address: '9 Other Road', city: 'Elsewhere' });
    const before = await allEntries(t);
    const aboutThem = before.filter(about);
    expect(aboutThem.map((row) => row.action).sort()).toEqual([
      'account.change',
      'application.change',
      'application.decide',
      'claim.ship',
      'donation.create',
      'support.reply',
      'user.change',
    ]);
    // The test can fail: before erasure the entries do hold the personal data.
    for (const text of personal) expect(JSON.stringify(aboutThem)).toContain(text);

    await ok('DELETE', '/auth/users/me/', who, { current_password: who.password });

    const after = await allEntries(t);
    // Nothing removed or added; action, actor id, target and time of every entry unchanged.
    expect(after.map(entryFrame)).toEqual(before.map(entryFrame));
    for (const text of personal) expect(JSON.stringify(after)).not.toContain(text);
    // Entries about anyone else are exactly as they were.
    expect(after.filter((row) => !about(row))).toEqual(before.filter((row) => !about(row)));

    const entry = (action: string) => after.find((row) => about(row) && row.action === action)!;
    expect(parseEntry(entry('user.change').before)).toEqual({
      username: AUDIT_ERASED,
      email: AUDIT_ERASED,
      first_name: AUDIT_ERASED,
      last_name: AUDIT_ERASED,
      is_staff: false,
      is_active: true,
    });
    expect(parseEntry(entry('account.change').after)).toMatchObject({
      user_id: who.id,
      address: AUDIT_ERASED,
      city: AUDIT_ERASED,
      phone_number: AUDIT_ERASED,
    });
    expect(parseEntry(entry('application.decide').after)).toMatchObject({ username: AUDIT_ERASED, status: 'approved' });
    expect(parseEntry(entry('application.change').after)).toMatchObject({ household_size: AUDIT_ERASED, donatee_id: who.donateeId });
    expect(parseEntry(entry('support.reply').after)).toEqual({ claim: claimId, body: AUDIT_ERASED });
    expect(parseEntry(entry('claim.ship').after)).toMatchObject({ carrier: 'UPS', status: 'shipped', tracking_number: AUDIT_ERASED });
    expect(parseEntry(entry('donation.create').after)).toMatchObject({
      amount: 40,
      region: 2,
      donator: AUDIT_ERASED,
      donator_id: AUDIT_ERASED,
    });
    // The staff user who made the entries is still named.
    expect(new Set(after.filter(about).map((row) => row.actor_username))).toEqual(new Set([staff.username]));
  });

  it('erases a donor with more donations than a query may name (40,000), scrubbing the entry about one', async () => {
    const who = await signUpAndLogIn(t.app, 'generous');
    const donation = await ok('POST', '/api/donation/', staff, { amount: 5, region: 1, donator: who.donatorId, date: '2024-01-02' });
    await sql`insert into donations (donator_id, amount_cents, date, region_id, created_at, status)
      select ${who.donatorId}, 100, '2024-01-01', 1, '', 'confirmed'
      from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 40000) select i from n) as seq`.execute(t.db.kysely);
    await ok('DELETE', '/auth/users/me/', who, { current_password: who.password });
    const entry = await t.db.kysely
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'donation.create')
      .where('target_id', '=', String(donation.donation_id))
      .executeTakeFirstOrThrow();
    expect(parseEntry(entry.after)).toMatchObject({ amount: 5, donator: AUDIT_ERASED });
  });

  it('by staff: the user.delete entry names the staff user but not the erased user', async () => {
    const who = await signUpAndLogIn(t.app, 'deleted');
    await ok('DELETE', `/api/users/${who.id}/`, staff);
    const entries = (await allEntries(t)).filter((row) => row.target_type === 'user' && row.target_id === String(who.id));
    expect(entries.map((row) => [row.action, row.actor_username, parseEntry(row.before), row.after])).toEqual([
      [
        'user.delete',
        staff.username,
        {
          username: AUDIT_ERASED,
          email: AUDIT_ERASED,
          first_name: AUDIT_ERASED,
          last_name: AUDIT_ERASED,
          is_staff: false,
          is_active: true,
        },
        null,
      ],
    ]);
    expect(JSON.stringify(await allEntries(t))).not.toContain(who.username);
  });

  it("of a staff user: their entries stay, their name as the actor is replaced, other staff's entries keep theirs", async () => {
    const colleague = await signUpAndLogIn(t.app, 'colleague');
    await ok('POST', `/api/staff/users/${colleague.id}/grant-staff/`, staff);
    const asStaff = await logIn(t.app, colleague.username, colleague.password);
    const subject = await signUpAndLogIn(t.app, 'subject');
    await ok('PATCH', `/api/accounts/${subject.accountId}/`, asStaff, { city: 'Changed by colleague' });
    const made = (await allEntries(t)).filter((row) => row.actor_id === colleague.id);
    expect(made.map((row) => row.action)).toEqual(['account.change']);

    await ok('DELETE', `/api/users/${colleague.id}/`, staff);

    const entries = await allEntries(t);
    const theirs = entries.find((row) => row.id === made[0]!.id)!;
    expect(theirs).toMatchObject({ actor_username: AUDIT_ERASED, actor_id: null, action: 'account.change', at: made[0]!.at });
    // The record they changed is someone else's: it is not theirs to erase.
    expect(parseEntry(theirs.after)).toMatchObject({ city: 'Changed by colleague' });
    const grant = entries.find((row) => row.action === 'user.grant_staff' && row.target_id === String(colleague.id))!;
    expect(grant.actor_username).toBe(staff.username);
    expect(parseEntry(grant.after)).toMatchObject({ username: AUDIT_ERASED, is_staff: true });
    expect(JSON.stringify(entries)).not.toContain(colleague.username);
  });
});
