/**
 * Rules for the glasses catalogue: anyone reads the listed items; staff write it (the routes
 * require staff), each write audited in its own transaction. Staff may upload an image file
 * with an item: a PNG, JPEG, WebP or SVG of at most 5 MB, judged by its bytes, stored in the
 * database (public) and linked as `/media/<id>?v=<version>` (served so that an SVG cannot run script:
 * media/routes.ts). Stock only changes through the stock ledger; retiring an item takes it out
 * of the public catalogue and out of reach of claims, and keeps its row and history.
 */
import {
  CATALOGUE_MESSAGES,
  IMAGE_MAX_BYTES,
  STAFF_PAGE_SIZE,
  STOCK_MESSAGES,
  LOW_STOCK_THRESHOLD,
  typeMessage,
  VALIDATION_MESSAGES,
  type GlassesItem,
  type GlassesWrite,
  type StaffGlasses,
  type StaffGlassesCreate,
  type StaffGlassesEdit,
  type StaffGlassesListQuery,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { notFound, validationError } from '../lib/errors.js';
import { isUploadedFile, type UploadedFile } from '../lib/uploaded-file.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { storableFilename } from '../media/filenames.js';
import { insertMedia, mediaSha256 } from '../media/repository.js';
import { sniffImageType, type ImageType } from '../media/sniff.js';
import { versionedMediaUrl } from '../media/urls.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { recordMovement, setStock } from '../stock/service.js';
import * as glasses from './repository.js';
import { Type } from '@sinclair/typebox';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';

/** What the routes pass on: the write shape, where the image may be an uploaded file. */
export type GlassesInput = Partial<Omit<GlassesWrite, 'image'>> & { image?: string | UploadedFile };
/** The staff forms' fields, with the image as an address or an uploaded file. */
export type StaffGlassesInput = Partial<Omit<StaffGlassesCreate, 'image'>> & { image?: string | UploadedFile; inventory?: unknown };

export { IMAGE_MAX_BYTES };
const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
/** A path on this server (not `//host`) or an http(s) address: nothing a browser would run. */
const IMAGE_ADDRESS = /^(?:\/(?![/\\])|https?:\/\/[^\s/]+)[^\s]*$/i;

/** What the audit log keeps of an item: its own fields and stock, not the derived flag. */
function audited(item: StaffGlasses): Omit<StaffGlasses, 'low_stock'> {
  const { low_stock: _lowStock, ...rest } = item;
  return rest;
}

/** An item as the public endpoints answer it: `retired_at` only once retired, no staff flag. */
function publicView(item: StaffGlasses): GlassesItem {
  const { low_stock: _lowStock, retired_at: retiredAt, ...rest } = item;
  return retiredAt === null ? rest : { ...rest, retired_at: retiredAt };
}

export function listGlasses(catalogue: CatalogueCache): Promise<GlassesItem[]> {
  return catalogue.list();
}

export async function readGlasses(db: Db, id: number): Promise<GlassesItem> {
  const item = await glasses.findGlasses(db.kysely, id);
  if (!item) throw notFound();
  return item;
}

export async function createGlasses(
  db: Db,
  catalogue: CatalogueCache,
  body: GlassesInput & Pick<GlassesWrite, 'name' | 'inventory'>,
  actor: AuditActor,
): Promise<GlassesItem> {
  const { fields, file } = checkInput(body, undefined);
  const created = await insertItem(db, { ...fields, name: body.name.trim() }, fields.inventory ?? body.inventory, file, actor);
  catalogue.invalidate();
  return publicView(created);
}

/**
 * The item starts empty and its stock arrives as a `received` movement, so the ledger holds it
 * all; the audit entry records the item as created, with that stock.
 */
async function insertItem(
  db: Db,
  fields: glasses.GlassesFields & { name: string },
  initialStock: number,
  file: UploadedFile | undefined,
  actor: AuditActor,
): Promise<StaffGlasses> {
  return db.kysely.transaction().execute(async (trx) => {
    const { inventory: _ignored, ...itemFields } = fields;
    if (file) itemFields.image = await storeImage(trx, file);
    const item = await glasses.insertGlasses(trx, { ...itemFields, inventory: 0 });
    if (initialStock > 0) {
      await recordMovement(trx, {
        glassesId: item.glasses_id,
        change: initialStock,
        kind: 'received',
        reason: STOCK_MESSAGES.newItem,
        byUserId: actor.id,
      });
    }
    const created = (await glasses.findStaffGlasses(trx, item.glasses_id))!;
    await recordAudit(trx, actor, { action: 'glasses.create', targetType: 'glasses', targetId: item.glasses_id, after: audited(created) });
    return created;
  });
}

/** PUT and PATCH: PUT's schema requires name and inventory; fields not sent stay as they are. */
export async function changeGlasses(
  db: Db,
  catalogue: CatalogueCache,
  id: number,
  body: GlassesInput,
  actor: AuditActor,
): Promise<GlassesItem> {
  const updated = await db.kysely.transaction().execute(async (trx) => {
    const existing = await glasses.findStaffGlasses(trx, id);
    if (!existing) throw notFound();
    const { fields, file } = checkInput(body, existing);
    if (file) fields.image = await storeImage(trx, file);
    // Older clients set `inventory` outright: the difference becomes one `adjusted` movement.
    const { inventory, ...rest } = fields;
    if (inventory !== undefined) {
      await setStock(trx, id, inventory, { kind: 'adjusted', reason: STOCK_MESSAGES.editedOnItem, byUserId: actor.id });
    }
    return updateAudited(trx, existing, rest, actor);
  });
  catalogue.invalidate();
  return publicView(updated);
}

async function updateAudited(
  trx: Queryable,
  existing: StaffGlasses,
  fields: glasses.GlassesFields,
  actor: AuditActor,
): Promise<StaffGlasses> {
  const changed = await glasses.updateGlasses(trx, existing.glasses_id, fields);
  if (!changed) throw notFound();
  await recordAudit(trx, actor, {
    action: 'glasses.update',
    targetType: 'glasses',
    targetId: existing.glasses_id,
    before: audited(existing),
    after: audited(changed),
  });
  return changed;
}

export async function removeGlasses(db: Db, catalogue: CatalogueCache, id: number, actor: AuditActor): Promise<void> {
  // A donatee who claimed this item keeps the claim; its item link becomes null (ON DELETE SET NULL).
  await db.kysely.transaction().execute(async (trx) => {
    const existing = await glasses.findStaffGlasses(trx, id);
    if (!existing || !(await glasses.deleteGlasses(trx, id))) throw notFound();
    await recordAudit(trx, actor, { action: 'glasses.delete', targetType: 'glasses', targetId: id, before: audited(existing) });
  });
  catalogue.invalidate();
}

/* ---------- the staff catalogue (/api/staff/glasses/) ---------- */

/** The staff list's key: the item's id, newest first. */
const pageCursor = cursorCodec(Type.Tuple([CursorId]));

/** Every item, retired ones too unless filtered, newest first, a page at a time. */
export async function listStaffGlasses(db: Db, query: StaffGlassesListQuery): Promise<{ results: StaffGlasses[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const beforeId = query.after === undefined ? undefined : pageCursor.decode(query.after)[0];
  const rows = await glasses.listStaffGlasses(
    db.kysely,
    { state: query.state ?? 'all', lowStockAtMost: query.low_stock ? LOW_STOCK_THRESHOLD : undefined, beforeId },
    limit + 1,
  );
  return toPage(rows, limit, (last) => pageCursor.encode([last.glasses_id]));
}

export async function readStaffGlasses(db: Db, id: number): Promise<StaffGlasses> {
  const item = await glasses.findStaffGlasses(db.kysely, id);
  if (!item) throw notFound();
  return item;
}

/** A staff form never sets stock: a stray `inventory` is a 400 saying where stock changes. */
function refuseInventory(body: StaffGlassesInput, errors: Record<string, string>): void {
  if (body.inventory !== undefined) errors.inventory = CATALOGUE_MESSAGES.inventoryNotEditable;
}

export async function createStaffGlasses(
  db: Db,
  catalogue: CatalogueCache,
  body: StaffGlassesInput & Pick<StaffGlassesCreate, 'name'>,
  actor: AuditActor,
): Promise<StaffGlasses> {
  const { initial_stock: initialStock, inventory: _inventory, ...rest } = body;
  const { fields, file } = checkInput(rest, undefined, (errors) => refuseInventory(body, errors));
  const created = await insertItem(db, { ...fields, name: body.name.trim() }, initialStock ?? 0, file, actor);
  catalogue.invalidate();
  return created;
}

export async function editStaffGlasses(
  db: Db,
  catalogue: CatalogueCache,
  id: number,
  body: StaffGlassesInput & StaffGlassesEdit,
  actor: AuditActor,
): Promise<StaffGlasses> {
  const { inventory: _inventory, initial_stock: _initial, ...rest } = body;
  const updated = await db.kysely.transaction().execute(async (trx) => {
    const existing = await glasses.findStaffGlasses(trx, id);
    if (!existing) throw notFound();
    const { fields, file } = checkInput(rest, existing, (errors) => refuseInventory(body, errors));
    if (file) fields.image = await storeImage(trx, file);
    return updateAudited(trx, existing, fields, actor);
  });
  catalogue.invalidate();
  return updated;
}

/** Retires a listed item, or lists a retired one again; a 400 when it already is as asked. */
export async function setRetired(db: Db, catalogue: CatalogueCache, id: number, retire: boolean, actor: AuditActor): Promise<StaffGlasses> {
  const changed = await db.kysely.transaction().execute(async (trx) => {
    const existing = await glasses.findStaffGlasses(trx, id);
    if (!existing) throw notFound();
    const after = await glasses.setRetired(trx, id, retire ? nowIso() : null);
    if (!after) throw validationError({ retired_at: retire ? CATALOGUE_MESSAGES.alreadyRetired : CATALOGUE_MESSAGES.notRetired });
    await recordAudit(trx, actor, {
      action: retire ? 'glasses.retire' : 'glasses.unretire',
      targetType: 'glasses',
      targetId: id,
      before: audited(existing),
      after: audited(after),
    });
    return after;
  });
  catalogue.invalidate();
  return changed;
}

/** For claims: a retired item cannot be claimed or assigned to a claim. */
export async function refuseIfRetired(trx: Queryable, id: number, field: string): Promise<void> {
  if (await glasses.isRetired(trx, id)) throw validationError({ [field]: CATALOGUE_MESSAGES.retired });
}

function checkInput(
  body: GlassesInput,
  existing: Pick<GlassesItem, 'prescription_range_upper' | 'prescription_range_lower'> | undefined,
  moreChecks?: (errors: Record<string, string>) => void,
): { fields: glasses.GlassesFields; file?: UploadedFile } {
  const errors: Record<string, string> = {};
  moreChecks?.(errors);
  const fields: glasses.GlassesFields = {};
  if (body.name !== undefined) {
    if (!body.name.trim()) errors.name = VALIDATION_MESSAGES.blank;
    else fields.name = body.name.trim();
  }
  if (body.description !== undefined) fields.description = body.description;
  if (body.size !== undefined) fields.size = body.size;
  if (body.color !== undefined) fields.color = body.color.trim();
  if (body.inventory !== undefined) fields.inventory = body.inventory;

  const upper = body.prescription_range_upper;
  const lower = body.prescription_range_lower;
  if (upper !== undefined) fields.prescription_range_upper = upper;
  if (lower !== undefined) fields.prescription_range_lower = lower;
  const finalUpper = upper !== undefined ? upper : (existing?.prescription_range_upper ?? null);
  const finalLower = lower !== undefined ? lower : (existing?.prescription_range_lower ?? null);
  if (finalUpper !== null && finalLower !== null && finalLower > finalUpper) {
    errors.prescription_range_lower = 'The lower end of the prescription range must not be above the upper end.';
  }

  let file: UploadedFile | undefined;
  const image = body.image;
  if (typeof image === 'string') {
    const address = image.trim();
    if (address && !IMAGE_ADDRESS.test(address)) errors.image = 'Enter a valid URL.';
    else fields.image = address;
  } else if (image !== undefined) {
    const problem = imageFileProblem(image);
    if (problem) errors.image = problem;
    else file = image as UploadedFile;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { fields, file };
}

function imageFileProblem(value: unknown): string | undefined {
  if (!isUploadedFile(value)) return typeMessage('string');
  if (value.bytes.length === 0) return CATALOGUE_MESSAGES.emptyImage;
  if (value.bytes.length > IMAGE_MAX_BYTES) return CATALOGUE_MESSAGES.imageTooLarge;
  if (!sniffImageType(value.bytes)) return CATALOGUE_MESSAGES.badImage;
  return undefined;
}

/** Stores an uploaded image as a public file owned by nobody (it outlives the staff user). */
async function storeImage(trx: Queryable, file: UploadedFile): Promise<string> {
  const contentType = sniffImageType(file.bytes)!;
  const mediaId = await insertMedia(trx, {
    bytes: file.bytes,
    contentType,
    filename: storableFilename(file.filename, 'image', IMAGE_EXTENSIONS[contentType]),
    ownerUserId: null,
    isPrivate: false,
  });
  return versionedMediaUrl(mediaId, mediaSha256(file.bytes));
}
