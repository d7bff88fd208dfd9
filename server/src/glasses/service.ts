/**
 * Rules for the glasses catalogue: anyone reads it; staff write it (the routes require staff).
 * Staff may upload an image file with an item: a JPEG, PNG or WebP of at most 5 MB, judged by
 * its bytes, stored in the database (public) and linked as `/media/<id>`.
 */
import {
  PRESCRIPTION_MAX_BYTES,
  STOCK_MESSAGES,
  typeMessage,
  VALIDATION_MESSAGES,
  type GlassesItem,
  type GlassesWrite,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { notFound, validationError } from '../lib/errors.js';
import { isUploadedFile, type UploadedFile } from '../plugins/multipart-bodies.js';
import { storableFilename } from '../media/filenames.js';
import { insertMedia } from '../media/repository.js';
import { sniffContentType } from '../media/sniff.js';
import { mediaUrl } from '../media/urls.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { recordMovement, setStock } from '../stock/service.js';
import * as glasses from './repository.js';

/** What the routes pass on: the write shape, where the image may be an uploaded file. */
export type GlassesInput = Partial<Omit<GlassesWrite, 'image'>> & { image?: string | UploadedFile };

export const IMAGE_MAX_BYTES = PRESCRIPTION_MAX_BYTES;
const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
/** A path on this server (not `//host`) or an http(s) address: nothing a browser would run. */
const IMAGE_ADDRESS = /^(?:\/(?![/\\])|https?:\/\/[^\s/]+)[^\s]*$/i;

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
  byUserId: number | null,
): Promise<GlassesItem> {
  const { fields, file } = checkInput(body, undefined);
  const inventory = fields.inventory ?? body.inventory;
  const created = await db.kysely.transaction().execute(async (trx) => {
    if (file) fields.image = await storeImage(trx, file);
    // The item starts empty and its stock arrives as a movement, so the ledger holds it all.
    const item = await glasses.insertGlasses(trx, { ...fields, name: body.name.trim(), inventory: 0 });
    if (inventory > 0) {
      await recordMovement(trx, {
        glassesId: item.glasses_id,
        change: inventory,
        kind: 'received',
        reason: STOCK_MESSAGES.newItem,
        byUserId,
      });
    }
    return { ...item, inventory };
  });
  catalogue.invalidate();
  return created;
}

/** PUT and PATCH: PUT's schema requires name and inventory; fields not sent stay as they are. */
export async function changeGlasses(
  db: Db,
  catalogue: CatalogueCache,
  id: number,
  body: GlassesInput,
  byUserId: number | null,
): Promise<GlassesItem> {
  const updated = await db.kysely.transaction().execute(async (trx) => {
    const existing = await glasses.findGlasses(trx, id);
    if (!existing) throw notFound();
    const { fields, file } = checkInput(body, existing);
    if (file) fields.image = await storeImage(trx, file);
    // Older clients set `inventory` outright: the difference becomes one `adjusted` movement.
    const { inventory, ...rest } = fields;
    if (inventory !== undefined) await setStock(trx, id, inventory, { kind: 'adjusted', reason: STOCK_MESSAGES.editedOnItem, byUserId });
    const changed = await glasses.updateGlasses(trx, id, rest);
    if (!changed) throw notFound();
    return changed;
  });
  catalogue.invalidate();
  return updated;
}

export async function removeGlasses(db: Db, catalogue: CatalogueCache, id: number): Promise<void> {
  // A donatee who claimed this item keeps the claim; its item link becomes null (ON DELETE SET NULL).
  if (!(await glasses.deleteGlasses(db.kysely, id))) throw notFound();
  catalogue.invalidate();
}

function checkInput(body: GlassesInput, existing: GlassesItem | undefined): { fields: glasses.GlassesFields; file?: UploadedFile } {
  const errors: Record<string, string> = {};
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
  if (value.bytes.length === 0) return 'The submitted file is empty.';
  if (value.bytes.length > IMAGE_MAX_BYTES) return VALIDATION_MESSAGES.fileTooLarge;
  if (!IMAGE_TYPES.has(sniffContentType(value.bytes) ?? '')) {
    return 'Upload a valid image: a JPEG, PNG or WebP file. The file you uploaded was either not an image or a corrupted image.';
  }
  return undefined;
}

/** Stores an uploaded image as a public file owned by nobody (it outlives the staff user). */
async function storeImage(trx: Queryable, file: UploadedFile): Promise<string> {
  const contentType = sniffContentType(file.bytes)!;
  const mediaId = await insertMedia(trx, {
    bytes: file.bytes,
    contentType,
    filename: storableFilename(file.filename, 'image', IMAGE_TYPES.get(contentType)),
    ownerUserId: null,
    isPrivate: false,
  });
  return mediaUrl(mediaId);
}
