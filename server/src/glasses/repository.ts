/**
 * SQL for the glasses catalogue. Stock is an integer the database keeps at 0 or more. A retired
 * item (retired_at set) keeps its row and history but is left out of the public list.
 */
import { isLowStock, type GlassesItem, type StaffGlasses } from '@onepair/contract';
import type { Selectable } from 'kysely';
import type { GlassesTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';
import { afterKey } from '../lib/keyset.js';

export interface GlassesFields {
  name?: string;
  description?: string;
  size?: number | null;
  color?: string;
  prescription_range_upper?: number | null;
  prescription_range_lower?: number | null;
  image?: string;
  inventory?: number;
}

/** A row of the glasses table as the database returns it. */
type GlassesRow = Selectable<GlassesTable>;

const columns = [
  'glasses_id',
  'name',
  'description',
  'size',
  'color',
  'prescription_range_upper',
  'prescription_range_lower',
  'image',
  'inventory',
  'retired_at',
] as const;

function toGlasses(row: GlassesRow): GlassesItem {
  return {
    glasses_id: row.glasses_id,
    name: row.name,
    description: row.description,
    size: row.size,
    color: row.color,
    prescription_range_upper: row.prescription_range_upper,
    prescription_range_lower: row.prescription_range_lower,
    image: row.image,
    inventory: row.inventory,
  };
}

function toStaffGlasses(row: GlassesRow): StaffGlasses {
  const item = toGlasses(row);
  return { ...item, inventory: Number(item.inventory), low_stock: isLowStock(Number(item.inventory)), retired_at: row.retired_at };
}

/** The public catalogue: listed items only. */
export async function listGlasses(db: Queryable): Promise<GlassesItem[]> {
  const rows = await db.selectFrom('glasses').select(columns).where('retired_at', 'is', null).orderBy('glasses_id').execute();
  return rows.map(toGlasses);
}

/** One item, retired or not; a retired one says since when (the field is absent otherwise). */
export async function findGlasses(db: Queryable, id: number): Promise<GlassesItem | undefined> {
  const row = await db.selectFrom('glasses').select(columns).where('glasses_id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return row.retired_at === null ? toGlasses(row) : { ...toGlasses(row), retired_at: row.retired_at };
}

export async function findStaffGlasses(db: Queryable, id: number): Promise<StaffGlasses | undefined> {
  const row = await db.selectFrom('glasses').select(columns).where('glasses_id', '=', id).executeTakeFirst();
  return row && toStaffGlasses(row);
}

export interface StaffGlassesFilter {
  state: 'listed' | 'retired' | 'all';
  lowStockAtMost?: number;
  /** The last id of the page before (newest first). */
  beforeId?: number;
}

/** Newest first, `limit` rows. */
export async function listStaffGlasses(db: Queryable, filter: StaffGlassesFilter, limit: number): Promise<StaffGlasses[]> {
  let query = db.selectFrom('glasses').select(columns);
  if (filter.state === 'listed') query = query.where('retired_at', 'is', null);
  if (filter.state === 'retired') query = query.where('retired_at', 'is not', null);
  if (filter.lowStockAtMost !== undefined) query = query.where('inventory', '<=', filter.lowStockAtMost);
  const beforeId = filter.beforeId;
  if (beforeId !== undefined) query = query.where((eb) => afterKey(eb, [['glasses_id', beforeId]], 'desc'));
  const rows = await query.orderBy('glasses_id', 'desc').limit(limit).execute();
  return rows.map(toStaffGlasses);
}

/**
 * Sets or clears retired_at if the item is in the other state; undefined when it is not (or
 * there is no such item). Conditional, so of two requests at once one changes the row.
 */
export async function setRetired(db: Queryable, id: number, retiredAt: string | null): Promise<StaffGlasses | undefined> {
  const row = await db
    .updateTable('glasses')
    .set({ retired_at: retiredAt })
    .where('glasses_id', '=', id)
    .where('retired_at', retiredAt === null ? 'is not' : 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row && toStaffGlasses(row);
}

/**
 * True for an item staff retired; false for a listed one or none. Read through a no-op write,
 * so that on PostgreSQL the row stays locked until the caller's transaction ends: a retirement
 * racing a claim either lands first (and the claim sees it) or waits for the claim.
 */
export async function isRetired(db: Queryable, id: number): Promise<boolean> {
  const row = await db
    .updateTable('glasses')
    .set((eb) => ({ retired_at: eb.ref('retired_at') }))
    .where('glasses_id', '=', id)
    .returning('retired_at')
    .executeTakeFirst();
  return row !== undefined && row.retired_at !== null;
}

export async function insertGlasses(db: Queryable, fields: GlassesFields & { name: string; inventory: number }): Promise<StaffGlasses> {
  const row = await db
    .insertInto('glasses')
    .values({
      name: fields.name,
      description: fields.description ?? '',
      size: fields.size ?? null,
      color: fields.color ?? '',
      prescription_range_upper: fields.prescription_range_upper ?? null,
      prescription_range_lower: fields.prescription_range_lower ?? null,
      image: fields.image ?? '',
      inventory: fields.inventory,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toStaffGlasses(row);
}

/** Changes the given fields; undefined when there is no such item. */
export async function updateGlasses(db: Queryable, id: number, fields: GlassesFields): Promise<StaffGlasses | undefined> {
  if (Object.keys(fields).length === 0) return findStaffGlasses(db, id);
  const row = await db.updateTable('glasses').set(fields).where('glasses_id', '=', id).returning(columns).executeTakeFirst();
  return row && toStaffGlasses(row);
}

/** True when a row was deleted. */
export async function deleteGlasses(db: Queryable, id: number): Promise<boolean> {
  const result = await db.deleteFrom('glasses').where('glasses_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
