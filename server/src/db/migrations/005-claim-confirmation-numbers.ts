import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Each claim keeps the number its confirmation page shows (0 to 999999), so the recipient and
 * staff can name the claim the same way later. Claims made before this get a random number
 * each; new ones draw theirs in the claim service. The number identifies a claim for people,
 * not for the database: it is not unique and nothing looks a claim up by it.
 *
 * SQLite cannot make an existing column NOT NULL, so there the column is added NOT NULL with
 * a default of 0 that the backfill overwrites at once; PostgreSQL adds it nullable, fills it
 * and then sets NOT NULL.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`alter table claims add column confirmation_number integer`.execute(db);
    await sql`update claims set confirmation_number = floor(random() * 1000000)::integer`.execute(db);
    await sql`alter table claims alter column confirmation_number set not null`.execute(db);
  } else {
    await sql`alter table claims add column confirmation_number integer not null default 0`.execute(db);
    // random() is a 64-bit integer; taking the remainder first keeps abs() from overflowing.
    await sql`update claims set confirmation_number = abs(random() % 1000000)`.execute(db);
  }
}
