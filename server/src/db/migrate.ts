/**
 * Numbered migrations, run in order at start on either engine. Applied names are recorded
 * in `schema_migrations`; a lock table keeps two starting servers from migrating at once.
 */
import { sql } from 'kysely';
import type { Db } from './engine.js';
import * as initial from './migrations/001-initial.js';
import * as applications from './migrations/002-applications.js';
import * as claims from './migrations/003-claims.js';
import * as outbox from './migrations/004-outbox.js';
import * as confirmationNumbers from './migrations/005-claim-confirmation-numbers.js';
import * as claimMessages from './migrations/006-claim-messages.js';

interface Migration {
  name: string;
  up: typeof initial.up;
}

const MIGRATIONS: Migration[] = [
  { name: '001-initial', up: initial.up },
  { name: '002-applications', up: applications.up },
  { name: '003-claims', up: claims.up },
  { name: '004-outbox', up: outbox.up },
  { name: '005-claim-confirmation-numbers', up: confirmationNumbers.up },
  { name: '006-claim-messages', up: claimMessages.up },
];

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
