import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RECEIPT_WITHOUT_PAYMENT } from '@onepair/contract';

const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'onepair-start-'));
// These tests run what `npm start` runs: the server's build.
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Runs the built server; when it serves, fetches `probe` and stops it. */
function runMain(env: Record<string, string>, probe?: (base: string) => Promise<unknown>): Promise<Started & { probed?: unknown }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', WEB_DIST: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    let probed: unknown;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ stdout, stderr, code, probed }));
    if (!probe) return;
    const base = `http://127.0.0.1:${env.PORT}`;
    const poll = async (): Promise<void> => {
      for (let i = 0; i < 150; i++) {
        try {
          if ((await fetch(`${base}/healthz`)).ok) {
            probed = await probe(base);
            child.kill('SIGTERM');
            return;
          }
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      child.kill('SIGKILL');
    };
    void poll();
  });
}

describe('npm start (dist/main.js)', () => {
  it('stops with one clear line naming a bad setting', async () => {
    const result = await runMain({ PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(
      result.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.includes('npm warn')),
    ).toEqual(['OnePair cannot start: PORT must be a whole number from 0 to 65535 (got "not-a-port")']);
  });

  it('migrates, seeds an empty database once and keeps the data on the next start', async () => {
    const env = { DATA_DIR: dataDir, PORT: '18765', HOST: '127.0.0.1' };
    const first = await runMain(env, async (base) => {
      const created = await fetch(`${base}/auth/users/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'persisted', email: 'p@example.org', password: 'kept across restarts' }),
      });
      return { created: created.status, glasses: ((await (await fetch(`${base}/api/glasses/`)).json()) as unknown[]).length };
    });
    expect(first.probed).toEqual({ created: 201, glasses: 9 });
    expect(first.stdout).toMatch(/Staff login: admin \/ \S+/);

    const second = await runMain(env, async (base) => {
      const login = await fetch(`${base}/auth/token/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'persisted', password: 'kept across restarts' }),
      });
      return { login: login.status, glasses: ((await (await fetch(`${base}/api/glasses/`)).json()) as unknown[]).length };
    });
    expect(second.probed).toEqual({ login: 200, glasses: 9 });
    expect(second.stdout).not.toMatch(/Staff login/);
  }, 60_000);

  it('issues no receipts for the sample donations, which were recorded without a payment, and says so', async () => {
    const env = {
      DATA_DIR: path.join(dataDir, 'receipts'),
      PORT: '18766',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'a staff password for start',
    };
    const result = await runMain(env, async (base) => {
      const login = await fetch(`${base}/auth/token/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: env.ADMIN_PASSWORD }),
      });
      const headers = { authorization: `Token ${((await login.json()) as { auth_token: string }).auth_token}` };
      const page = (await (await fetch(`${base}/api/staff/donations/?status=confirmed`, { headers })).json()) as {
        results: { donation_id: number }[];
      };
      const oldest = Math.min(...page.results.map((row) => row.donation_id));
      // The work runs in the background after the server starts listening: a short wait at most.
      for (let i = 0; i < 50; i++) {
        const pdf = await fetch(`${base}/api/donations/${oldest}/receipt.pdf`, { headers });
        if (pdf.status !== 503) return { confirmed: page.results.length > 0, pdf: pdf.status, body: await pdf.text() };
        await new Promise((r) => setTimeout(r, 200));
      }
      return 'still 503';
    });
    expect(result.probed).toEqual({ confirmed: true, pdf: 404, body: JSON.stringify({ detail: NO_RECEIPT_WITHOUT_PAYMENT }) });
  }, 60_000);

  /** The one line of standard error a start that stops writes (npm's own warnings aside). */
  const errorLines = (stderr: string) =>
    stderr
      .trim()
      .split('\n')
      .filter((line) => !line.includes('npm warn'));

  // These are real conditions, made without root's help (the tests may run as root, whom file
  // permissions do not stop): the kernel's /dev/full fails every write with ENOSPC, as a full
  // disk does, and SQLite reports SQLITE_FULL.
  it.runIf(existsSync('/dev/full'))('stops with one line, not a stack trace, when the disk is full', async () => {
    const full = path.join(dataDir, 'full-disk');
    mkdirSync(full);
    symlinkSync('/dev/full', path.join(full, 'onepair.sqlite'));
    const result = await runMain({ DATA_DIR: full, PORT: '18767' });
    expect(result.code).toBe(1);
    expect(errorLines(result.stderr)).toEqual([
      `OnePair cannot start: the database in DATA_DIR (${full}) could not be opened, migrated or seeded: the disk is full (SQLITE_FULL: database or disk is full)`,
    ]);
  });

  it('stops with one line when DATA_DIR is a file, or its database file is not a database', async () => {
    const file = path.join(dataDir, 'a-file');
    writeFileSync(file, 'not a folder');
    const notAFolder = await runMain({ DATA_DIR: file, PORT: '18768' });
    expect(notAFolder.code).toBe(1);
    expect(errorLines(notAFolder.stderr)).toHaveLength(1);
    expect(notAFolder.stderr).toMatch(
      /^OnePair cannot start: the database in DATA_DIR \(.*a-file\) could not be opened, migrated or seeded: the file cannot be opened or created there \(E[A-Z]+: /,
    );

    const damaged = path.join(dataDir, 'damaged');
    mkdirSync(damaged);
    writeFileSync(
      path.join(damaged, 'onepair.sqlite'),
      'these bytes are not a SQLite database, but they are long enough to be read as one. '.repeat(20),
    );
    const notADatabase = await runMain({ DATA_DIR: damaged, PORT: '18769' });
    expect(notADatabase.code).toBe(1);
    expect(errorLines(notADatabase.stderr)).toEqual([
      `OnePair cannot start: the database in DATA_DIR (${damaged}) could not be opened, migrated or seeded: the file is not a SQLite database (SQLITE_NOTADB: file is not a database)`,
    ]);
  });
});
