/** SQL for the glasses catalogue. Stock is an integer the database keeps at 0 or more. */
import type { GlassesItem } from '@onepair/contract';
import type { Selectable } from 'kysely';
import type { GlassesTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';

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

export async function listGlasses(db: Queryable): Promise<GlassesItem[]> {
  const rows = await db.selectFrom('glasses').select(columns).orderBy('glasses_id').execute();
  return rows.map(toGlasses);
}

export async function findGlasses(db: Queryable, id: number): Promise<GlassesItem | undefined> {
  const row = await db.selectFrom('glasses').select(columns).where('glasses_id', '=', id).executeTakeFirst();
  return row && toGlasses(row);
}

export async function insertGlasses(db: Queryable, fields: GlassesFields & { name: string; inventory: number }): Promise<GlassesItem> {
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
  return toGlasses(row);
}

/** Changes the given fields; undefined when there is no such item. */
export async function updateGlasses(db: Queryable, id: number, fields: GlassesFields): Promise<GlassesItem | undefined> {
  if (Object.keys(fields).length === 0) return findGlasses(db, id);
  const row = await db.updateTable('glasses').set(fields).where('glasses_id', '=', id).returning(columns).executeTakeFirst();
  return row && toGlasses(row);
}

/** True when a row was deleted. */
export async function deleteGlasses(db: Queryable, id: number): Promise<boolean> {
  const result = await db.deleteFrom('glasses').where('glasses_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
