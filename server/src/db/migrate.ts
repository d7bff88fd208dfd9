/**
 * Numbered migrations, run in order at start on either engine. Applied names are recorded
 * in `schema_migrations`; a lock table keeps two starting servers from migrating at once.
 */
import { sql } from 'kysely';
import type { Db } from './engine.js';
import * as initial from './migrations/001-initial.js';

interface Migration {
  name: string;
  up: typeof initial.up;
}

const MIGRATIONS: Migration[] = [{ name: '001-initial', up: initial.up }];

export async function migrate(db: Db): Promise<string[]> {
  const { kysely, engine } = db;
  await sql`create table if not exists schema_migrations (name varchar(100) primary key, applied_at varchar(40) not null)`.execute(kysely);
  const applied: string[] = [];
  await kysely.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`lock table schema_migrations in exclusive mode`.execute(trx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const doneNames = new Set(done.rows.map((row) => row.name));
    for (const migration of MIGRATIONS) {
      if (doneNames.has(migration.name)) continue;
      await migration.up(trx as never, engine);
      await sql`insert into schema_migrations (name, applied_at) values (${migration.name}, ${new Date().toISOString()})`.execute(trx);
      applied.push(migration.name);
    }
  });
  return applied;
}
