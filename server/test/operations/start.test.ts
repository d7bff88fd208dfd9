import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/engine.js';
import { ServerProcess, useBuiltServer } from './processes.js';

const built = useBuiltServer();

async function count(table: 'regions' | 'glasses' | 'users' | 'donations', where?: { username: string }): Promise<number> {
  const database = openDb({ databaseUrl: built.db.databaseUrl, sqliteFile: path.join(built.db.dataDir, 'onepair.sqlite') });
  try {
    let query = database.kysely.selectFrom(table).select(({ fn }) => fn.countAll<number>().as('n'));
    if (where)
      query = database.kysely
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('username', '=', where.username);
    return Number((await query.executeTakeFirstOrThrow()).n);
  } finally {
    await database.close();
  }
}

describe('several servers starting at once on an empty database', () => {
  it('all three come up, and the database is migrated and seeded once', async () => {
    // Without ADMIN_PASSWORD the one server that seeds prints the generated staff login.
    const servers = [1, 2, 3].map(() => new ServerProcess(built.build.mainFile, built.db, { ADMIN_PASSWORD: '' }));
    try {
      const bases = await Promise.all(servers.map((server) => server.listening()));
      for (const base of bases) {
        const response = await fetch(`${base}/api/glasses/`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as unknown[]).length).toBe(9);
      }
    } finally {
      const exits = await Promise.all(servers.map((server) => server.stop()));
      for (const [index, exit] of exits.entries()) expect(exit, servers[index]!.stderr).toEqual({ code: 0, signal: null });
    }
    for (const server of servers) expect(server.stderr).toBe('');
    expect(servers.filter((server) => server.stdout.includes('Sample data loaded')).length).toBe(1);
    expect(await count('regions')).toBe(5);
    expect(await count('glasses')).toBe(9);
    expect(await count('donations')).toBe(30);
    expect(await count('users', { username: 'admin' })).toBe(1);
  }, 60_000);
});
