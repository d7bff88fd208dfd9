import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, ServerProcess } from './processes.js';

const REPO_DIR = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

let build: ReturnType<typeof buildServer>;
let folder: string;
beforeAll(() => {
  build = buildServer();
  folder = mkdtempSync(path.join(tmpdir(), 'onepair-backup-'));
});
afterAll(() => {
  build?.remove();
  rmSync(folder, { recursive: true, force: true });
});

/** `npm run backup -- FILE` from the repository's root, as the docs say. */
async function npmBackup(file: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'backup', '--', file], {
      cwd: REPO_DIR,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function call<T>(base: string, method: string, url: string, body?: object, token?: string): Promise<{ status: number; json: T }> {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe('npm run backup', () => {
  it('copies the SQLite database while donations are being written: every acknowledged one is in it, mode 0600', async () => {
    // A data folder that does not exist yet: the server creates it, owner-only.
    const dataDir = path.join(folder, 'data');
    // A stream of donations from one donor: the per-donor limit would refuse most of them.
    const server = new ServerProcess(
      build.mainFile,
      { databaseUrl: undefined, dataDir, drop: async () => {} },
      { DONATION_RATE_LIMIT: '0' },
    );
    try {
      const base = await server.listening();
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'onepair.sqlite'))).toBe(0o600);

      const credentials = { username: 'backup_donor', password: 'a long backup password 9' };
      expect((await call(base, 'POST', '/auth/users/', { ...credentials, email: 'b@example.org' })).status).toBe(201);
      const token = (await call<{ auth_token: string }>(base, 'POST', '/auth/token/login/', credentials)).json.auth_token;
      const me = await call<{ account: { donator: { donator_id: number } } }>(base, 'GET', '/auth/users/me/', undefined, token);
      const donator = me.json.account.donator.donator_id;

      // Two writers donate without pause until the backup is done.
      const acknowledged: number[] = [];
      let writing = true;
      const writer = async () => {
        while (writing) {
          const answer = await call<{ donation_id: number }>(base, 'POST', '/api/donation/', { amount: 3, donator }, token);
          expect(answer.status).toBe(201);
          acknowledged.push(answer.json.donation_id);
        }
      };
      const writers = [writer(), writer()];
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

      const ackedBefore = [...acknowledged];
      const file = path.join(folder, 'onepair-backup.sqlite');
      const backup = await npmBackup(file, { DATA_DIR: dataDir });
      const ackedDuring = acknowledged.length - ackedBefore.length;
      writing = false;
      await Promise.all(writers);

      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`copied to ${file}`);
      expect(mode(file)).toBe(0o600);
      // Writes went on while the copy was taken.
      expect(ackedDuring).toBeGreaterThan(0);

      const copy = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const stored = new Set(
          (copy.prepare('select donation_id from donations where donator_id = ?').all(donator) as { donation_id: number }[]).map(
            (row) => row.donation_id,
          ),
        );
        expect(ackedBefore.filter((id) => !stored.has(id))).toEqual([]);
        // The donor's total in the copy matches the donations in it: one consistent moment.
        const total = copy.prepare('select total_cents from donators where donator_id = ?').get(donator) as { total_cents: number };
        expect(total.total_cents).toBe(stored.size * 300);
        expect((copy.prepare('select count(*) as n from glasses').get() as { n: number }).n).toBe(9);
      } finally {
        copy.close();
      }

      // It never writes over an existing file.
      const again = await npmBackup(file, { DATA_DIR: dataDir });
      expect(again.code).not.toBe(0);
      expect(again.stderr).toContain(`OnePair backup: ${file} already exists; name a new file`);
    } finally {
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    }
  }, 60_000);

  it('with PostgreSQL prints the pg_dump command without the password, and writes nothing', async () => {
    const file = path.join(folder, 'onepair.dump');
    const result = await npmBackup(file, { DATABASE_URL: 'postgres://onepair:s3cret-pw@db.example.org:5432/onepair?sslmode=require' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      `pg_dump --format=custom --file=${file} --dbname='postgres://onepair@db.example.org:5432/onepair?sslmode=require'`,
    );
    expect(result.stderr).not.toContain('s3cret-pw');
    expect(() => statSync(file)).toThrow();
  }, 30_000);
});
