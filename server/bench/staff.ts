/**
 * `npm run bench:staff`: a report, not a test (it exits 0 once it has run; a target missed is
 * printed as MISS). For SQLite and then PostgreSQL it fills a fresh database with donors and
 * donations through the seed:load code (BENCH_DONATIONS, default 1,000,000; BENCH_DONORS,
 * default 20,000; 1 in 100 donations refunded and 1 in 500 pending), starts the built server
 * on it, and measures, one request at a time, the median and p95 of the first page of every
 * staff list the server has, the donations ledger's totals, the CSV export's time to first
 * byte, and one whole export: its duration and the server's memory (RSS) while it runs.
 * BENCH_ENGINES=sqlite (or postgres) runs one engine; BENCH_PG_URL names the PostgreSQL
 * server (default postgres://postgres@127.0.0.1:5432), on which a database is created and
 * dropped afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb, sqliteFileIn, type Db } from '../src/db/engine.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { loadData } from '../scripts/load-data.js';
import { ADMIN_PASSWORD, fmt, rssMb, startServer, stopAll, stopServer } from './processes.js';

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 1_000_000);
const DONORS = Number(process.env.BENCH_DONORS ?? 20_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((engine) => engine.trim());
const PG_SERVER = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
const TARGET_MS = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figure {
  name: string;
  median: number;
  p95: number;
  /** Lists and the first byte have the 100 ms target; totals are reported without one. */
  target: boolean;
  note?: string;
}

/** Fills the database the way `npm run seed:load` does, and marks some donations refunded or pending. */
async function fill(db: Db): Promise<void> {
  await migrate(db);
  if (db.engine === 'sqlite') await sql`pragma cache_size = -262144`.execute(db.kysely);
  await seedIfEmpty(db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, sampleDonations: false });
  const started = performance.now();
  let last = started;
  await loadData(db, {
    donations: DONATIONS,
    donors: DONORS,
    progress(written) {
      const now = performance.now();
      if (now - last < 15_000) return;
      last = now;
      console.log(`  ${fmt(written)} donations written`);
    },
  });
  await sql`update donations set status = 'refunded' where donation_id % 100 = 0`.execute(db.kysely);
  await sql`update donations set status = 'pending' where donation_id % 500 = 7`.execute(db.kysely);
  // What PostgreSQL's autovacuum does after a bulk load, done at once so the run does not depend on its timing.
  if (db.engine === 'postgres') await sql`analyze`.execute(db.kysely);
  console.log(`  loaded in ${fmt((performance.now() - started) / 1000, 1)} s`);
}

async function timeRequest(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function measure(name: string, url: string, headers: Record<string, string>, target = true): Promise<Figure | undefined> {
  const first = await timeRequest(url, headers);
  if (first.status === 404) return undefined; // a list this build does not have
  if (first.status !== 200) return { name, median: NaN, p95: NaN, target, note: `HTTP ${first.status}` };
  for (let i = 1; i < WARM_UP; i += 1) await timeRequest(url, headers);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await timeRequest(url, headers)).ms);
  times.sort((a, b) => a - b);
  return { name, median: percentile(times, 50), p95: percentile(times, 95), target };
}

/** Milliseconds from the request to the first byte of the body, and to the end of the first data row. */
async function firstByte(url: string, headers: Record<string, string>): Promise<{ byte: number; row: number }> {
  const controller = new AbortController();
  const started = performance.now();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  let byte = NaN;
  let lines = 0;
  while (lines < 2) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(byte)) byte = performance.now() - started;
    for (const code of value) if (code === 10) lines += 1;
  }
  const row = performance.now() - started;
  controller.abort();
  await reader.cancel().catch(() => undefined);
  // The server finishes the batch in hand before it sees the client has gone: let it, so
  // that the next measurement does not share the server with this one's tail.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { byte, row };
}

async function fullExport(url: string, headers: Record<string, string>, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const response = await fetch(url, { headers });
  const reader = response.body!.getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1, before, peak };
}

async function benchEngine(engine: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-bench-staff-'));
  const databaseName = `onepair_bench_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  if (engine === 'postgres') {
    admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    databaseUrl = `${PG_SERVER}/${databaseName}`;
  }
  console.log(`\n${engine}: ${fmt(DONATIONS)} donations from ${fmt(DONORS)} donors (${databaseUrl ?? dataDir})`);
  let server: ChildProcess | undefined;
  try {
    const db = openDb({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
    try {
      await fill(db);
    } finally {
      await db.close();
    }

    const running = await startServer({ dataDir, databaseUrl, env: { LOG_LEVEL: 'warn' } });
    server = running.process;
    const base = running.base;
    const login = await fetch(`${base}/auth/token/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    const headers = { authorization: `Token ${token}` };
    const donor = (
      (await (await fetch(`${base}/api/staff/donations/?limit=1`, { headers })).json()) as {
        results: { donor: { username: string } | null }[];
      }
    ).results[0]?.donor?.username;
    const glasses = ((await (await fetch(`${base}/api/glasses/`)).json()) as { glasses_id: number }[])[0]?.glasses_id;
    const newest = (
      (await (await fetch(`${base}/api/staff/donations/?limit=1`, { headers })).json()) as { results: { donation_id: number }[] }
    ).results[0]?.donation_id;
    const month = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 7);

    const lists: [string, string, boolean?][] = [
      ['donations', '/api/staff/donations/'],
      ['donations, region=3', '/api/staff/donations/?region=3'],
      ['donations, status=refunded', '/api/staff/donations/?status=refunded'],
      ['donations, one month', `/api/staff/donations/?from=${month}-01&to=${month}-28`],
      ['donations, one month in region 2', `/api/staff/donations/?from=${month}-01&to=${month}-28&region=2`],
      ['donations, one donor', `/api/staff/donations/?donor=${donor ?? 'admin'}`],
      ['donations, page 2', ''],
      ['donations totals (all)', '/api/staff/donations/totals/', false],
      ['donations totals, one month', `/api/staff/donations/totals/?from=${month}-01&to=${month}-28`, false],
      ['claims', '/api/staff/claims/'],
      ['applications', '/api/staff/applications/'],
      ['outbox', '/api/staff/outbox/'],
      ['audit', '/api/staff/audit/'],
      ['users', '/api/staff/users/'],
      ['glasses', '/api/staff/glasses/'],
      ['stock of one item', glasses ? `/api/staff/glasses/${glasses}/stock/` : ''],
      ['summary (dashboard)', '/api/staff/summary/'],
      ['dashboard', '/api/staff/dashboard/'],
      ['one donation', newest ? `/api/staff/donations/${newest}/` : ''],
      ['funder report, one month', `/api/staff/reports/?from=${month}-01&to=${month}-28`, false],
      [
        'funder report, last 12 months',
        `/api/staff/reports/?from=${new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)}`,
        false,
      ],
    ];
    const page = (await (await fetch(`${base}/api/staff/donations/`, { headers })).json()) as { next: string | null };
    const figures: Figure[] = [];
    for (const [name, url, target] of lists) {
      const address = name === 'donations, page 2' ? `/api/staff/donations/?after=${page.next}` : url;
      if (!address) continue;
      const figure = await measure(name, base + address, headers, target ?? true);
      if (figure) figures.push(figure);
    }
    const [firstBytes, firstRows]: [number[], number[]] = [[], []];
    for (let i = 0; i < WARM_UP; i += 1) await firstByte(`${base}/api/staff/donations/export.csv`, headers);
    for (let i = 0; i < RUNS; i += 1) {
      const first = await firstByte(`${base}/api/staff/donations/export.csv`, headers);
      firstBytes.push(first.byte);
      firstRows.push(first.row);
    }
    firstBytes.sort((a, b) => a - b);
    firstRows.sort((a, b) => a - b);
    figures.push({ name: 'export.csv, first byte', median: percentile(firstBytes, 50), p95: percentile(firstBytes, 95), target: true });
    figures.push({ name: 'export.csv, first data row', median: percentile(firstRows, 50), p95: percentile(firstRows, 95), target: true });

    console.log(
      `\nload average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')} (${os.cpus().length} CPUs)`,
    );
    console.log(`${'first page of'.padEnd(36)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
    for (const figure of figures) {
      const verdict = !figure.target ? '(no target)' : figure.p95 < TARGET_MS ? 'PASS' : 'MISS';
      console.log(
        `${figure.name.padEnd(36)} ${`${fmt(figure.median, 1)} ms`.padStart(9)} ${`${fmt(figure.p95, 1)} ms`.padStart(9)}  ${figure.note ?? verdict}`,
      );
    }
    const whole = await fullExport(`${base}/api/staff/donations/export.csv`, headers, server.pid!);
    console.log(
      `\nWhole export: ${fmt(whole.rows)} rows, ${fmt(whole.bytes / 1_048_576, 1)} MB in ${fmt(whole.seconds, 1)} s ` +
        `(${fmt(whole.rows / whole.seconds)} rows/s); server RSS ${fmt(whole.before)} MB before, peak ${fmt(whole.peak)} MB during`,
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
  console.log(`OnePair staff benchmark: ${RUNS} requests per figure, one at a time, Node ${process.version}, ${os.cpus().length} CPUs`);
  for (const engine of ENGINES) await benchEngine(engine);
} finally {
  stopAll();
}
