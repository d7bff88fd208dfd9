/**
 * Rules for claims (docs/api.md, Donations and claims). A claim is a row of its own: claimed →
 * shipped → delivered, or cancelled from claimed or shipped. A donatee holds at most one
 * active claim (the database's unique index decides between two at once); it needs an approved
 * application, a complete shipping address and (asked by the web app) the recipient's names. A claim that names an item takes one unit of
 * its stock in the same transaction; one that names none (older clients) takes nothing until
 * staff assign a frame. Cancelling returns the unit in the same transaction. Every change is
 * guarded by the status it was read in, so of two racing changes exactly one wins.
 *
 * Claiming is `claimProblems` then `takeClaim`, whoever asks: `claimGlasses` (POST /api/claims/)
 * runs both in a transaction of its own, the donatee PATCH with `has_claimed: true` (the spec's
 * client) inside the transaction that also writes the application, under its own field names.
 *
 * Staff's fulfilment (assigning a frame, shipping, cancelling, the list) is in staff-service.ts.
 *
 * Service functions take (db, dependencies, caller, ids, input): `db` is the `Db` for those a
 * route calls, which open their own transaction; those that run inside a caller's transaction
 * take that `Queryable`. */
import { randomInt } from 'node:crypto';
import {
  ACTIVE_CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  CONFIRMATION_NUMBER_MAX,
  missingNameFields,
  missingShippingFields,
  pairHasLeft,
  personName,
  STOCK_MESSAGES,
  type ApplicationStatus,
  type Claim,
  type ClaimBody,
  type ClaimStatus,
} from '@onepair/contract';
import type { Caller } from '../auth/authenticate.js';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { notFound, permissionDenied, validationError } from '../lib/errors.js';
import { invalidPk } from '../lib/ownership.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import { refuseIfRetired } from '../glasses/service.js';
import { tryMovement } from '../stock/service.js';
import { findDonateeOfUser } from '../donatees/repository.js';
import { findUserById } from '../users/repository.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords } from '../i18n/translation.js';
import * as claims from './repository.js';
import type { ClaimRow } from './repository.js';

export const ALREADY_CLAIMED = 'This donatee has already claimed a pair of glasses.';
export const OUT_OF_STOCK = 'This item is out of stock.';
export const CHANGED_MEANWHILE = 'This claim was changed by another request; reload it.';
const UNDONE_BY_STAFF = 'Undone by staff.';
/** A delivered pair is with its recipient: undoing the claim must not put a unit back in stock. */
export const NOT_UNDOABLE = 'A delivered pair cannot be undone; only a claimed or shipped one can.';

/**
 * Whom a claim is for: the donatee record as the request leaves it (the donatee PATCH may submit
 * the application in the same request, and the claim then rests on the status it moves to).
 */
export interface Claimant {
  donateeId: number;
  /** The recipient's user: the stock ledger names them as taking the unit. */
  userId: number;
  hasApplied: boolean;
  hasClaimed: boolean;
  applicationStatus: ApplicationStatus;
}

/**
 * The names a request gives the claim's problems: `claim` for those of the claim as a whole
 * (not approved, already claimed), `glasses` for those of the item. Missing shipping fields are
 * named as the account names them, whoever asks, and missing names as the user does.
 */
export interface ClaimFieldNames {
  claim: string;
  glasses: string;
  /**
   * Whether the recipient's first and last name must be given first. The web app asks for them;
   * the spec's client has no such fields, so its claims go ahead and the parcel is addressed to
   * the username, as before names were kept.
   */
  requiresNames: boolean;
}

/** `POST /api/claims/`: DRF's name for a problem of the whole request, and the body's field. */
export const CLAIM_ROUTE_FIELDS: ClaimFieldNames = { claim: 'non_field_errors', glasses: 'glasses_id', requiresNames: true };

export const NOT_APPLIED = 'Apply for an account before claiming a pair of glasses.';
export const NOT_APPROVED = 'Your application must be approved before you can claim a pair of glasses.';

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
export async function hasPairShipped(db: Db, donateeId: number): Promise<boolean> {
  return pairHasLeft((await claims.latestClaim(db.kysely, donateeId))?.status);
}

/**
 * The claim rules that can be judged before anything is written, as field errors under `fields`
 * (empty when the claim may go ahead): a submitted and approved application, no active claim, a
 * complete shipping address, the recipient's names where the request asks for them, and an item that exists. `claimGlasses` and the donatee PATCH read the
 * claimant; `takeClaim` then decides stock, a retired item and a claim made meanwhile as it writes.
 */
export async function claimProblems(
  db: Queryable,
  claimant: Claimant,
  glassesId: number | null,
  fields: ClaimFieldNames,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (claimant.hasClaimed) errors[fields.claim] = ALREADY_CLAIMED;
  else if (!claimant.hasApplied) errors[fields.claim] = NOT_APPLIED;
  else {
    const owner = await claims.findOwnerOfDonatee(db, claimant.donateeId);
    const missingNames: string[] = owner && fields.requiresNames ? missingNameFields(owner) : [];
    const missingAddress = owner ? missingShippingFields(owner) : [];
    const missing = [...missingNames, ...missingAddress];
    if (missing.length > 0) {
      const what =
        missingNames.length === 0 ? 'shipping address' : missingAddress.length === 0 ? 'name for shipping' : 'name and shipping address';
      errors[fields.claim] = `Add your ${what} before claiming a pair (missing: ${missing.join(', ')}).`;
      for (const field of missing) errors[field] = 'A pair needs this to reach you.';
    }
  }
  if (glassesId !== null && !(await claims.glassesExists(db, glassesId))) errors[fields.glasses] = invalidPk(glassesId);
  if (claimant.applicationStatus !== 'approved') errors[fields.claim] ??= NOT_APPROVED;
  return errors;
}

/**
 * Writes the claim inside the caller's transaction, after `claimProblems` found none: one unit of
 * the item through the stock ledger (never below 0), the claim row (the unique index refuses a
 * second active one) and its mirror on the donatee record, guarded by the application status and
 * `has_claimed` read before. Any refusal throws, so the caller's transaction keeps nothing.
 */
export async function takeClaim(
  trx: Queryable,
  claimant: Claimant,
  glassesId: number | null,
  fields: ClaimFieldNames,
  forClient?: ClientClaim,
): Promise<ClaimRow> {
  if (glassesId !== null) {
    await refuseIfRetired(trx, glassesId, fields.glasses);
    if (!(await takeOneFromStock(trx, glassesId, claimant.userId))) throw validationError({ [fields.glasses]: OUT_OF_STOCK });
  }
  const at = nowIso();
  let row: ClaimRow;
  try {
    row = await claims.insertClaim(trx, {
      donateeId: claimant.donateeId,
      glassesId,
      at,
      confirmationNumber: randomInt(0, CONFIRMATION_NUMBER_MAX + 1),
      shipToPartnerId: forClient?.shipToPartnerId,
      claimedByUserId: forClient?.memberId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ [fields.claim]: ALREADY_CLAIMED });
    throw error;
  }
  // A staff decision (or a change that sent the application back to review) since the read wins.
  if (!(await claims.markClaimed(trx, claimant.donateeId, { glassesId, claimedAt: at }))) {
    throw validationError({ [fields.claim]: NOT_APPROVED });
  }
  await mailClaimConfirmation(trx, row, forClient);
  return row;
}

/** A partner member's claim for their client: who claims, and the organisation when the pair ships to it. */
export interface ClientClaim {
  memberId: number;
  organisation: string;
  shipToPartnerId: number | null;
}

/**
 * The recipient's record of the claim, with its confirmation number (the spec's confirmation
 * page moves on after a few seconds): written in the claim's transaction, so it goes only if the
 * claim is kept. A recipient without an address reads the number on the account page only. A
 * claim a partner member made for their client is also mailed to the member.
 */
async function mailClaimConfirmation(trx: Queryable, claim: ClaimRow, forClient?: ClientClaim): Promise<void> {
  const owner = await claims.findOwnerOfDonatee(trx, claim.donatee_id);
  if (!owner) return;
  const frame = claim.glasses_id === null ? undefined : await claims.glassesName(trx, claim.glasses_id);
  const address = await claims.parcelAddressLines(trx, claim.id);
  const number = String(claim.confirmation_number);
  if (owner.email.trim() !== '') {
    const words = mailWords(await mailLanguageOf(trx, owner.userId));
    const chosen = !frame
      ? words('claimConfirmed.noFrame')
      : forClient
        ? words('claimConfirmed.partnerFrame', { frame, organisation: forClient.organisation })
        : words('claimConfirmed.frame', { frame });
    await enqueueMail(trx, {
      to: owner.email,
      userId: owner.userId,
      subject: words('claimConfirmed.subject', { number }),
      text: words('claimConfirmed.body', { name: owner.name, chosen, number, address }),
    });
  }
  const member = forClient && (await findUserById(trx, forClient.memberId));
  if (!member || member.email.trim() === '') return;
  const words = mailWords(await mailLanguageOf(trx, member.id));
  await enqueueMail(trx, {
    to: member.email,
    userId: member.id,
    subject: words('clientClaimConfirmed.subject', { client: owner.name, number }),
    text: words('clientClaimConfirmed.body', {
      name: personName(member, member.username),
      client: owner.name,
      chosen: frame ? words('clientClaimConfirmed.frame', { frame }) : '',
      number,
      address,
    }),
  });
}

/**
 * `POST /api/claims/`: the signed-in recipient claims `input.glasses_id` for themselves. Read,
 * checked and written in one transaction, so the claim rests on the status it read.
 */
export async function claimGlasses(db: Db, catalogue: CatalogueCache, caller: Caller, input: ClaimBody): Promise<Claim> {
  const claim = await db.kysely.transaction().execute(async (trx) => {
    const claimant = await findDonateeOfUser(trx, caller.id);
    // Every user has a donatee record from sign-up; a user erased meanwhile has none.
    if (!claimant) throw notFound();
    const errors = await claimProblems(trx, claimant, input.glasses_id, CLAIM_ROUTE_FIELDS);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return claimView(await takeClaim(trx, claimant, input.glasses_id, CLAIM_ROUTE_FIELDS));
  });
  catalogue.invalidate();
  return claim;
}

/** Only staff undo a claim (the donatee PATCH with `has_claimed: false`); the recipient gets a 403. */
export function assertMayUndoClaim(caller: Caller): void {
  if (!caller.isStaff) throw permissionDenied('Only staff can undo a claim.');
}

/** Why the donatee's claim cannot be undone (a delivered pair), or undefined. */
export async function undoProblem(db: Queryable, donateeId: number): Promise<string | undefined> {
  const active = await claims.latestClaim(db, donateeId);
  return active?.status === 'delivered' ? NOT_UNDOABLE : undefined;
}

/**
 * Undoes the donatee's claim inside the caller's transaction: the active claim is cancelled and
 * its unit returns to stock. The undo arrives through the donatee record, which does not pass on
 * who asked; the returned unit's movement then names nobody.
 */
export async function undoClaim(trx: Queryable, donateeId: number): Promise<void> {
  const active = await claims.latestClaim(trx, donateeId);
  // Of several undos at once, the one that cancels returns the unit; the others change nothing.
  if (active && active.status === 'delivered') throw validationError({ has_claimed: NOT_UNDOABLE });
  if (active && ACTIVE_CLAIM_STATUSES.includes(active.status)) {
    await cancelRow(trx, active, UNDONE_BY_STAFF, null);
  } else {
    await claims.mirrorOnDonatee(trx, donateeId, null);
  }
}

/**
 * Takes one unit for a claim through the stock ledger; false when the item has none left. The
 * ledger's conditional update never goes below 0, so of two claims of the last unit one fails.
 */
export async function takeOneFromStock(trx: Queryable, glassesId: number, byUserId: number | null): Promise<boolean> {
  return (await tryMovement(trx, { glassesId, change: -1, kind: 'claimed', reason: STOCK_MESSAGES.claimTaken, byUserId })) !== null;
}

/**
 * Cancels `row` if it is still in the status it was read in, and returns its unit to stock;
 * false when another request changed it first (that one returned the unit, if any).
 */
export async function cancelRow(trx: Queryable, row: ClaimRow, reason: string, byUserId: number | null): Promise<boolean> {
  const won = await claims.changeClaim(trx, row.id, [row.status], { status: 'cancelled', cancelled_at: nowIso(), reason }, row.glasses_id);
  if (!won) return false;
  if (row.glasses_id !== null) {
    await tryMovement(trx, { glassesId: row.glasses_id, change: 1, kind: 'returned', reason: STOCK_MESSAGES.claimReturned, byUserId });
  }
  await claims.mirrorOnDonatee(trx, row.donatee_id, null);
  return true;
}

export async function existingClaim(db: Queryable, claimId: number): Promise<ClaimRow> {
  const row = await claims.findClaim(db, claimId);
  if (!row) throw notFound();
  return row;
}

export function refuseStatus(row: ClaimRow, allowed: readonly ClaimStatus[]): void {
  if (allowed.includes(row.status)) return;
  const from = allowed.map((status) => CLAIM_STATUS_LABELS[status].toLowerCase()).join(' or ');
  throw validationError({ status: `Only a ${from} claim can do this; this one is ${CLAIM_STATUS_LABELS[row.status].toLowerCase()}.` });
}

/* ---------- the recipient ---------- */

export async function confirmDelivery(db: Db, caller: Caller, claimId: number): Promise<Claim> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await existingClaim(trx, claimId);
    const owner = await claims.findOwnerOfDonatee(trx, row.donatee_id);
    if (owner?.userId !== caller.id) throw permissionDenied();
    return markDelivered(trx, row);
  });
}

/** Marks a shipped claim delivered, guarded by its status; a 400 for any other status. */
export async function markDelivered(trx: Queryable, row: ClaimRow): Promise<Claim> {
  refuseStatus(row, ['shipped']);
  if (!(await claims.changeClaim(trx, row.id, ['shipped'], { status: 'delivered', delivered_at: nowIso() }))) {
    throw validationError({ status: CHANGED_MEANWHILE });
  }
  return claimView(await existingClaim(trx, row.id));
}
