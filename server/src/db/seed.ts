/**
 * Fills a new database once: regions, the sample catalogue with its drawings,
 * sample donors with about 30 donations, and the staff user. A database that already has
 * regions is left alone, so restarting (or several servers starting at once) never seeds twice.
 */
import { randomBytes } from 'node:crypto';
import {
  REGIONS,
  SAMPLE_DONATIONS,
  SAMPLE_DONORS,
  SAMPLE_GLASSES,
  STOCK_MESSAGES,
  glassesSvg,
  nameKey,
  toCents,
  todayIsoDate,
} from '@onepair/contract';
import type { Db } from './engine.js';
import { inStartLock } from './migrate.js';
import type { Queryable } from './types.js';
import { insertUserWithProfile, findUserByUsername } from '../users/repository.js';
import { insertMedia, mediaSha256 } from '../media/repository.js';
import { versionedMediaUrl } from '../media/urls.js';
import { insertDonation } from '../donations/repository.js';
import { findDonatorIdOfUser } from '../donators/repository.js';
import { recordMovement } from '../stock/service.js';
import { hashPassword, UNUSABLE_PASSWORD } from '../auth/passwords.js';

export interface SeedResult {
  seeded: boolean;
  /** Set when the admin password was generated: printed once by main. */
  generatedAdminPassword?: string;
}

export interface SeedOptions {
  adminUsername: string;
  adminPassword?: string;
  /** Sample donors and donations; SAMPLE_DATA=none and tests turn them off for a clean slate. */
  sampleDonations?: boolean;
  now?: Date;
}

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  // Most starts find the data there: say so before spending time on a password hash.
  if (await hasRegions(db.kysely)) return { seeded: false };
  const adminPassword = options.adminPassword ?? randomBytes(12).toString('base64url');
  const adminHash = await hashPassword(adminPassword);
  // The start lock makes servers starting at once on an empty database take turns: the first
  // seeds, the others then find its regions and leave the data alone.
  const seeded = await inStartLock(db, async (trx) => {
    if (await hasRegions(trx)) return false;
    await trx
      .insertInto('regions')
      .values(REGIONS.map((region) => ({ region_id: region.id, name: region.name, lat: region.lat, lon: region.lon })))
      .execute();
    await seedCatalogue(trx);
    if (!(await findUserByUsername(trx, options.adminUsername))) {
      await insertUserWithProfile(trx, {
        username: options.adminUsername,
        email: 'admin@onepair.example',
        passwordHash: adminHash,
        isStaff: true,
      });
    }
    if (options.sampleDonations !== false) await seedDonations(trx, options.now ?? new Date());
    return true;
  });
  return { seeded, generatedAdminPassword: seeded && !options.adminPassword ? adminPassword : undefined };
}

async function hasRegions(db: Queryable): Promise<boolean> {
  return (await db.selectFrom('regions').select('region_id').limit(1).executeTakeFirst()) !== undefined;
}

async function seedCatalogue(trx: Queryable): Promise<void> {
  for (const item of SAMPLE_GLASSES) {
    const svg = glassesSvg(item.shape, item.color);
    const filename = `${item.name.toLowerCase().replace(/\W+/g, '-')}.svg`;
    const mediaId = await insertMedia(trx, {
      bytes: Buffer.from(svg),
      contentType: 'image/svg+xml',
      filename,
      ownerUserId: null,
      isPrivate: false,
    });
    const row = await trx
      .insertInto('glasses')
      .values({
        name: item.name,
        description: item.description,
        size: item.size,
        color: item.color,
        prescription_range_upper: item.prescriptionRangeUpper,
        prescription_range_lower: item.prescriptionRangeLower,
        image: versionedMediaUrl(mediaId, mediaSha256(Buffer.from(svg))),
        inventory: 0,
      })
      .returning('glasses_id')
      .executeTakeFirstOrThrow();
    // The sample stock arrives through the ledger, like any other.
    if (item.inventory > 0) {
      const movement = { change: item.inventory, kind: 'received', reason: STOCK_MESSAGES.newItem, byUserId: null } as const;
      await recordMovement(trx, { glassesId: row.glasses_id, ...movement });
    }
  }
}

async function seedDonations(trx: Queryable, now: Date): Promise<void> {
  const donatorIds = new Map<string, number>();
  for (const donor of SAMPLE_DONORS) {
    const userId = await insertUserWithProfile(trx, {
      username: donor,
      email: `${donor}@onepair.example`,
      passwordHash: UNUSABLE_PASSWORD,
    });
    const donatorId = await findDonatorIdOfUser(trx, userId);
    if (donatorId === undefined) throw new Error(`The sample donor ${donor} has no donator record.`);
    // Marked, so public lists can say these donors are samples, not real people; shown by their
    // names, as a real donor is once they choose one.
    await trx
      .updateTable('donators')
      .set({ is_sample: 1, public_name: donor, public_name_key: nameKey(donor) })
      .where('donator_id', '=', donatorId)
      .execute();
    donatorIds.set(donor, donatorId);
  }
  for (const donation of SAMPLE_DONATIONS) {
    const date = new Date(now.getTime() - donation.daysAgo * 86_400_000);
    await insertDonation(trx, {
      donatorId: donatorIds.get(donation.donor)!,
      amountCents: toCents(donation.amount),
      date: todayIsoDate(date),
      regionId: donation.region,
      // Samples: no money was received, so they get no receipt.
      method: 'none',
    });
  }
}
