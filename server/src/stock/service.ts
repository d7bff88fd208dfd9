/**
 * The stock ledger's one way in: every change to an item's stock is recorded here as a
 * movement, in the caller's transaction, together with the change to `glasses.inventory`, so
 * the stock always equals the sum of the item's movements (docs/architecture.md, The stock
 * ledger). Nothing else writes `inventory`.
 */
import {
  STAFF_PAGE_SIZE,
  STOCK_MESSAGES,
  type StockChangeBody,
  type StockChangeReply,
  type StockMovement,
  type StockMovementKind,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { notFound, validationError } from '../lib/errors.js';
import * as stock from './repository.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { donorOf, mailGoodsReceipt, type Donor } from './donated-frames.js';
import { Type } from '@sinclair/typebox';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';

export interface Movement {
  glassesId: number;
  change: number;
  kind: StockMovementKind;
  reason: string;
  byUserId: number | null;
  /** Who gave frames received as `donated`. */
  donor?: Donor;
}

/**
 * Writes the movement and its change to the stock; null, with nothing written, when the change
 * would take the stock below zero or the item does not exist. For callers that answer
 * "out of stock" in their own words (claims).
 */
export async function tryMovement(trx: Queryable, movement: Movement): Promise<StockMovement | null> {
  if (!(await stock.addToInventory(trx, movement.glassesId, movement.change))) return null;
  const row = await stock.insertMovement(trx, {
    glasses_id: movement.glassesId,
    change: movement.change,
    kind: movement.kind,
    reason: movement.reason,
    by_user_id: movement.byUserId,
    at: nowIso(),
    donor_user_id: movement.donor?.userId ?? null,
    donor_name: movement.donor?.name ?? null,
    donor_email: movement.donor?.email ?? null,
  });
  return movementView(row);
}

/** As tryMovement, but a change below zero is a 400 on `change`. */
export async function recordMovement(trx: Queryable, movement: Movement): Promise<StockMovement> {
  const written = await tryMovement(trx, movement);
  if (written) return written;
  if ((await stock.inventoryOf(trx, movement.glassesId)) === undefined) throw notFound();
  throw validationError({ change: movement.change < 0 ? STOCK_MESSAGES.belowZero : STOCK_MESSAGES.tooHigh });
}

/**
 * Brings the stock to `target` with one movement of the difference (none when it already is):
 * how a write of `inventory` on the item itself keeps the ledger whole.
 */
export async function setStock(
  trx: Queryable,
  glassesId: number,
  target: number,
  movement: Pick<Movement, 'kind' | 'reason' | 'byUserId'>,
): Promise<void> {
  const current = await stock.lockedInventory(trx, glassesId);
  if (current === undefined) throw notFound();
  if (current !== target) await recordMovement(trx, { glassesId, change: target - current, ...movement });
}

/**
 * A staff entry: positive is `received` unless named `adjusted` or `donated`, negative is always
 * `adjusted`. Frames `donated` name their donor, who is mailed a receipt for the goods in the
 * same transaction.
 */
export async function changeStock(
  db: Db,
  catalogue: CatalogueCache,
  glassesId: number,
  body: StockChangeBody,
  actor: AuditActor,
): Promise<StockChangeReply> {
  const errors: Record<string, string> = {};
  const reason = body.reason.trim();
  if (body.change === 0) errors.change = STOCK_MESSAGES.zeroChange;
  else if (body.change < 0 && body.kind === 'received') errors.kind = STOCK_MESSAGES.kindMismatch;
  else if (body.change < 0 && body.kind === 'donated') errors.kind = STOCK_MESSAGES.kindMismatch;
  if (reason === '') errors.reason = STOCK_MESSAGES.blankReason;
  const namesDonor = body.donor !== undefined || body.donor_name !== undefined || body.donor_email !== undefined;
  if (body.kind !== 'donated' && namesDonor) errors.donor = STOCK_MESSAGES.donorOnlyForDonated;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const kind = body.kind ?? (body.change > 0 ? 'received' : 'adjusted');
  const reply = await db.kysely.transaction().execute(async (trx) => {
    const before = await stock.inventoryOf(trx, glassesId);
    if (before === undefined) throw notFound();
    const donor = kind === 'donated' ? await donorOf(trx, body) : undefined;
    const movement = await recordMovement(trx, { glassesId, change: body.change, kind, reason, byUserId: actor.id, donor });
    if (donor) await mailGoodsReceipt(trx, { movementId: movement.id, glassesId, quantity: movement.change, at: movement.at, donor });
    const inventory = (await stock.inventoryOf(trx, glassesId))!;
    await recordAudit(trx, actor, {
      action: `stock.${kind}`,
      targetType: 'glasses',
      targetId: glassesId,
      before: { inventory: before },
      // The movement names the donor; the entry keeps no name or address of someone outside the staff.
      after: { inventory, change: movement.change, kind, reason, movement: movement.id, ...(donor && { donor_user: donor.userId }) },
    });
    return { movement, inventory };
  });
  catalogue.invalidate();
  return reply;
}

/** The movements list's key: the movement's id, newest first. */
const pageCursor = cursorCodec(Type.Tuple([CursorId]));

/** The item's movements, newest first, a page at a time; `after` is the `next` of the page before. */
export async function listStock(
  db: Db,
  glassesId: number,
  query: { after?: string; limit?: number },
): Promise<{ results: StockMovement[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const beforeId = query.after === undefined ? undefined : pageCursor.decode(query.after)[0];
  if ((await stock.inventoryOf(db.kysely, glassesId)) === undefined) throw notFound();
  const rows = await stock.listMovements(db.kysely, glassesId, beforeId, limit + 1);
  const page = toPage(rows, limit, (last) => pageCursor.encode([Number(last.id)]));
  return { ...page, results: page.results.map(movementView) };
}

function movementView(row: stock.LedgerRow): StockMovement {
  return {
    id: Number(row.id),
    glasses: Number(row.glasses_id),
    change: Number(row.change),
    kind: row.kind,
    reason: row.reason,
    by: row.by_user_id === null ? null : Number(row.by_user_id),
    by_username: row.by_username,
    donor_name: row.donor_name,
    at: row.at,
  };
}
