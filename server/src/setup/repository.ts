/** SQL for the setup checklist. */
import type { Queryable } from '../db/types.js';

/** Whether any of the sample donors a new database is seeded with (`donators.is_sample`) is still there. */
export async function hasSampleDonors(db: Queryable): Promise<boolean> {
  const row = await db.selectFrom('donators').select('donator_id').where('is_sample', '=', 1).limit(1).executeTakeFirst();
  return row !== undefined;
}
