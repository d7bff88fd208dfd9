/**
 * The processes a benchmark runs (bench/run.ts, scale.ts, staff.ts): the built server, the
 * ceiling, and the process that drains their request logs. Each starts on a free port and is
 * waited for; `stopAll` ends them, whatever happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const ADMIN_PASSWORD = 'bench-admin-password';

const children: ChildProcess[] = [];
let collector: ChildProcess | undefined;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Request logs go down a pipe to a process of their own that reads and drops them, as a log
 * collector would: writing the log costs the server what it costs in production, and reading
 * it takes nothing from the process that generates the load.
 */
function logCollector(): ChildProcess {
  if (!collector) {
    collector = spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] });
    children.push(collector);
  }
  return collector;
}

/** A Node process whose pid is the program's own (tsx runs as a loader, not as a wrapper). */
export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), NODE_ENV: 'production', ...env },
    stdio: ['ignore', logCollector().stdin!, 'inherit'],
  });
  children.push(child);
  return child;
}

export async function waitFor(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export interface RunningServer {
  process: ChildProcess;
  base: string;
}

/**
 * The build `npm start` runs (`dist/main.js`; each benchmark script builds it first) on a data
 * folder or DATABASE_URL, with the default configuration unless `env` changes it, answering
 * on a free port. Two limits are switched off, since the benchmark is many requests from a few
 * users: the sign-in limit, and DONATION_RATE_LIMIT (its 20 donations a minute per donor would
 * turn the donation target into a measure of 429 answers).
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const server = startProcess(['dist/main.js'], {
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT: '1000000',
    DONATION_RATE_LIMIT: '0',
    WEB_DIST: '',
    ...options.env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, server);
  return { process: server, base };
}

/** Stops every process started here, the log collector included. */
export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  collector = undefined;
}

/** A process's resident memory in MB. */
export function rssMb(pid: number): number {
  return statusMb(pid, 'VmRSS');
}

/** The most resident memory a process has had, in MB. */
export function peakRssMb(pid: number): number {
  return statusMb(pid, 'VmHWM');
}

function statusMb(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? NaN) / 1024;
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Asks a server to stop (SIGTERM, as an orchestrator would) and waits until it has. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
