/** The five fixed donation regions: public, read only. */
import type { RegionRecord } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { notFound } from '../lib/errors.js';
import { findRegion, listRegions } from './repository.js';

export function readRegions(db: Db): Promise<RegionRecord[]> {
  return listRegions(db.kysely);
}

export async function readRegion(db: Db, id: number): Promise<RegionRecord> {
  const region = await findRegion(db.kysely, id);
  if (!region) throw notFound();
  return region;
}
