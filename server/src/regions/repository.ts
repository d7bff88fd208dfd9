/** SQL for the five fixed donation regions. */
import type { RegionRecord } from '@onepair/contract';
import type { Queryable } from '../db/types.js';

function selectRegions(db: Queryable) {
  return db.selectFrom('regions').select(['region_id as id', 'name', 'lat', 'lon']);
}

export async function listRegions(db: Queryable): Promise<RegionRecord[]> {
  return selectRegions(db).orderBy('region_id').execute();
}

export async function findRegion(db: Queryable, id: number): Promise<RegionRecord | undefined> {
  return selectRegions(db).where('region_id', '=', id).executeTakeFirst();
}
