/**
 * Rules for claims (docs/api.md, Donations and claims). A claim is a row of its own: claimed →
 * shipped → delivered, or cancelled from claimed or shipped. A donatee holds at most one
 * active claim (the database's unique index decides between two at once); it needs a submitted
 * application and a complete shipping address. A claim that names an item takes one unit of
 * its stock in the same transaction; one that names none (older clients) takes nothing until
 * staff assign a frame. Cancelling returns the unit in the same transaction. Every change is
 * guarded by the status it was read in, so of two racing changes exactly one wins.
 */
import { randomInt } from 'node:crypto';
import {
  ACTIVE_CLAIM_STATUSES,
  CANCELLABLE_CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  CONFIRMATION_NUMBER_MAX,
  missingShippingFields,
  pairHasLeft,
  STAFF_PAGE_SIZE,
  STOCK_MESSAGES,
  type Claim,
  type ClaimStatus,
  type StaffClaimRow,
} from '@onepair/contract';
import type { Caller } from '../auth/authenticate.js';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { notFound, permissionDenied, validationError } from '../lib/errors.js';
import { invalidPk } from '../lib/ownership.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import { refuseIfRetired } from '../glasses/service.js';
import { enqueueMail } from '../outbox/service.js';
import { tryMovement } from '../stock/service.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as claims from './repository.js';
import type { ClaimRow, StaffClaimListRow } from './repository.js';

export const ALREADY_CLAIMED = 'This donatee has already claimed a pair of glasses.';
export const OUT_OF_STOCK = 'This item is out of stock.';
const CHANGED_MEANWHILE = 'This claim was changed by another request; reload it.';
const UNDONE_BY_STAFF = 'Undone by staff.';
/** A delivered pair is with its recipient: undoing the claim must not put a unit back in stock. */
export const NOT_UNDOABLE = 'A delivered pair cannot be undone; only a claimed or shipped one can.';

/** What the donatee record looks like before the request, as far as claims care. */
export interface ClaimState {
  donateeId: number;
  hasApplied: boolean;
  hasClaimed: boolean;
  claimedGlassesId: number | null;
}

/** The claim fields of a donatee change (PATCH/PUT of the donatee record). */
export interface ClaimChange {
  has_claimed?: boolean;
  claimed_glasses?: number | null;
  has_applied_for_account?: boolean;
}

export interface ClaimPlan {
  claims: boolean;
  undoes: boolean;
  glassesId: number | null;
}

export function claimView(row: ClaimRow): Claim {
  return {
    id: row.id,
    glasses: row.glasses_id,
    status: row.status,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    claimed_at: row.claimed_at,
    shipped_at: row.shipped_at,
    delivered_at: row.delivered_at,
    cancelled_at: row.cancelled_at,
    reason: row.reason,
    confirmation_number: row.confirmation_number,
  };
}

/** The donatee's active claim, or else its latest one; null when it never claimed. */
export async function claimOfDonatee(db: Queryable, donateeId: number): Promise<Claim | null> {
  const row = await claims.latestClaim(db, donateeId);
  return row ? claimView(row) : null;
}

/** Whether a pair has left for this donatee (shipped or delivered): their prescription is then final. */
export async function hasPairShipped(db: Queryable, donateeId: number): Promise<boolean> {
  return pairHasLeft((await claims.latestClaim(db, donateeId))?.status);
}

/**
 * Checks the claim part of a donatee change and adds any problems to `errors` (field → message);
 * returns what to do once every field has been checked.
 */
export async function planClaimChange(
  db: Db,
  caller: Caller,
  current: ClaimState,
  body: ClaimChange,
  errors: Record<string, string>,
): Promise<ClaimPlan> {
  const wantsClaim = body.has_claimed === true && !current.hasClaimed;
  const undoesClaim = body.has_claimed === false && current.hasClaimed;
  const willHaveApplied = body.has_applied_for_account ?? current.hasApplied;
  if (body.has_claimed === true && current.hasClaimed && !caller.isStaff) {
    errors.has_claimed = ALREADY_CLAIMED;
  }
  if (wantsClaim && !willHaveApplied) {
    errors.has_claimed = 'Apply for an account before claiming a pair of glasses.';
  }
  if (wantsClaim && errors.has_claimed === undefined) {
    const owner = await claims.findOwnerOfDonatee(db.kysely, current.donateeId);
    const missing = owner ? missingShippingFields(owner) : [];
    if (missing.length > 0) {
      errors.has_claimed = `Add your shipping address before claiming a pair (missing: ${missing.join(', ')}).`;
      for (const field of missing) errors[field] = 'A pair needs this to reach you.';
    }
  }
  if (undoesClaim && caller.isStaff) {
    const active = await claims.latestClaim(db.kysely, current.donateeId);
    if (active?.status === 'delivered') errors.has_claimed = NOT_UNDOABLE;
  }
  if (body.has_applied_for_account === false && current.hasClaimed && !undoesClaim) {
    errors.has_applied_for_account = 'The application cannot be withdrawn after a claim.';
  }
  if (body.claimed_glasses != null && body.has_claimed !== true) {
    errors.claimed_glasses = 'Send has_claimed: true with the item to claim it.';
  }
  if (wantsClaim && body.claimed_glasses != null && !(await claims.glassesExists(db.kysely, body.claimed_glasses))) {
    errors.claimed_glasses = invalidPk(body.claimed_glasses);
  }
  return { claims: wantsClaim, undoes: undoesClaim, glassesId: body.claimed_glasses ?? null };
}

/** Refuses what only staff may do; call after the field errors have been thrown. */
export function assertMayChangeClaim(caller: Caller, plan: ClaimPlan): void {
  if (plan.undoes && !caller.isStaff) throw permissionDenied('Only staff can undo a claim.');
}

/** Inside the caller's transaction: any failure here rolls back the whole request. */
export async function applyClaimChange(trx: Queryable, current: ClaimState, plan: ClaimPlan): Promise<void> {
  if (plan.claims) await claim(trx, current.donateeId, plan.glassesId);
  // An undo arrives through the donatee record, which does not pass on who asked; the
  // returned unit's movement then names nobody.
  if (plan.undoes) {
    const active = await claims.latestClaim(trx, current.donateeId);
    // Of several undos at once, the one that cancels returns the unit; the others change nothing.
    if (active && active.status === 'delivered') throw validationError({ has_claimed: NOT_UNDOABLE });
    if (active && ACTIVE_CLAIM_STATUSES.includes(active.status)) {
      await cancelRow(trx, active, UNDONE_BY_STAFF, null);
    } else {
      await claims.mirrorOnDonatee(trx, current.donateeId, null);
    }
  }
}

async function claim(trx: Queryable, donateeId: number, glassesId: number | null): Promise<void> {
  if (glassesId !== null) {
    await refuseIfRetired(trx, glassesId, 'claimed_glasses');
    const owner = await claims.findOwnerOfDonatee(trx, donateeId);
    if (!(await takeOneFromStock(trx, glassesId, owner?.userId ?? null))) throw validationError({ claimed_glasses: OUT_OF_STOCK });
  }
  const at = nowIso();
  try {
    await claims.insertClaim(trx, { donateeId, glassesId, at, confirmationNumber: randomInt(0, CONFIRMATION_NUMBER_MAX + 1) });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ has_claimed: ALREADY_CLAIMED });
    throw error;
  }
  await claims.mirrorOnDonatee(trx, donateeId, { glassesId, claimedAt: at });
}

/**
 * Takes one unit for a claim through the stock ledger; false when the item has none left. The
 * ledger's conditional update never goes below 0, so of two claims of the last unit one fails.
 */
async function takeOneFromStock(trx: Queryable, glassesId: number, byUserId: number | null): Promise<boolean> {
  return (await tryMovement(trx, { glassesId, change: -1, kind: 'claimed', reason: STOCK_MESSAGES.claimTaken, byUserId })) !== null;
}

/**
 * Cancels `row` if it is still in the status it was read in, and returns its unit to stock;
 * false when another request changed it first (that one returned the unit, if any).
 */
async function cancelRow(trx: Queryable, row: ClaimRow, reason: string, byUserId: number | null): Promise<boolean> {
  const won = await claims.changeClaim(trx, row.id, [row.status], { status: 'cancelled', cancelled_at: nowIso(), reason }, row.glasses_id);
  if (!won) return false;
  if (row.glasses_id !== null) {
    await tryMovement(trx, { glassesId: row.glasses_id, change: 1, kind: 'returned', reason: STOCK_MESSAGES.claimReturned, byUserId });
  }
  await claims.mirrorOnDonatee(trx, row.donatee_id, null);
  return true;
}

async function existingClaim(db: Queryable, claimId: number): Promise<ClaimRow> {
  const row = await claims.findClaim(db, claimId);
  if (!row) throw notFound();
  return row;
}

function refuseStatus(row: ClaimRow, allowed: readonly ClaimStatus[]): void {
  if (allowed.includes(row.status)) return;
  const from = allowed.map((status) => CLAIM_STATUS_LABELS[status].toLowerCase()).join(' or ');
  throw validationError({ status: `Only a ${from} claim can do this; this one is ${CLAIM_STATUS_LABELS[row.status].toLowerCase()}.` });
}

/* ---------- staff ---------- */

function staffClaimView(row: StaffClaimListRow): StaffClaimRow {
  return {
    ...claimView(row),
    donatee: row.donatee_id,
    username: row.username,
    shipping_address: {
      name: row.username,
      address: row.address,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      phone_number: row.phone_number,
    },
    glasses_name: row.glasses_name,
    support_waiting: row.support_waiting,
    support_messages: row.support_messages,
  };
}

/** The largest id PostgreSQL's integer columns hold. */
const MAX_ID = 2_147_483_647;

export const BAD_CLAIM_CURSOR = 'This cursor is not one the list returned.';

function encodeCursor(row: ClaimRow): string {
  return Buffer.from(JSON.stringify([row.claimed_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { claimedAt: string; id: number } {
  try {
    const [claimedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // Ids are 32-bit integers on PostgreSQL: a larger one would fail the query instead of matching nothing.
    if (typeof claimedAt === 'string' && Number.isSafeInteger(id) && (id as number) > 0 && (id as number) <= MAX_ID) {
      return { claimedAt, id: id as number };
    }
  } catch {
    // falls through to the 400 below
  }
  throw validationError({ after: BAD_CLAIM_CURSOR });
}

/**
 * Oldest first, a page at a time; `after` is the `next` of the page before. `status` and
 * `support: 'waiting'` (the latest support message is the recipient's) narrow the list.
 */
export async function listStaffClaims(
  db: Db,
  query: { status?: ClaimStatus; support?: 'waiting'; after?: string; limit?: number },
): Promise<{ results: StaffClaimRow[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const filter = { status: query.status, supportWaiting: query.support === 'waiting', after };
  const rows = await claims.listClaims(db.kysely, filter, limit);
  const page = rows.slice(0, limit);
  return { results: page.map(staffClaimView), next: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
}

async function staffClaim(db: Queryable, claimId: number): Promise<StaffClaimRow> {
  const [row] = await claims.listClaims(db, { id: claimId }, 1);
  if (!row) throw notFound();
  return staffClaimView(row);
}

/** What staff change on a claim, as the audit log keeps it. */
const claimFields = (row: ClaimRow) => ({
  donatee: row.donatee_id,
  glasses: row.glasses_id,
  status: row.status,
  carrier: row.carrier,
  tracking_number: row.tracking_number,
  reason: row.reason,
});

/** Audits a staff change of the claim read as `before`, in the change's transaction. */
async function auditClaim(trx: Queryable, actor: AuditActor, action: string, before: ClaimRow): Promise<void> {
  const after = await existingClaim(trx, before.id);
  await recordAudit(trx, actor, {
    action,
    targetType: 'claim',
    targetId: before.id,
    before: claimFields(before),
    after: claimFields(after),
  });
}

/** Picks the frame for a claim that named none; takes its unit now. */
export async function assignFrame(
  db: Db,
  catalogue: CatalogueCache,
  claimId: number,
  glassesId: number,
  actor: AuditActor,
): Promise<StaffClaimRow> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await existingClaim(trx, claimId);
    refuseStatus(row, ['claimed']);
    if (row.glasses_id !== null) throw validationError({ glasses: 'This claim already has a frame.' });
    if (!(await claims.glassesExists(trx, glassesId))) throw validationError({ glasses: invalidPk(glassesId) });
    await refuseIfRetired(trx, glassesId, 'glasses');
    if (!(await takeOneFromStock(trx, glassesId, actor.id))) throw validationError({ glasses: OUT_OF_STOCK });
    if (!(await claims.changeClaim(trx, row.id, ['claimed'], { glasses_id: glassesId }, null))) {
      throw validationError({ status: CHANGED_MEANWHILE });
    }
    await claims.mirrorOnDonatee(trx, row.donatee_id, { glassesId, claimedAt: row.claimed_at });
    await auditClaim(trx, actor, 'claim.assign', row);
  });
  catalogue.invalidate();
  return staffClaim(db.kysely, claimId);
}

export async function shipClaim(
  db: Db,
  claimId: number,
  body: { carrier: string; tracking_number: string },
  actor: AuditActor,
): Promise<StaffClaimRow> {
  const carrier = body.carrier.trim();
  const trackingNumber = body.tracking_number.trim();
  const errors: Record<string, string> = {};
  if (carrier === '') errors.carrier = 'Name the carrier.';
  if (trackingNumber === '') errors.tracking_number = 'Enter the tracking number.';
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await db.kysely.transaction().execute(async (trx) => {
    const row = await existingClaim(trx, claimId);
    refuseStatus(row, ['claimed']);
    if (row.glasses_id === null) throw validationError({ glasses: 'Assign a frame before shipping this claim.' });
    const shippedAt = nowIso();
    const won = await claims.changeClaim(
      trx,
      row.id,
      ['claimed'],
      { status: 'shipped', carrier, tracking_number: trackingNumber, shipped_at: shippedAt },
      row.glasses_id,
    );
    if (!won) throw validationError({ status: CHANGED_MEANWHILE });
    await auditClaim(trx, actor, 'claim.ship', row);
    const owner = await claims.findOwnerOfDonatee(trx, row.donatee_id);
    if (owner && owner.email.trim() !== '') {
      await enqueueMail(trx, {
        to: owner.email,
        subject: 'Your glasses have shipped',
        text: [
          `Hello ${owner.username},`,
          '',
          `Your free pair of glasses is on its way with ${carrier}.`,
          `Tracking number: ${trackingNumber}`,
          '',
          'When it arrives, please confirm the delivery on your account page.',
          '',
          'OnePair',
        ].join('\n'),
      });
    }
  });
  return staffClaim(db.kysely, claimId);
}

export async function cancelClaim(
  db: Db,
  catalogue: CatalogueCache,
  claimId: number,
  reason: string,
  actor: AuditActor,
): Promise<StaffClaimRow> {
  const trimmed = reason.trim();
  if (trimmed === '') throw validationError({ reason: 'Give the reason for cancelling.' });
  await db.kysely.transaction().execute(async (trx) => {
    const row = await existingClaim(trx, claimId);
    refuseStatus(row, CANCELLABLE_CLAIM_STATUSES);
    if (!(await cancelRow(trx, row, trimmed, actor.id))) throw validationError({ status: CHANGED_MEANWHILE });
    await auditClaim(trx, actor, 'claim.cancel', row);
    // The recipient hears of it at once, with the reason: they may claim another pair.
    const owner = await claims.findOwnerOfDonatee(trx, row.donatee_id);
    if (owner && owner.email.trim() !== '') {
      await enqueueMail(trx, {
        to: owner.email,
        subject: 'Your glasses claim was cancelled',
        text: [
          `Hello ${owner.username},`,
          '',
          `Your claim (confirmation number ${row.confirmation_number}) was cancelled by the OnePair team.`,
          `Reason: ${trimmed}`,
          '',
          'You may choose a pair again from the catalogue, or ask us about it with Contact Support on your account page.',
          '',
          'OnePair',
        ].join('\n'),
      });
    }
  });
  catalogue.invalidate();
  return staffClaim(db.kysely, claimId);
}

/* ---------- the recipient ---------- */

export async function confirmDelivery(db: Db, caller: Caller, claimId: number): Promise<Claim> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await existingClaim(trx, claimId);
    const owner = await claims.findOwnerOfDonatee(trx, row.donatee_id);
    if (owner?.userId !== caller.id) throw permissionDenied();
    refuseStatus(row, ['shipped']);
    if (!(await claims.changeClaim(trx, row.id, ['shipped'], { status: 'delivered', delivered_at: nowIso() }))) {
      throw validationError({ status: CHANGED_MEANWHILE });
    }
    return claimView(await existingClaim(trx, claimId));
  });
}
