/**
 * SQL for claims: the rows of the `claims` table (the stock a claim takes and returns goes
 * through the stock ledger, stock/service.ts), and the
 * donatee's `has_claimed`, `claimed_glasses` and `claimed_at`, which mirror the active claim
 * (written in the same transaction as the claim, so older clients read what the row says).
 */
import { sql, type Selectable } from 'kysely';
import { personName, type ClaimStatus, type PersonNames } from '@onepair/contract';
import type { ClaimsTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';
import { toBool, toNumber } from '../db/schema.js';
import { messageCount, waitsForStaff } from '../support/repository.js';
import { afterKey } from '../lib/keyset.js';
import {
  ACCOUNT_ADDRESS_COLUMNS,
  SHIP_PARTNER_COLUMNS,
  USER_NAME_COLUMNS,
  donateesWithUser,
  shippingAddressOf,
  type ParcelAddressRow,
} from '../db/record-owners.js';

export type ClaimRow = Selectable<ClaimsTable>;

export async function glassesExists(db: Queryable, glassesId: number): Promise<boolean> {
  return (await db.selectFrom('glasses').select('glasses_id').where('glasses_id', '=', glassesId).executeTakeFirst()) !== undefined;
}

/** The catalogue name of an item, as the claim's mail names the frame. */
export async function glassesName(db: Queryable, glassesId: number): Promise<string | undefined> {
  return (await db.selectFrom('glasses').select('name').where('glasses_id', '=', glassesId).executeTakeFirst())?.name;
}

/** Inserts a `claimed` row; a second active claim of the donatee fails on the unique index. */
export async function insertClaim(
  db: Queryable,
  claim: {
    donateeId: number;
    glassesId: number | null;
    at: string;
    confirmationNumber: number;
    shipToPartnerId?: number | null;
    claimedByUserId?: number | null;
  },
): Promise<ClaimRow> {
  return db
    .insertInto('claims')
    .values({
      donatee_id: claim.donateeId,
      glasses_id: claim.glassesId,
      status: 'claimed',
      claimed_at: claim.at,
      confirmation_number: claim.confirmationNumber,
      ship_to_partner_id: claim.shipToPartnerId ?? null,
      claimed_by_user_id: claim.claimedByUserId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findClaim(db: Queryable, claimId: number): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirst();
}

/** The donatee's active claim, or else its latest one. */
export async function latestClaim(db: Queryable, donateeId: number): Promise<ClaimRow | undefined> {
  return db
    .selectFrom('claims')
    .selectAll()
    .where('donatee_id', '=', donateeId)
    .orderBy((eb) => eb.case().when('status', '=', 'cancelled').then(1).else(0).end())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The id of the active-or-latest claim of the donatee in the outer query (`donatees`), or null:
 * the claim not cancelled, else the newest. Two lookups down the (donatee_id, id) index; a
 * profile read selects it beside the donatee, so that someone who never claimed (most people)
 * costs no further query.
 */
export const latestClaimIdOfDonatee = sql<number | null>`coalesce(
  (select latest.id from claims as latest where latest.donatee_id = donatees.donatee_id and latest.status <> 'cancelled' order by latest.id desc limit 1),
  (select max(latest.id) from claims as latest where latest.donatee_id = donatees.donatee_id))`;

/** Ids bound to one query at most: a staff list of every account may name many thousand claims. */
const CLAIMS_PER_READ = 500;

/** Claims by id, for the profile reads that found one (`latestClaimIdOfDonatee`). */
export async function claimsById(db: Queryable, ids: number[]): Promise<Map<number, ClaimRow>> {
  const found = new Map<number, ClaimRow>();
  for (let start = 0; start < ids.length; start += CLAIMS_PER_READ) {
    const rows = await db
      .selectFrom('claims')
      .selectAll()
      .where('id', 'in', ids.slice(start, start + CLAIMS_PER_READ))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/**
 * Moves the claim from one of `from` to new values; false when another request changed its
 * status first, so exactly one of two racing changes wins.
 */
export async function changeClaim(
  db: Queryable,
  claimId: number,
  from: readonly ClaimStatus[],
  values: Partial<Omit<ClaimRow, 'id' | 'donatee_id'>>,
  expectGlasses?: number | null,
): Promise<boolean> {
  let query = db
    .updateTable('claims')
    .set(values)
    .where('id', '=', claimId)
    .where('status', 'in', [...from]);
  if (expectGlasses !== undefined) query = query.where('glasses_id', expectGlasses === null ? 'is' : '=', expectGlasses);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Mirrors the donatee's active claim (or none) onto the donatee record. */
export async function mirrorOnDonatee(
  db: Queryable,
  donateeId: number,
  active: { glassesId: number | null; claimedAt: string } | null,
): Promise<void> {
  await db
    .updateTable('donatees')
    .set(
      active
        ? { has_claimed: 1, claimed_glasses_id: active.glassesId, claimed_at: active.claimedAt }
        : { has_claimed: 0, claimed_glasses_id: null, claimed_at: null },
    )
    .where('donatee_id', '=', donateeId)
    .execute();
}

/**
 * Marks the donatee as holding the claim just made, only while its application is still approved
 * and it holds no other: false when a decision or another claim came first, and the claim must
 * not stand.
 */
export async function markClaimed(
  db: Queryable,
  donateeId: number,
  active: { glassesId: number | null; claimedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('donatees')
    .set({ has_claimed: 1, claimed_glasses_id: active.glassesId, claimed_at: active.claimedAt })
    .where('donatee_id', '=', donateeId)
    .where('application_status', '=', 'approved')
    .where('has_claimed', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface ClaimOwner extends PersonNames {
  userId: number;
  username: string;
  email: string;
  /** What the parcel and mail are addressed to: the person's names, or their username without them. */
  name: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string;
}

/** The recipient of a donatee's claims: who they are and where the pair goes. */
export async function findOwnerOfDonatee(db: Queryable, donateeId: number): Promise<ClaimOwner | undefined> {
  const owner = await donateesWithUser(db)
    .select(['users.id as userId', 'users.username', 'users.email', 'users.first_name', 'users.last_name', ...ACCOUNT_ADDRESS_COLUMNS])
    .where('donatees.donatee_id', '=', donateeId)
    .executeTakeFirst();
  return owner && { ...owner, name: personName(owner, owner.username) };
}

/** Whether the user is a member of the partner organisation whose client the donatee is. */
export async function isMemberForClient(db: Queryable, donateeId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('partner_clients')
    .innerJoin('partner_members', 'partner_members.partner_id', 'partner_clients.partner_id')
    .select('partner_members.user_id')
    .where('partner_clients.donatee_id', '=', donateeId)
    .where('partner_members.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where the claim's parcel goes, as a mail writes it: the name, the street and the place, one a line. */
export async function parcelAddressLines(db: Queryable, claimId: number): Promise<string> {
  const row = await donateesWithUser(db)
    .innerJoin('claims', 'claims.donatee_id', 'donatees.donatee_id')
    .leftJoin('partners as ship_partner', 'ship_partner.id', 'claims.ship_to_partner_id')
    .select([...USER_NAME_COLUMNS, ...ACCOUNT_ADDRESS_COLUMNS, ...SHIP_PARTNER_COLUMNS])
    .where('claims.id', '=', claimId)
    .executeTakeFirstOrThrow();
  const address = shippingAddressOf(row);
  const place = [address.city, [address.state, address.zip_code].filter((part) => part.trim()).join(' ')]
    .filter((part) => part.trim())
    .join(', ');
  return [address.name, address.address, place].join('\n');
}

export interface StaffClaimListRow extends ClaimRow, ParcelAddressRow {
  glasses_name: string | null;
  /** The partner organisation whose client this is, if any. */
  partner_id: number | null;
  partner_name: string | null;
  support_waiting: boolean;
  support_messages: number;
}

/** Oldest claim first (claimed_at, then id), after the cursor when given; one more than `limit`. */
export async function listClaims(
  db: Queryable,
  filter: { id?: number; status?: ClaimStatus; supportWaiting?: boolean; partnerId?: number; after?: { claimedAt: string; id: number } },
  limit: number,
): Promise<StaffClaimListRow[]> {
  let query = db
    .selectFrom('claims')
    .innerJoin('donatees', 'donatees.donatee_id', 'claims.donatee_id')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('partners as ship_partner', 'ship_partner.id', 'claims.ship_to_partner_id')
    .leftJoin('glasses', 'glasses.glasses_id', 'claims.glasses_id')
    .leftJoin('partner_clients', 'partner_clients.donatee_id', 'claims.donatee_id')
    .leftJoin('partners as client_partner', 'client_partner.id', 'partner_clients.partner_id')
    .selectAll('claims')
    .select([
      ...USER_NAME_COLUMNS,
      ...ACCOUNT_ADDRESS_COLUMNS,
      ...SHIP_PARTNER_COLUMNS,
      'client_partner.id as partner_id',
      'client_partner.name as partner_name',
      'glasses.name as glasses_name',
      waitsForStaff('claims.id').as('support_waiting'),
      messageCount('claims.id').as('support_messages'),
    ]);
  if (filter.id !== undefined) query = query.where('claims.id', '=', filter.id);
  if (filter.status) query = query.where('claims.status', '=', filter.status);
  if (filter.partnerId !== undefined) query = query.where('partner_clients.partner_id', '=', filter.partnerId);
  // The filter only narrows the rows; the order and the cursor stay (claimed_at, id).
  if (filter.supportWaiting) query = query.where(waitsForStaff('claims.id'));
  if (filter.after) {
    const { claimedAt, id } = filter.after;
    query = query.where((eb) =>
      afterKey(eb, [
        ['claims.claimed_at', claimedAt],
        ['claims.id', id],
      ]),
    );
  }
  const rows = await query
    .orderBy('claims.claimed_at')
    .orderBy('claims.id')
    .limit(limit + 1)
    .execute();
  return rows.map((row) => ({ ...row, support_waiting: toBool(row.support_waiting), support_messages: toNumber(row.support_messages) }));
}

/** What a packing slip prints for one claim: the parcel's recipient and address, the frame and the prescription's figures. */
export interface PackingSlipRow extends ParcelAddressRow {
  id: number;
  status: ClaimStatus;
  confirmation_number: number;
  glasses_id: number | null;
  glasses_name: string | null;
  prescription_sphere_right: number | null;
  prescription_cylinder_right: number | null;
  prescription_sphere_left: number | null;
  prescription_cylinder_left: number | null;
  prescription_exam_date: string | null;
}

export async function findPackingSlips(db: Queryable, claimIds: readonly number[]): Promise<PackingSlipRow[]> {
  if (claimIds.length === 0) return [];
  const rows = await donateesWithUser(db)
    .innerJoin('claims', 'claims.donatee_id', 'donatees.donatee_id')
    .leftJoin('partners as ship_partner', 'ship_partner.id', 'claims.ship_to_partner_id')
    .leftJoin('glasses', 'glasses.glasses_id', 'claims.glasses_id')
    .select([
      'claims.id',
      'claims.status',
      'claims.confirmation_number',
      ...USER_NAME_COLUMNS,
      ...ACCOUNT_ADDRESS_COLUMNS,
      ...SHIP_PARTNER_COLUMNS,
      'claims.glasses_id',
      'glasses.name as glasses_name',
      'donatees.prescription_sphere_right',
      'donatees.prescription_cylinder_right',
      'donatees.prescription_sphere_left',
      'donatees.prescription_cylinder_left',
      'donatees.prescription_exam_date',
    ])
    .where('claims.id', 'in', claimIds)
    .execute();
  return rows.map((row) => ({
    ...row,
    confirmation_number: Number(row.confirmation_number),
    prescription_sphere_right: row.prescription_sphere_right === null ? null : Number(row.prescription_sphere_right),
    prescription_cylinder_right: row.prescription_cylinder_right === null ? null : Number(row.prescription_cylinder_right),
    prescription_sphere_left: row.prescription_sphere_left === null ? null : Number(row.prescription_sphere_left),
    prescription_cylinder_left: row.prescription_cylinder_left === null ? null : Number(row.prescription_cylinder_left),
  }));
}
