/**
 * The queries that run with every request, or that look a donation up by a payment provider's
 * id, find their rows through an index on SQLite: none reads a whole table, whatever the
 * number of donations or claims. Each query is captured as the repository really builds it and
 * asked for SQLite's plan.
 */
import SQLite from 'better-sqlite3';
import { Kysely, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { migrate } from '../../src/db/migrate.js';
import { QueuedSqliteDialect } from '../../src/db/sqlite-dialect.js';
import { loadUser, findTokenHolder, insertUserWithProfile } from '../../src/users/repository.js';
import { listNewestDonationsOfDonator } from '../../src/donations/repository.js';
import { findDonationBySession, findDonationByInvoice, findDonationsByPaymentIntent } from '../../src/payments/repository.js';

let sqlite: SQLite.Database;
let kysely: Kysely<Database>;
let captured: CompiledQuery[] = [];

beforeAll(async () => {
  sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  kysely = new Kysely<Database>({ dialect: new QueuedSqliteDialect(sqlite), log: (event) => void captured.push(event.query) });
  await migrate({
    kysely,
    engine: 'sqlite',
    close: () => kysely.destroy(),
  });
  // A user with their records, so that users/me reads all the way to the claims.
  await insertUserWithProfile(kysely, { username: 'reader', email: 'reader@example.org', passwordHash: '' });
});
afterAll(async () => kysely.destroy());

/** The plan of every query `run` sends, one line per step. */
async function plansOf(run: () => Promise<unknown>): Promise<string[][]> {
  captured = [];
  await run();
  expect(captured.length).toBeGreaterThan(0);
  return captured.map((query) =>
    (sqlite.prepare(`explain query plan ${query.sql}`).all(query.parameters as unknown[]) as { detail: string }[]).map((row) => row.detail),
  );
}

/** A step that reads every row of a table instead of searching an index. */
const FULL_SCAN = /^SCAN (?!CONSTANT ROW)/;

describe('query plans on SQLite', () => {
  it('reads users/me (the user, the account with its latest claim, the newest donations) through indexes', async () => {
    const plans = await plansOf(async () => {
      await findTokenHolder(kysely, 'a'.repeat(64));
      expect(await loadUser(kysely, 1)).toBeDefined();
      await listNewestDonationsOfDonator(kysely, { donatorId: 1, userId: 1 });
    });
    for (const plan of plans) expect(plan.filter((step) => FULL_SCAN.test(step))).toEqual([]);
    // The latest claim of the recipient is searched by its donatee, not found among all claims.
    expect(plans.flat().some((step) => step.includes('claims_donatee_idx'))).toBe(true);
  });

  it("finds a donation by its payment provider's ids through their partial indexes", async () => {
    const plans = await plansOf(async () => {
      await findDonationBySession(kysely, 'cs_test');
      await findDonationByInvoice(kysely, 'in_test');
      await findDonationsByPaymentIntent(kysely, 'pi_test');
    });
    expect(plans.map((plan) => plan.join(' | '))).toEqual([
      expect.stringContaining('donations_checkout_session_idx'),
      expect.stringContaining('donations_invoice_idx'),
      expect.stringContaining('donations_payment_intent_idx'),
    ]);
  });

  it('keeps a second donation with the same invoice out, though the index holds only rows with one', async () => {
    sqlite.prepare("insert into regions (region_id, name, lat, lon) values (1, 'Region', 0, 0)").run();
    const insert = sqlite.prepare(
      "insert into donations (donator_id, amount_cents, date, region_id, created_at, status, invoice_id) values (null, 100, '2026-01-01', 1, '', 'confirmed', ?)",
    );
    insert.run(null);
    insert.run(null);
    insert.run('in_once');
    expect(() => insert.run('in_once')).toThrow(/UNIQUE/);
  });
});
