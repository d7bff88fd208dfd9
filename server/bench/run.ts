/**
 * `npm run bench`: a report, not a test (it always exits 0 once it has run).
 *
 * Starts the product on a fresh SQLite data folder with the default configuration (request
 * logging on; its output is read and thrown away by a process of its own, as a log collector
 * would) and, in the same
 * run, a bare Fastify route serving the same catalogue JSON from memory (the ceiling on this
 * machine), each in its own process, the load generator in a third. Loads each with
 * autocannon (50 connections, 10 s; BENCH_SECONDS shortens it) and prints requests/s, p50/p99
 * latency, errors and the ratio to the ceiling for the anonymous catalogue, users/me with a
 * token and donation POSTs with a token; then checks that every acknowledged donation was
 * stored and counted in the donor's total, and prints the server's memory (RSS) and the
 * machine's load average (the figures mean little on a busy machine).
 *
 * `npm run bench -- --scale` runs the benchmark at a million donations instead (bench/scale.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { fmt, freePort, rssMb, startProcess, startServer, stopAll, waitFor } from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) || 10;
const CONNECTIONS = 50;
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const DONATION_AMOUNT = 1.25;
const TARGETS = { catalogue: 0.7, me: 0.5, donation: 0.25, rssMb: 200 };

async function api<T>(base: string, method: string, url: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

async function load(
  options: { url: string; method?: string; headers?: Record<string, string>; body?: string },
  seconds = SECONDS,
): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
}

function row(name: string, result: Result, ceiling?: number, target?: number): string {
  const errors = result.errors + result.timeouts + result.non2xx;
  const ratio = ceiling ? result.requests.average / ceiling : undefined;
  const verdict =
    ratio === undefined || target === undefined ? '' : `${ratio >= target ? 'PASS' : 'MISS'} (target ≥ ${fmt(target * 100)}%)`;
  return [
    name.padEnd(34),
    fmt(result.requests.average).padStart(9),
    `${fmt(result.latency.p50)} ms`.padStart(9),
    `${fmt(result.latency.p99)} ms`.padStart(9),
    fmt(errors).padStart(7),
    (ratio === undefined ? '—' : `${fmt(ratio * 100, 1)}%`).padStart(8),
    `  ${verdict}`,
  ].join(' ');
}

/**
 * The donor's total and how many donations are stored, once donations still in flight have
 * landed: the total and the pages are separate reads, so they are read again until two readings
 * a second apart agree (at most 30 s).
 */
async function donorRecord(base: string, token: string): Promise<{ totalCents: number; stored: number }> {
  let last = await readDonorRecord(base, token);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await readDonorRecord(base, token);
    if (next.stored === last.stored && next.totalCents === last.totalCents) return next;
    last = next;
  }
  return last;
}

async function readDonorRecord(base: string, token: string): Promise<{ totalCents: number; stored: number }> {
  const me = await api<{ account: { donator: { total_amount_donated: number } } }>(base, 'GET', '/auth/users/me/', undefined, token);
  let stored = 0;
  let next: string | undefined = '/api/donation/?limit=1000';
  while (next) {
    const response: Response = await fetch(base + next, { headers: { authorization: `Token ${token}` } });
    if (!response.ok) throw new Error(`GET ${next}: ${response.status}`);
    stored += ((await response.json()) as unknown[]).length;
    next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return { totalCents: Math.round(me.account.donator.total_amount_donated * 100), stored };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-bench-'));
  const ceilingPort = await freePort();
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  console.log(
    `OnePair benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run (after ${WARM_UP_SECONDS} s warm-up), Node ${process.version}, ${os.cpus().length} CPUs, ` +
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  console.log(`Product on SQLite in ${dataDir}\n`);

  try {
    const { process: product, base } = await startServer({ dataDir });

    // The ceiling serves exactly what the product's catalogue returns.
    const catalogue = await api<unknown[]>(base, 'GET', '/api/glasses/');
    const catalogueFile = path.join(dataDir, 'catalogue.json');
    fs.writeFileSync(catalogueFile, JSON.stringify(catalogue));
    const ceilingProcess = startProcess(['--import', 'tsx', 'bench/ceiling.ts'], {
      CATALOGUE_FILE: catalogueFile,
      PORT: String(ceilingPort),
    });
    await waitFor(`${ceilingBase}/api/glasses/`, ceilingProcess, 60);

    const username = 'bench_donor';
    const password = 'a bench password 42';
    await api(base, 'POST', '/auth/users/', { username, email: 'bench@example.org', password });
    const { auth_token: token } = await api<{ auth_token: string }>(base, 'POST', '/auth/token/login/', { username, password });
    const auth = { authorization: `Token ${token}` };
    const me = await api<{ account: { donator: { donator_id: number } } }>(base, 'GET', '/auth/users/me/', undefined, token);
    const donatorId = me.account.donator.donator_id;

    const runs: Array<{ name: string; options: Parameters<typeof load>[0] }> = [
      { name: 'ceiling: bare Fastify catalogue', options: { url: `${ceilingBase}/api/glasses/` } },
      { name: 'GET /api/glasses/ (anonymous)', options: { url: `${base}/api/glasses/` } },
      { name: 'GET /auth/users/me/ (token)', options: { url: `${base}/auth/users/me/`, headers: auth } },
    ];
    const results = new Map<string, Result>();
    for (const run of runs) {
      await load(run.options, WARM_UP_SECONDS);
      results.set(run.name, await load(run.options));
    }
    // Donations: no warm-up, so that every stored donation is one this run sent.
    const donationOptions = {
      url: `${base}/api/donation/`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: DONATION_AMOUNT, region: 3, donator: donatorId }),
    };
    const donations = await load(donationOptions);
    const rss = rssMb(product.pid!);

    const ceiling = results.get('ceiling: bare Fastify catalogue')!.requests.average;
    console.log(
      ['target'.padEnd(34), 'req/s'.padStart(9), 'p50'.padStart(9), 'p99'.padStart(9), 'errors'.padStart(7), 'ratio'.padStart(8)].join(' '),
    );
    console.log(row('ceiling: bare Fastify catalogue', results.get('ceiling: bare Fastify catalogue')!));
    console.log(row('GET /api/glasses/ (anonymous)', results.get('GET /api/glasses/ (anonymous)')!, ceiling, TARGETS.catalogue));
    console.log(row('GET /auth/users/me/ (token)', results.get('GET /auth/users/me/ (token)')!, ceiling, TARGETS.me));
    console.log(row('POST /api/donation/ (token)', donations, ceiling, TARGETS.donation));

    // Every acknowledged donation must be stored and counted. Requests still in flight when
    // autocannon stopped may have been stored without their reply being read, so the stored
    // count lies between the acknowledged and the sent.
    const after = await donorRecord(base, token);
    const stored = after.stored;
    const totalCents = after.totalCents;
    const acknowledged = donations['2xx'];
    const sent = donations.requests.sent;
    const totalMatches = totalCents === Math.round(stored * DONATION_AMOUNT * 100);
    const nothingLost = stored >= acknowledged && stored <= sent && totalMatches;
    console.log(
      `\nDonations: ${fmt(acknowledged)} acknowledged (2xx), ${fmt(sent)} sent, ${fmt(stored)} stored; donor total $${fmt(totalCents / 100, 2)} ` +
        `(${totalMatches ? 'equals' : 'DIFFERS FROM'} stored × $${DONATION_AMOUNT}); in flight at the cut-off: ${fmt(stored - acknowledged)}`,
    );

    // An exact check: a fixed number of donations, every reply read, must all be stored.
    const exactAmount = 2_000;
    const exact = await autocannon({ ...donationOptions, connections: CONNECTIONS, amount: exactAmount });
    const final = await donorRecord(base, token);
    const exactStored = final.stored - stored;
    const exactTotalCents = final.totalCents - totalCents;
    const exactOk =
      exactStored === exact['2xx'] && exactTotalCents === Math.round(exact['2xx'] * DONATION_AMOUNT * 100) && exact['2xx'] === exactAmount;
    console.log(
      `Exact check: ${fmt(exactAmount)} donations sent, ${fmt(exact['2xx'])} acknowledged, ${fmt(exactStored)} stored, total +$${fmt(exactTotalCents / 100, 2)}: ${exactOk ? 'PASS' : 'MISS'}`,
    );
    console.log(`Nothing lost: ${nothingLost && exactOk ? 'PASS' : 'MISS'}`);
    console.log(
      `Server memory after the runs: ${fmt(rss, 1)} MB RSS: ${rss < TARGETS.rssMb ? 'PASS' : 'MISS'} (target < ${TARGETS.rssMb} MB)`,
    );
    console.log(
      `Load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--scale')) await import('./scale.js');
else
  await main().catch((error: unknown) => {
    console.error(`Benchmark failed: ${(error as Error).message}`);
    stopAll();
    process.exitCode = 1;
  });
