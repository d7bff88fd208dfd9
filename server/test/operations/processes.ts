/**
 * Runs the built server (what `npm start` runs) in child processes, for the tests of starting,
 * stopping and backing up. Each test file builds a copy of its own, so that no test runs a file
 * another one is rewriting, and gets a fresh database: a SQLite folder, or with DATABASE_URL set
 * a PostgreSQL database of its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase } from '../databases.js';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Builds `dist/<name>/main.js` and returns its path and a way to remove it. */
export function buildServer(): { mainFile: string; remove(): void } {
  const dir = path.join(SERVER_DIR, 'dist', `test-${randomBytes(4).toString('hex')}`);
  const mainFile = path.join(dir, 'main.js');
  execFileSync(process.execPath, ['scripts/build.mjs', mainFile], { cwd: SERVER_DIR, stdio: 'inherit' });
  return { mainFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FreshDatabase {
  /** Set on PostgreSQL; absent means SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onepair-ops-'));
  const database = await createDatabase('onepair_ops');
  return {
    databaseUrl: database.databaseUrl,
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * A built server and a fresh database for the test file, made before the first test and
 * removed after the last; the returned object is filled in by then.
 */
export function useBuiltServer(): { build: ReturnType<typeof buildServer>; db: FreshDatabase } {
  const fixture = {} as { build: ReturnType<typeof buildServer>; db: FreshDatabase };
  beforeAll(async () => {
    fixture.build = buildServer();
    fixture.db = await freshDatabase();
  });
  afterAll(async () => {
    fixture.build?.remove();
    await fixture.db?.drop();
  });
  return fixture;
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** One server process; its address is read from its "Server listening at" log line. */
export class ServerProcess {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(mainFile: string, db: FreshDatabase, env: Record<string, string> = {}) {
    this.child = spawn(process.execPath, [mainFile], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: db.databaseUrl ?? '',
        DATA_DIR: db.dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIST: '',
        ADMIN_PASSWORD: 'operations-test-admin',
        ...env,
      },
    });
    this.child.stdout!.on('data', (chunk) => (this.stdout += chunk));
    this.child.stderr!.on('data', (chunk) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
  }

  /** The JSON log lines written so far (the one plain-text start line is skipped). */
  logs(): LogLine[] {
    return this.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** Resolves with the base URL once the server listens; rejects if it exits first. */
  async listening(timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const line = this.logs().find((entry) => entry.msg.startsWith('Server listening at http://127.0.0.1:'));
      if (line) return line.msg.slice('Server listening at '.length);
      if (this.child.exitCode !== null) {
        throw new Error(`the server exited with ${this.child.exitCode}: ${this.stderr || this.stdout}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    this.child.kill('SIGKILL');
    throw new Error(`the server did not listen within ${timeoutMs} ms: ${this.stderr || this.stdout}`);
  }

  /** Sends `signal` and waits for the exit (SIGKILL after `timeoutMs`). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}
