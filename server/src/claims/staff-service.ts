/**
 * Staff's side of claims (docs/api.md, Donations and claims): the list to work through, picking a
 * frame for a claim that named none, shipping and cancelling. Each change is guarded by the
 * status it read, audited and, where the recipient should hear of it, mailed, in one
 * transaction. The rules a claim shares with the recipient's side are in service.ts.
 */
import {
  CANCELLABLE_CLAIM_STATUSES,
  MAX_ID,
  PACKING_SLIPS_MAX,
  personName,
  STAFF_PAGE_SIZE,
  type ClaimStatus,
  type Shipment,
  type ShipManyReply,
  type ShipManyResult,
  type StaffClaimRow,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { ApiError, notFound, validationError } from '../lib/errors.js';
import { rowErrors } from '../lib/bulk.js';
import { packingSlipsPdf, type PackingSlip } from './packing-slips.js';
import { invalidPk } from '../lib/ownership.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import { refuseIfRetired } from '../glasses/service.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf, writeMail } from '../mail-templates/service.js';
import { mailText, mailWords } from '../i18n/translation.js';
import { findUserById } from '../users/repository.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as claims from './repository.js';
import type { ClaimRow, StaffClaimListRow } from './repository.js';
import { CHANGED_MEANWHILE, OUT_OF_STOCK, cancelRow, claimView, existingClaim, refuseStatus, takeOneFromStock } from './service.js';
import { Type } from '@sinclair/typebox';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';
import { shippingAddressOf } from '../db/record-owners.js';

function staffClaimView(row: StaffClaimListRow): StaffClaimRow {
  const shippingAddress = shippingAddressOf(row);
  return {
    ...claimView(row),
    donatee: row.donatee_id,
    username: row.username,
    name: personName(row, row.username),
    shipping_address: shippingAddress,
    glasses_name: row.glasses_name,
    partner: row.partner_id === null ? null : { id: row.partner_id, name: row.partner_name ?? '' },
    ships_to_partner: row.ship_to_partner_id !== null,
    support_waiting: row.support_waiting,
    support_messages: row.support_messages,
  };
}

/** The list's key: when the claim was made, then its id. */
const pageCursor = cursorCodec(Type.Tuple([Type.String(), CursorId]));

/**
 * Oldest first, a page at a time; `after` is the `next` of the page before. `status` and
 * `support: 'waiting'` (the latest support message is the recipient's) narrow the list.
 */
export async function listStaffClaims(
  db: Db,
  query: { status?: ClaimStatus; support?: 'waiting'; partner?: number; after?: string; limit?: number },
): Promise<{ results: StaffClaimRow[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const key = query.after === undefined ? undefined : pageCursor.decode(query.after);
  const filter = {
    status: query.status,
    supportWaiting: query.support === 'waiting',
    partnerId: query.partner,
    after: key && { claimedAt: key[0], id: key[1] },
  };
  const page = toPage(await claims.listClaims(db.kysely, filter, limit), limit, (last) => pageCursor.encode([last.claimed_at, last.id]));
  return { ...page, results: page.results.map(staffClaimView) };
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
  actor: AuditActor,
  claimId: number,
  glassesId: number,
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
  actor: AuditActor,
  claimId: number,
  body: { carrier: string; tracking_number: string },
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
        userId: owner.userId,
        ...(await writeMail(trx, 'claim_shipped', await mailLanguageOf(trx, owner.userId), {
          recipient_name: owner.name,
          carrier,
          tracking_number: trackingNumber,
          confirmation_number: String(row.confirmation_number),
        })),
      });
    }
    if (row.claimed_by_user_id !== null) await mailMemberOfShipping(trx, row, row.claimed_by_user_id, carrier, trackingNumber);
  });
  return staffClaim(db.kysely, claimId);
}

/**
 * The partner member who claimed for their client hears that the pair left, and where it goes,
 * while they are still a member of the client's organisation (one who left hears nothing).
 */
async function mailMemberOfShipping(trx: Queryable, row: ClaimRow, memberId: number, carrier: string, trackingNumber: string) {
  if (!(await claims.isMemberForClient(trx, row.donatee_id, memberId))) return;
  const member = await findUserById(trx, memberId);
  const owner = await claims.findOwnerOfDonatee(trx, row.donatee_id);
  if (!member || !owner || member.email.trim() === '') return;
  const words = mailWords(await mailLanguageOf(trx, member.id));
  await enqueueMail(trx, {
    to: member.email,
    userId: member.id,
    subject: words('clientShipped.subject', { client: owner.name }),
    text: words('clientShipped.body', {
      name: personName(member, member.username),
      client: owner.name,
      number: String(row.confirmation_number),
      carrier,
      tracking: trackingNumber,
      address: await claims.parcelAddressLines(trx, row.id),
    }),
  });
}

export async function cancelClaim(
  db: Db,
  catalogue: CatalogueCache,
  actor: AuditActor,
  claimId: number,
  reason: string,
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
      const language = await mailLanguageOf(trx, owner.userId);
      await enqueueMail(trx, {
        to: owner.email,
        userId: owner.userId,
        subject: mailText(language, 'claimCancelled.subject'),
        text: mailText(language, 'claimCancelled.body', { name: owner.name, number: String(row.confirmation_number), reason: trimmed }),
      });
    }
  });
  catalogue.invalidate();
  return staffClaim(db.kysely, claimId);
}

/* ---------- packing slips ---------- */

export const PACKING_SLIP_MESSAGES = {
  tooMany: `At most ${PACKING_SLIPS_MAX} claims per PDF.`,
  tooLarge: `A claim id is a whole number from 1 to ${MAX_ID}.`,
  unknown: (ids: number[]) => `There is no claim ${ids.join(', ')}.`,
  cancelled: (ids: number[]) => `Cancelled, nothing to pack: claim ${ids.join(', ')}.`,
} as const;

/**
 * The packing slips of the claims named in `ids` (comma-separated, as the query carries them),
 * one page each, in the order named (an id named twice, once). Every claim must exist and not
 * be cancelled; otherwise a 400 on `ids` naming them, and no PDF.
 */
export async function packingSlips(db: Db, orgName: string, ids: string): Promise<{ bytes: Buffer; filename: string }> {
  const claimIds = [...new Set(ids.split(',').map(Number))];
  if (claimIds.length > PACKING_SLIPS_MAX) throw validationError({ ids: PACKING_SLIP_MESSAGES.tooMany });
  if (claimIds.some((id) => id < 1 || id > MAX_ID)) throw validationError({ ids: PACKING_SLIP_MESSAGES.tooLarge });
  const rows = new Map((await claims.findPackingSlips(db.kysely, claimIds)).map((row) => [row.id, row]));
  const unknown = claimIds.filter((id) => !rows.has(id));
  if (unknown.length > 0) throw validationError({ ids: PACKING_SLIP_MESSAGES.unknown(unknown) });
  const cancelled = claimIds.filter((id) => rows.get(id)!.status === 'cancelled');
  if (cancelled.length > 0) throw validationError({ ids: PACKING_SLIP_MESSAGES.cancelled(cancelled) });
  const slips: PackingSlip[] = claimIds.map((id) => {
    const row = rows.get(id)!;
    const address = shippingAddressOf(row);
    return {
      claimId: row.id,
      confirmationNumber: row.confirmation_number,
      name: address.name,
      addressLines: [address.address, `${address.city}, ${address.state} ${address.zip_code}`.trim()].filter((line) => line !== ','),
      phone: address.phone_number,
      frame: row.glasses_name ?? (row.glasses_id === null ? 'Not picked yet' : `Frame ${row.glasses_id}`),
      figures: {
        sphereRight: row.prescription_sphere_right,
        cylinderRight: row.prescription_cylinder_right,
        sphereLeft: row.prescription_sphere_left,
        cylinderLeft: row.prescription_cylinder_left,
      },
      examDate: row.prescription_exam_date,
    };
  });
  const now = new Date();
  const bytes = await packingSlipsPdf(slips, now, orgName);
  const filename = claimIds.length === 1 ? `packing-slip-${claimIds[0]}.pdf` : `packing-slips-${now.toISOString().slice(0, 10)}.pdf`;
  return { bytes, filename };
}

/* ---------- shipping many ---------- */

/**
 * Ships each line as the single ship route does (the status guard, the audit entry, the
 * recipient's mail), each in a transaction of its own: a refused line stores nothing and does
 * not hold the others back. One result per line, in the order sent.
 */
export async function shipMany(db: Db, actor: AuditActor, shipments: readonly Shipment[]): Promise<ShipManyReply> {
  const results: ShipManyResult[] = [];
  for (const shipment of shipments) {
    try {
      const claim = await shipClaim(db, actor, shipment.claim_id, shipment);
      results.push({ claim_id: shipment.claim_id, shipped: true, errors: null, claim });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ claim_id: shipment.claim_id, shipped: false, errors: rowErrors(error), claim: null });
    }
  }
  return { results };
}
