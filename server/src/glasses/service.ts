/**
 * Rules for the glasses catalogue: anyone reads it; staff write it (the routes require staff).
 * Old clients spell the prescription range `perscription_range_*` and name the image `img`:
 * both are accepted (the correct spelling and `image` win when both come). Staff may upload an
 * image file with an item: a JPEG, PNG or WebP of at most 5 MB, judged by its bytes, stored in
 * the database (public) and linked as `/media/<id>`.
 */
import { PRESCRIPTION_MAX_BYTES, type Glasses, type GlassesWrite } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { notFound, validationError } from '../lib/errors.js';
import { isStorableId } from '../lib/schemas.js';
import { isUploadedFile, type UploadedFile } from '../plugins/multipart-bodies.js';
import { insertMedia } from '../media/repository.js';
import { sniffContentType } from '../media/sniff.js';
import { mediaUrl } from '../media/urls.js';
import * as glasses from './repository.js';

/** What the routes pass on: the write shape, where image/img may be an uploaded file. */
export type GlassesInput = Partial<Omit<GlassesWrite, 'image' | 'img'>> & { image?: string | UploadedFile; img?: string | UploadedFile };

export const IMAGE_MAX_BYTES = PRESCRIPTION_MAX_BYTES;
const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);
/** A path on this server (not `//host`) or an http(s) address: nothing a browser would run. */
const IMAGE_ADDRESS = /^(?:\/(?![/\\])|https?:\/\/[^\s/]+)[^\s]*$/i;
const BLANK = 'This field may not be blank.';
const MAX_INVENTORY = 2_147_483_647;

/**
 * The catalogue is read on every visit and changes rarely, so each server keeps the list for
 * at most a second: under load one query serves thousands of visitors. Writes through this
 * server drop it at once (call `invalidateCatalogue` after anything that changes stock); other
 * instances behind a load balancer show a change within the second. The copy is derived from
 * the database and expires, so the server still keeps no state of its own. Item reads
 * (`/api/glasses/<id>/`) always go to the database.
 */
const CATALOGUE_TTL_MS = 1000;
const catalogueCache = new WeakMap<Db, { expires: number; items: Promise<Glasses[]> }>();

export async function listGlasses(db: Db): Promise<Glasses[]> {
  const now = Date.now();
  const cached = catalogueCache.get(db);
  if (cached && cached.expires > now) return cached.items;
  // The promise is shared, so that many visitors arriving at once cause one query.
  const entry = { expires: now + CATALOGUE_TTL_MS, items: glasses.listGlasses(db.kysely) };
  catalogueCache.set(db, entry);
  entry.items.catch(() => {
    if (catalogueCache.get(db) === entry) catalogueCache.delete(db);
  });
  return entry.items;
}

/** Forget this server's copy of the catalogue: the next list reads the database. */
export function invalidateCatalogue(db: Db): void {
  catalogueCache.delete(db);
}

export async function readGlasses(db: Db, id: number): Promise<Glasses> {
  if (!isStorableId(id)) throw notFound();
  const item = await glasses.findGlasses(db.kysely, id);
  if (!item) throw notFound();
  return item;
}

export async function createGlasses(db: Db, body: GlassesInput & Pick<GlassesWrite, 'name' | 'inventory'>): Promise<Glasses> {
  const { fields, file } = checkInput(body, undefined);
  const created = await db.kysely.transaction().execute(async (trx) => {
    if (file) fields.image = await storeImage(trx, file);
    return glasses.insertGlasses(trx, { ...fields, name: body.name.trim(), inventory: fields.inventory ?? body.inventory });
  });
  invalidateCatalogue(db);
  return created;
}

/** PUT and PATCH: PUT's schema requires name and inventory; fields not sent stay as they are. */
export async function changeGlasses(db: Db, id: number, body: GlassesInput): Promise<Glasses> {
  if (!isStorableId(id)) throw notFound();
  const updated = await db.kysely.transaction().execute(async (trx) => {
    const existing = await glasses.findGlasses(trx, id);
    if (!existing) throw notFound();
    const { fields, file } = checkInput(body, existing);
    if (file) fields.image = await storeImage(trx, file);
    const changed = await glasses.updateGlasses(trx, id, fields);
    if (!changed) throw notFound();
    return changed;
  });
  invalidateCatalogue(db);
  return updated;
}

export async function removeGlasses(db: Db, id: number): Promise<void> {
  // A donatee who claimed this item keeps the claim; its item link becomes null (ON DELETE SET NULL).
  if (!isStorableId(id) || !(await glasses.deleteGlasses(db.kysely, id))) throw notFound();
  invalidateCatalogue(db);
}

function checkInput(body: GlassesInput, existing: Glasses | undefined): { fields: glasses.GlassesFields; file?: UploadedFile } {
  const errors: Record<string, string> = {};
  const fields: glasses.GlassesFields = {};
  // PostgreSQL cannot store NUL in text; Django refuses it in every character field too.
  for (const field of ['name', 'description', 'color', 'image', 'img'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.includes('\0')) errors[field] = 'Null characters are not allowed.';
  }
  if (body.name !== undefined) {
    if (!body.name.trim()) errors.name = BLANK;
    else fields.name = body.name.trim();
  }
  if (body.description !== undefined) fields.description = body.description;
  // The schema's bounds let through strings such as "1e400" or "Infinity" that coercion turns into Infinity.
  for (const field of [
    'size',
    'prescription_range_upper',
    'prescription_range_lower',
    'perscription_range_upper',
    'perscription_range_lower',
  ] as const) {
    const value = body[field];
    if (typeof value === 'number' && !Number.isFinite(value)) errors[field] = 'A valid number is required.';
  }
  if (body.size !== undefined) fields.size = body.size;
  if (body.color !== undefined) fields.color = body.color.trim();
  if (body.inventory !== undefined) {
    if (!Number.isSafeInteger(body.inventory) || body.inventory < 0 || body.inventory > MAX_INVENTORY) {
      errors.inventory = 'A valid integer is required.';
    } else fields.inventory = body.inventory;
  }

  const upper = body.prescription_range_upper !== undefined ? body.prescription_range_upper : body.perscription_range_upper;
  const lower = body.prescription_range_lower !== undefined ? body.prescription_range_lower : body.perscription_range_lower;
  if (upper !== undefined) fields.prescription_range_upper = upper;
  if (lower !== undefined) fields.prescription_range_lower = lower;
  const finalUpper = upper !== undefined ? upper : (existing?.prescription_range_upper ?? null);
  const finalLower = lower !== undefined ? lower : (existing?.prescription_range_lower ?? null);
  if (finalUpper !== null && finalLower !== null && finalLower > finalUpper) {
    errors.prescription_range_lower = 'The lower end of the prescription range must not be above the upper end.';
  }

  let file: UploadedFile | undefined;
  const imageField = body.image !== undefined ? 'image' : body.img !== undefined ? 'img' : undefined;
  if (imageField && !errors[imageField]) {
    const image = body[imageField];
    if (typeof image === 'string') {
      const address = image.trim();
      if (address && !IMAGE_ADDRESS.test(address)) errors[imageField] = 'Enter a valid URL.';
      else fields.image = address;
    } else {
      const problem = imageFileProblem(image);
      if (problem) errors[imageField] = problem;
      else file = image as UploadedFile;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { fields, file };
}

function imageFileProblem(value: unknown): string | undefined {
  if (!isUploadedFile(value) || !Buffer.isBuffer(value.bytes)) return 'Not a valid string.';
  if (value.bytes.length === 0) return 'The submitted file is empty.';
  if (value.bytes.length > IMAGE_MAX_BYTES) return 'The file is larger than 5 MB.';
  if (!IMAGE_TYPES.has(sniffContentType(value.bytes) ?? '')) {
    return 'Upload a valid image: a JPEG, PNG or WebP file. The file you uploaded was either not an image or a corrupted image.';
  }
  return undefined;
}

/** Stores an uploaded image as a public file owned by nobody (it outlives the staff user). */
async function storeImage(trx: Queryable, file: UploadedFile): Promise<string> {
  const contentType = sniffContentType(file.bytes)!;
  const extension = IMAGE_TYPES.get(contentType)!;
  const base =
    file.filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '-')
      .slice(0, 100) || 'image';
  const mediaId = await insertMedia(trx, {
    bytes: file.bytes,
    contentType,
    filename: `${base}.${extension}`,
    ownerUserId: null,
    isPrivate: false,
  });
  return mediaUrl(mediaId);
}
