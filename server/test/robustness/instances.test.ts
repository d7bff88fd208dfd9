/**
 * Concurrent donations and claims through built servers in child processes: totals come out
 * exact and the last unit of stock goes to exactly one recipient. On PostgreSQL two instances
 * share the database, as behind a load balancer; SQLite supports one server process only
 * (docs/operations.md), so there the same requests go through one instance.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/db/engine.js';
import { buildServer, freshDatabase, ServerProcess, type FreshDatabase } from '../operations/processes.js';
import { cents, send, signUp, type Client } from './http.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const INSTANCES = onPostgres ? 2 : 1;
const setUp = onPostgres ? 'two instances on one PostgreSQL database' : 'one instance on SQLite (several instances need PostgreSQL)';

let build: ReturnType<typeof buildServer>;
let data: FreshDatabase;
let db: Db;
let servers: ServerProcess[] = [];
let bases: string[] = [];
beforeAll(async () => {
  build = buildServer();
  data = await freshDatabase();
  const env = { ADMIN_PASSWORD: 'instances-test-admin', LOGIN_RATE_LIMIT: '1000' };
  // The first start migrates and seeds; the others then start on a ready database.
  servers = [new ServerProcess(build.mainFile, data, env)];
  bases = [await servers[0]!.listening()];
  for (let i = 1; i < INSTANCES; i++) {
    servers.push(new ServerProcess(build.mainFile, data, env));
    bases.push(await servers[i]!.listening());
  }
  db = openDb({ databaseUrl: data.databaseUrl, sqliteFile: path.join(data.dataDir, 'onepair.sqlite') });
});
afterAll(async () => {
  await db?.close();
  const exits = await Promise.all(servers.map((server) => server.stop()));
  build?.remove();
  await data?.drop();
  for (const exit of exits) expect(exit).toEqual({ code: 0, signal: null });
  for (const server of servers) expect(server.stderr).toBe('');
});

/** The instance for the n-th request: they take turns. */
const through = (n: number) => bases[n % bases.length]!;

interface RegionFigures {
  id: number;
  donation_count: number;
  total: number;
}

async function regionFigures(): Promise<Map<number, { count: number; cents: number }>> {
  const stats = (await (await send(through(0), 'GET', '/api/stats/regions/')).json()) as { regions: RegionFigures[] };
  return new Map(stats.regions.map((region) => [region.id, { count: region.donation_count, cents: cents(region.total) }]));
}

async function recipient(index: number): Promise<Client> {
  const who = await signUp(through(index), `instances_recipient_${index}`);
  const applied = await send(
    through(index + 1),
    'PATCH',
    `/api/donatees/${who.donateeId}/`,
    { has_applied_for_account: true, monthly_income: 900, is_dependent: false },
    who.auth,
  );
  expect(applied.status, await applied.clone().text()).toBe(200);
  const address = { user: who.userId, address: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701', phone_number: '555-0100' };
  const addressed = await send(through(index), 'PATCH', `/api/accounts/${who.accountId}/`, address, who.auth);
  expect(addressed.status, await addressed.clone().text()).toBe(200);
  return who;
}

describe(`concurrent writes through ${setUp}`, () => {
  it('donations from many clients at once: every one stored, donor totals and region statistics exact', async () => {
    const before = await regionFigures();
    const donors = await Promise.all(Array.from({ length: 6 }, (_, index) => signUp(through(index), `instances_donor_${index}`)));
    const expected = new Map<number, number>();
    const expectedRegions = new Map<number, { count: number; cents: number }>();
    const requests = donors.flatMap((donor, d) =>
      Array.from({ length: 15 }, (_, n) => {
        const amount = 1 + ((d * 7 + n * 31) % 400) / 100;
        const region = 1 + ((d + n) % 5);
        expected.set(donor.donatorId, (expected.get(donor.donatorId) ?? 0) + cents(amount));
        const figures = expectedRegions.get(region) ?? { count: 0, cents: 0 };
        expectedRegions.set(region, { count: figures.count + 1, cents: figures.cents + cents(amount) });
        return send(through(d + n), 'POST', '/api/donation/', { amount, region, donator: donor.donatorId }, donor.auth);
      }),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    for (const [d, donor] of donors.entries()) {
      // Read through the other instance than the one the donor signed up on.
      const record = (await (await send(through(d + 1), 'GET', `/api/donators/${donor.donatorId}/`, undefined, donor.auth)).json()) as {
        total_amount_donated: number;
        donations: unknown[];
      };
      expect(cents(record.total_amount_donated)).toBe(expected.get(donor.donatorId));
      expect(record.donations.length).toBe(15);
    }
    const after = await regionFigures();
    for (const [region, added] of expectedRegions) {
      const was = before.get(region)!;
      expect(after.get(region)).toEqual({ count: was.count + added.count, cents: was.cents + added.cents });
    }
  });

  it('claims of the last unit of an item from many recipients at once: exactly one wins, stock 0, no 5xx', async () => {
    const recipients = await Promise.all(Array.from({ length: 8 }, (_, index) => recipient(index)));
    for (const round of [0, 1]) {
      const { glasses_id: glassesId } = await db.kysely
        .insertInto('glasses')
        .values({
          name: `Last pair ${round}`,
          description: '',
          size: null,
          color: '',
          prescription_range_upper: null,
          prescription_range_lower: null,
          image: '',
          inventory: 1,
        })
        .returning('glasses_id')
        .executeTakeFirstOrThrow();
      const contenders = recipients.slice(round * 4, round * 4 + 4);
      const answers = await Promise.all(
        contenders.map((who, n) =>
          send(through(n), 'PATCH', `/api/donatees/${who.donateeId}/`, { has_claimed: true, claimed_glasses: glassesId }, who.auth),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200).length, String(statuses)).toBe(1);
      expect(statuses.filter((status) => status !== 200)).toEqual([400, 400, 400]);
      for (const answer of answers.filter((a) => a.status === 400)) {
        expect(await answer.json()).toEqual({ claimed_glasses: ['This item is out of stock.'] });
      }
      const stock = await db.kysely.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirstOrThrow();
      expect(Number(stock.inventory)).toBe(0);
      const claimRows = await db.kysely.selectFrom('claims').select('donatee_id').where('glasses_id', '=', glassesId).execute();
      expect(claimRows.length).toBe(1);
      // The losers made no claim either: they may still choose another pair.
      const losers = contenders.filter((_, n) => statuses[n] !== 200).map((who) => who.donateeId);
      const loserClaims = await db.kysely.selectFrom('claims').select('id').where('donatee_id', 'in', losers).execute();
      expect(loserClaims).toEqual([]);
    }
  });
});
