/**
 * A server killed with SIGKILL in the middle of a stream of donations loses nothing it
 * acknowledged, and keeps no half-made donation: after a restart on the same data every 201 is
 * there, and each donor's total and each region's statistics equal the donations stored.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/engine.js';
import { ServerProcess, useBuiltServer } from '../operations/processes.js';
import { cents, send, signUp } from './http.js';

const ADMIN_PASSWORD = 'crash-test-admin-password';
const CLIENTS = 4;

const built = useBuiltServer();

interface Acknowledged {
  donationId: number;
  donatorId: number;
  cents: number;
  region: number;
}

describe('SIGKILL during a stream of donations', () => {
  it('keeps every acknowledged donation, and totals and statistics equal the donations stored', async () => {
    // A stream of donations per donor: the per-donor limit would refuse most of them.
    const first = new ServerProcess(built.build.mainFile, built.db, { ADMIN_PASSWORD, DONATION_RATE_LIMIT: '0' });
    const base = await first.listening();
    const donors = await Promise.all(Array.from({ length: CLIENTS }, (_, index) => signUp(base, `crash_donor_${index}`)));

    const acknowledged: Acknowledged[] = [];
    let sent = 0;
    let lost = 0;
    let killed = false;
    // Each client donates one after another until its connection fails; amounts vary so that
    // a total that missed or doubled one donation cannot come out right by chance.
    const streams = donors.map(async (donor, index) => {
      for (let n = 0; ; n++) {
        const amount = (1 + ((index * 37 + n * 13) % 500)) / 100 + 1;
        const region = 1 + ((index + n) % 5);
        sent += 1;
        let response: Response;
        try {
          response = await send(base, 'POST', '/api/donation/', { amount, region, donator: donor.donatorId }, donor.auth);
        } catch {
          lost += 1;
          if (killed) return;
          throw new Error('a donation failed before the server was killed');
        }
        expect(response.status, await response.clone().text()).toBe(201);
        const body = (await response.json()) as { donation_id: number; amount: number; region: number };
        acknowledged.push({ donationId: body.donation_id, donatorId: donor.donatorId, cents: cents(body.amount), region: body.region });
      }
    });
    // Kill once the stream is well under way, with requests in flight; a stream that fails
    // before that ends the test at once instead of leaving it to wait.
    const underWay = (async () => {
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    })();
    await Promise.race([underWay, Promise.all(streams)]);
    killed = true;
    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await Promise.all(streams);
    expect(lost).toBe(CLIENTS);

    const second = new ServerProcess(built.build.mainFile, built.db, { ADMIN_PASSWORD, DONATION_RATE_LIMIT: '0' });
    try {
      const again = await second.listening();

      const database = openDb({ databaseUrl: built.db.databaseUrl, sqliteFile: path.join(built.db.dataDir, 'onepair.sqlite') });
      const stored = await database.kysely
        .selectFrom('donations')
        .select(['donation_id', 'donator_id', 'amount_cents', 'region_id'])
        .execute();
      await database.close();
      const byId = new Map(stored.map((row) => [row.donation_id, row]));
      for (const donation of acknowledged) {
        const row = byId.get(donation.donationId);
        expect(row, `acknowledged donation ${donation.donationId}`).toBeDefined();
        expect({ donatorId: row!.donator_id, cents: Number(row!.amount_cents), region: row!.region_id }).toEqual({
          donatorId: donation.donatorId,
          cents: donation.cents,
          region: donation.region,
        });
      }
      // The in-flight requests were either committed whole or not at all.
      const streamed = stored.filter((row) => donors.some((donor) => donor.donatorId === row.donator_id));
      expect(streamed.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(streamed.length).toBeLessThanOrEqual(acknowledged.length + CLIENTS);

      for (const donor of donors) {
        const record = await fetch(`${again}/api/donators/${donor.donatorId}/`, { headers: donor.auth });
        expect(record.status).toBe(200);
        const { total_amount_donated, donations } = (await record.json()) as {
          total_amount_donated: number;
          donations: { amount: number }[];
        };
        const mine = stored.filter((row) => row.donator_id === donor.donatorId);
        const sum = mine.reduce((total, row) => total + Number(row.amount_cents), 0);
        expect(cents(total_amount_donated)).toBe(sum);
        expect(donations.length).toBe(mine.length);
      }

      const stats = (await (await fetch(`${again}/api/stats/regions/`)).json()) as {
        regions: { id: number; donation_count: number; total: number }[];
        total: number;
      };
      for (const region of stats.regions) {
        const inRegion = stored.filter((row) => row.region_id === region.id);
        expect({ id: region.id, count: region.donation_count, cents: cents(region.total) }).toEqual({
          id: region.id,
          count: inRegion.length,
          cents: inRegion.reduce((total, row) => total + Number(row.amount_cents), 0),
        });
      }
      expect(cents(stats.total)).toBe(stored.reduce((total, row) => total + Number(row.amount_cents), 0));
      console.log(
        `crash test: ${sent} donations sent, ${acknowledged.length} acknowledged, ${streamed.length} stored, ` +
          `${lost} cut by the kill (${streamed.length - acknowledged.length} of those committed)`,
      );
    } finally {
      expect(await second.stop()).toEqual({ code: 0, signal: null });
    }
  }, 60_000);
});
