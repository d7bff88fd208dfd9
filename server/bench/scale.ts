/**
 * `npm run bench:scale` (or `npm run bench -- --scale`): a report, not a test (it exits 0 once
 * it has run; a target missed is printed as MISS). For SQLite and then PostgreSQL it fills a
 * fresh database through the seed:load code with BENCH_DONATIONS donations (default 1,000,000)
 * from BENCH_DONORS donors (default 20,000) plus one donor with 10,000 donations, starts the
 * built server on it with the default configuration (request logging on, its output read and
 * thrown away as a log collector would), and measures one request at a time the median and
 * payload of: the map statistics (region totals and top donors), the lookup the map makes for
 * a top donor, users/me of the donor with 10,000 donations, the first page of donations (staff
 * and the donor's own), a donation POST, and the catalogue while another client keeps asking
 * for the statistics; then the server's memory (RSS). Targets: each median under 20 ms,
 * payloads the same whatever the number of donations, memory under 300 MB.
 * BENCH_ENGINES=sqlite (or postgres) runs one engine; BENCH_PG_URL names the PostgreSQL server
 * (default postgres://postgres@127.0.0.1:5432), on which a database is created and dropped.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import autocannon from 'autocannon';
import { openDb, sqliteFileIn, type Db } from '../src/db/engine.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadData } from '../scripts/load-data.js';
import { ADMIN_PASSWORD, fmt, rssMb, startServer, stopAll, stopServer } from './processes.js';

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 1_000_000);
const DONORS = Number(process.env.BENCH_DONORS ?? 20_000);
const HEAVY_DONATIONS = 10_000;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((engine) => engine.trim());
const PG_SERVER = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 5;
const TARGET_MS = 20;
const TARGET_RSS_MB = 300;
const HEAVY_PASSWORD = 'a bench password 42';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Fills the database as `npm run seed:load` does, then adds the donor with 10,000 donations and gives them a password. */
async function fill(db: Db): Promise<{ heavyUsername: string }> {
  await migrate(db);
  if (db.engine === 'sqlite') {
    await sql`pragma cache_size = -262144`.execute(db.kysely);
    await sql`pragma temp_store = memory`.execute(db.kysely);
    await sql`pragma synchronous = off`.execute(db.kysely);
  }
  await seedIfEmpty(db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, sampleDonations: false });
  const started = performance.now();
  await loadData(db, { donations: DONATIONS, donors: DONORS });
  const loaded = (performance.now() - started) / 1000;
  const { donatorIds } = await loadData(db, { donations: HEAVY_DONATIONS, donors: 1 });
  const heavy = await db.kysely
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['users.id', 'users.username'])
    .where('donators.donator_id', '=', donatorIds[0]!)
    .executeTakeFirstOrThrow();
  await db.kysely
    .updateTable('users')
    .set({ password_hash: await hashPassword(HEAVY_PASSWORD) })
    .where('id', '=', heavy.id)
    .execute();
  // What PostgreSQL's autovacuum does after a bulk load, done at once so the run does not depend on its timing.
  if (db.engine === 'postgres') await sql`analyze`.execute(db.kysely);
  console.log(`  seed:load wrote ${fmt(DONATIONS)} donations and ${fmt(DONORS)} donors in ${fmt(loaded, 1)} s`);
  return { heavyUsername: heavy.username };
}

interface Figure {
  name: string;
  median: number;
  bytes: number;
  note?: string;
}

async function timeRequest(url: string, init: RequestInit): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

async function measure(name: string, url: string, init: RequestInit = {}, expected = 200): Promise<Figure> {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i += 1) await timeRequest(url, init);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await timeRequest(url, init);
    if (result.status !== expected) return { name, median: NaN, bytes: result.bytes, note: `HTTP ${result.status}` };
    times.push(result.ms);
    bytes = result.bytes;
  }
  return { name, median: median(times), bytes };
}

async function benchEngine(engine: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-bench-scale-'));
  const databaseName = `onepair_scale_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  if (engine === 'postgres') {
    admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    databaseUrl = `${PG_SERVER}/${databaseName}`;
  }
  console.log(
    `\n${engine}: ${fmt(DONATIONS)} donations from ${fmt(DONORS)} donors (${databaseUrl ?? dataDir}); load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  let server: ChildProcess | undefined;
  try {
    const db = openDb({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
    let heavyUsername: string;
    try {
      ({ heavyUsername } = await fill(db));
    } finally {
      await db.close();
    }

    const running = await startServer({ dataDir, databaseUrl });
    server = running.process;
    const base = running.base;
    const logIn = async (username: string, password: string) => {
      const response = await fetch(`${base}/auth/token/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const { auth_token: token } = (await response.json()) as { auth_token: string };
      return { authorization: `Token ${token}` };
    };
    const staff = await logIn('admin', ADMIN_PASSWORD);
    const heavy = await logIn(heavyUsername, HEAVY_PASSWORD);
    const me = (await (await fetch(`${base}/auth/users/me/`, { headers: heavy })).json()) as {
      account: { donator: { donator_id: number; donations: unknown[] } };
    };
    const stats = (await (await fetch(`${base}/api/stats/regions/`)).json()) as { regions: { top_donors: { user_id: number }[] }[] };
    const topDonor = stats.regions.flatMap((region) => region.top_donors)[0]?.user_id;

    const figures: Figure[] = [];
    figures.push(await measure('map statistics (GET /api/stats/regions/)', `${base}/api/stats/regions/`));
    if (topDonor) figures.push(await measure('top donor lookup (GET /api/users/{id}/)', `${base}/api/users/${topDonor}/`));
    const meFigure = await measure(`users/me, ${fmt(HEAVY_DONATIONS)} donations`, `${base}/auth/users/me/`, { headers: heavy });
    meFigure.note = `nests ${me.account.donator.donations.length}`;
    figures.push(meFigure);
    figures.push(await measure('first page of donations (staff)', `${base}/api/donation/`, { headers: staff }));
    figures.push(await measure("first page of donations (donor's own)", `${base}/api/donation/?order=newest`, { headers: heavy }));
    figures.push(
      await measure(
        'donation POST',
        `${base}/api/donation/`,
        {
          method: 'POST',
          headers: { ...heavy, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 5, region: 2, donator: me.account.donator.donator_id }),
        },
        201,
      ),
    );
    // The catalogue, one request at a time, while another client asks for the statistics without a pause.
    const hammer = autocannon({ url: `${base}/api/stats/regions/`, connections: 1, duration: 600 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const catalogue = await measure('catalogue while statistics are hammered', `${base}/api/glasses/`);
    (hammer as unknown as { stop(): void }).stop();
    const hammered = await hammer;
    catalogue.note = `statistics meanwhile ${fmt(hammered.requests.average)} req/s, p50 ${fmt(hammered.latency.p50)} ms`;
    figures.push(catalogue);
    const rss = rssMb(server.pid!);

    console.log(`\n${'at scale'.padEnd(44)} ${'median'.padStart(9)} ${'payload'.padStart(10)}`);
    for (const figure of figures) {
      const verdict = Number.isNaN(figure.median) ? '' : figure.median < TARGET_MS ? 'PASS' : 'MISS';
      console.log(
        `${figure.name.padEnd(44)} ${`${fmt(figure.median, 1)} ms`.padStart(9)} ${`${fmt(figure.bytes / 1024, 1)} KB`.padStart(10)}  ${verdict}${figure.note ? ` (${figure.note})` : ''}`,
      );
    }
    console.log(
      `Server memory after the runs: ${fmt(rss, 1)} MB RSS: ${rss < TARGET_RSS_MB ? 'PASS' : 'MISS'} (target < ${TARGET_RSS_MB} MB)`,
    );
  } finally {
    await stopServer(server);
    if (admin) {
      await admin.query(`drop database if exists ${databaseName}`).catch((error: Error) => console.error(`drop failed: ${error.message}`));
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  console.log(
    `OnePair benchmark at scale: ${RUNS} requests per figure, one at a time (target: median < ${TARGET_MS} ms), Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  for (const engine of ENGINES) await benchEngine(engine);
} finally {
  stopAll();
}
