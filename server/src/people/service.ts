/**
 * Staff work with people (docs/api.md, People): find a user by username or e-mail, read what
 * they did with OnePair, and change their access. Deactivating ends the user's sessions in the
 * same transaction (and the token lookup refuses inactive users anyway). Staff never change
 * their own access, and the last active staff user is never deactivated or demoted: the active
 * staff rows are locked first, so two staff demoting each other at once cannot both win.
 * Every change is audited in its transaction.
 */
import {
  PEOPLE_MESSAGES,
  STAFF_PAGE_SIZE,
  type PeopleAction,
  personName,
  type StaffPeopleQuery,
  type StaffPerson,
  type StaffPersonRow,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toBool } from '../db/schema.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { claimOfDonatee } from '../claims/service.js';
import { ApiError, notFound } from '../lib/errors.js';
import * as people from './repository.js';
import { Type } from '@sinclair/typebox';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';

/** The search's key: the user's id, oldest first. */
const pageCursor = cursorCodec(Type.Tuple([CursorId]));

function personRowView(row: people.PersonRow): StaffPersonRow {
  return {
    id: Number(row.id),
    username: row.username,
    name: personName(row, row.username),
    email: row.email,
    is_staff: toBool(row.is_staff),
    is_active: toBool(row.is_active),
    date_joined: row.created_at,
  };
}

/** The fields an access change is about, as the audit log keeps them. */
const accessOf = (row: people.PersonRow) => ({ username: row.username, is_active: toBool(row.is_active), is_staff: toBool(row.is_staff) });

export async function searchPeople(db: Db, query: StaffPeopleQuery): Promise<{ results: StaffPersonRow[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const afterId = query.after === undefined ? undefined : pageCursor.decode(query.after)[0];
  const rows = await people.searchPeople(db.kysely, query.q, afterId, limit + 1);
  const page = toPage(rows, limit, (last) => pageCursor.encode([Number(last.id)]));
  return { ...page, results: page.results.map(personRowView) };
}

export async function readPerson(db: Queryable, userId: number): Promise<StaffPerson> {
  const row = await people.findPerson(db, userId);
  if (!row) throw notFound();
  const profile = await people.findProfile(db, userId);
  if (!profile) throw notFound();
  const [recent, figures, claim] = [
    await people.recentDonations(db, profile.donator_id),
    await people.donationFigures(db, profile.donator_id),
    await claimOfDonatee(db, profile.donatee_id),
  ];
  return {
    ...personRowView(row),
    shipping_address: {
      address: profile.address,
      city: profile.city,
      state: profile.state,
      zip_code: profile.zip_code,
      phone_number: profile.phone_number,
    },
    donations: {
      recent: recent.map((donation) => ({
        donation_id: Number(donation.donation_id),
        amount: Number(donation.amount_cents) / 100,
        refunded_amount: Number(donation.refunded_cents) / 100,
        date: donation.date,
        region: Number(donation.region_id),
        status: donation.status,
        method: donation.method,
      })),
      count: figures.count,
      confirmed_total: figures.confirmedCents / 100,
    },
    application: {
      donatee_id: Number(profile.donatee_id),
      status: profile.application_status,
      submitted_at: profile.submitted_at,
      decided_at: profile.decided_at,
      decision_message: profile.decision_message,
    },
    claim,
  };
}

/**
 * Refuses, inside the transaction, a change that would leave no active staff user besides
 * `targetUserId`. Call before the change, in the change's transaction.
 */
export async function assertAnotherStaffRemains(trx: Queryable, targetUserId: number): Promise<void> {
  await people.lockActiveStaff(trx);
  if ((await people.countOtherActiveStaff(trx, targetUserId)) === 0) throw new ApiError(400, { detail: PEOPLE_MESSAGES.lastStaff });
}

const refuse = (detail: string) => new ApiError(400, { detail });

/** One of the four access changes, audited as `user.<action>`; answers the person as they now are. */
export async function changeAccess(db: Db, actor: AuditActor, userId: number, action: PeopleAction): Promise<StaffPerson> {
  if (actor.id === userId) {
    if (!(await people.findPerson(db.kysely, userId))) throw notFound();
    throw refuse(PEOPLE_MESSAGES.notOnYourself);
  }
  const change: Record<PeopleAction, { field: 'is_active' | 'is_staff'; to: number; already: string; guard: boolean }> = {
    deactivate: { field: 'is_active', to: 0, already: PEOPLE_MESSAGES.alreadyInactive, guard: true },
    reactivate: { field: 'is_active', to: 1, already: PEOPLE_MESSAGES.alreadyActive, guard: false },
    'grant-staff': { field: 'is_staff', to: 1, already: PEOPLE_MESSAGES.alreadyStaff, guard: false },
    'revoke-staff': { field: 'is_staff', to: 0, already: PEOPLE_MESSAGES.notStaff, guard: true },
  };
  const { field, to, already, guard } = change[action];
  return db.kysely.transaction().execute(async (trx) => {
    // Taking away access may leave nobody to run the console: lock the staff rows before reading.
    if (guard) await people.lockActiveStaff(trx);
    const before = await people.findPerson(trx, userId);
    if (!before) throw notFound();
    if (guard && toBool(before.is_staff) && toBool(before.is_active)) await assertAnotherStaffRemains(trx, userId);
    // Guarded by the value it was read with: of two identical changes at once, one says "already".
    if (!(await people.setAccess(trx, userId, field, to))) throw refuse(already);
    // A deactivated user's sessions end now, and do not come back with a reactivation.
    if (action === 'deactivate') await people.deleteTokensOf(trx, userId);
    const after = (await people.findPerson(trx, userId))!;
    await recordAudit(trx, actor, {
      action: `user.${action.replace('-', '_')}`,
      targetType: 'user',
      targetId: userId,
      before: accessOf(before),
      after: accessOf(after),
    });
    return readPerson(trx, userId);
  });
}
