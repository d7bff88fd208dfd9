/**
 * Bulk test data for load runs (`npm run seed:load`, docs/operations.md, Load data): donor
 * users with their accounts and donators, then donations spread over the regions and the last
 * three years, written by one prepared multi-row insert in one transaction, with the table's
 * secondary indexes built once at the end instead of updated row by row. The kept totals
 * (donators' totals, region_totals, donor_region_totals, monthly_region_totals) are summed again from all donations at
 * the end, in SQL, so they agree with the rows whatever the database held before.
 */
import { CompiledQuery, sql } from 'kysely';
import type { Engine } from '../src/db/engine.js';
import type { Db } from '../src/db/engine.js';
import type { Queryable } from '../src/db/types.js';
import { nowIso } from '../src/db/types.js';
import { UNUSABLE_PASSWORD } from '../src/auth/passwords.js';
import type { Organisation } from '../src/config.js';

export interface LoadOptions {
  donations: number;
  donors: number;
  /** The charity's details printed on the receipts the loaded donations get (ORG_* settings). */
  organisation?: Organisation;
  /** Called now and then with the donations written so far (committed together at the end). */
  progress?: (written: number) => void;
}

const USERS_PER_TRANSACTION = 500;
// 1,000 rows of 5 values stays well under SQLite's (32,766) and PostgreSQL's (65,535) limits
// on query parameters.
const ROWS_PER_INSERT = 1_000;
const PROGRESS_EVERY = 50_000;
const DAYS_BACK = 3 * 365;

/** A small fast generator, so a run is repeatable from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export async function loadData(db: Db, options: LoadOptions): Promise<{ donatorIds: number[] }> {
  const regions = (await db.kysely.selectFrom('regions').select('region_id').orderBy('region_id').execute()).map((row) => row.region_id);
  if (regions.length === 0) throw new Error('the database has no regions: start the server once to create them');
  // A prefix of this run's own, so a second run adds donors instead of meeting the first's names.
  const prefix = `load_${Date.now().toString(36)}_`;
  const donatorIds: number[] = [];
  const createdAt = nowIso();
  for (let start = 0; start < options.donors; start += USERS_PER_TRANSACTION) {
    const end = Math.min(options.donors, start + USERS_PER_TRANSACTION);
    const names = Array.from({ length: end - start }, (_, i) => `${prefix}${start + i}`);
    // The rows insertUserWithProfile writes, a batch per statement: one at a time took longer
    // than the million donations.
    await db.kysely.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          names.map((username) => ({
            username,
            username_lower: username,
            email: `${username}@load.example`,
            // Nobody can sign in as these donors: they exist to be counted.
            password_hash: UNUSABLE_PASSWORD,
            is_staff: 0,
            is_active: 1,
            created_at: createdAt,
          })),
        )
        .returning('id')
        .execute();
      const accounts = await trx
        .insertInto('accounts')
        .values(users.map((user) => ({ user_id: user.id, phone_number: '', address: '', city: '', state: '', zip_code: '' })))
        .returning('account_id')
        .execute();
      const donators = await trx
        .insertInto('donators')
        .values(accounts.map((account) => ({ account_id: account.account_id, has_donated: 0, total_cents: 0 })))
        .returning('donator_id')
        .execute();
      await trx
        .insertInto('donatees')
        .values(
          accounts.map((account) => ({ account_id: account.account_id, has_applied_for_account: 0, has_claimed: 0, is_dependent: 0 })),
        )
        .execute();
      donatorIds.push(...donators.map((row) => row.donator_id).sort((x, y) => x - y));
    });
  }
  if (options.donations > 0 && donatorIds.length === 0) throw new Error('donations need donors: give --donors 1 or more');

  const next = random(options.donations * 31 + options.donors);
  const today = Date.now();
  const rowsPerInsert = ROWS_PER_INSERT;
  const fullInsert = CompiledQuery.raw(insertDonationsSql(db.engine, rowsPerInsert));
  let written = 0;
  let reported = 0;
  // One transaction: the indexes come back, the receipts are issued and the totals agree with
  // the rows, or nothing changed.
  await db.kysely.transaction().execute(async (trx) => {
    const [before] = await trx
      .selectFrom('donations')
      .select((eb) => eb.fn.max('donation_id').as('last'))
      .execute();
    await withoutDonationIndexes(trx, db.engine, async () => {
      while (written < options.donations) {
        const count = Math.min(rowsPerInsert, options.donations - written);
        const params: Array<string | number> = [];
        for (let row = 0; row < count; row += 1) {
          params.push(
            donatorIds[Math.floor(next() * donatorIds.length)]!,
            // $1 to $500 in whole cents, most of them small.
            100 + Math.floor(next() ** 3 * 49_900),
            new Date(today - Math.floor(next() * DAYS_BACK) * 86_400_000).toISOString().slice(0, 10),
            regions[Math.floor(next() * regions.length)]!,
            createdAt,
          );
        }
        // The same statement text every time, so the driver prepares it once.
        const text = count === rowsPerInsert ? fullInsert.sql : insertDonationsSql(db.engine, count);
        await trx.executeQuery(CompiledQuery.raw(text, params));
        written += count;
        if (written - reported >= PROGRESS_EVERY || written === options.donations) {
          reported = written;
          options.progress?.(written);
        }
      }
    });
    await issueReceiptsInBulk(trx, Number(before?.last ?? 0), options.organisation ?? DEFAULT_ORGANISATION, createdAt);
  });
  await db.kysely.transaction().execute((trx) => recomputeTotals(trx));
  return { donatorIds };
}

/**
 * A multi-row insert of `rows` donations, with the engine's placeholders. They are recorded as
 * money received (`other`, a staff-recorded way), so that receipts, statements and exports carry
 * the load a real charity's would; a gift with no payment (`none`) would get no receipt.
 */
function insertDonationsSql(engine: Engine, rows: number): string {
  let n = 0;
  const placeholder = () => (engine === 'postgres' ? `$${(n += 1)}` : '?');
  const values = Array.from({ length: rows }, () => `(${[1, 2, 3, 4, 5].map(placeholder).join(', ')})`);
  const rowsSql = values.map((row) => `${row.slice(0, -1)}, 'other')`);
  return `insert into donations (donator_id, amount_cents, date, region_id, created_at, method) values ${rowsSql.join(', ')}`;
}

/**
 * Runs `work` with the donations table's secondary indexes dropped, then builds them again:
 * building an index by sorting a million rows once costs a fraction of updating it a million
 * times in random order, which was most of the load's time. Whatever indexes the migrations
 * made are read from the database, so the same ones come back; the caller's transaction makes
 * the drop and the rebuild all or nothing. Indexes behind constraints (the primary key,
 * PostgreSQL's unique constraints) stay.
 */
async function withoutDonationIndexes(trx: Queryable, engine: Engine, work: () => Promise<void>): Promise<void> {
  const indexes =
    engine === 'sqlite'
      ? await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name = 'donations' and sql is not null`.execute(trx)
      : await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
          where tablename = 'donations' and schemaname = current_schema()
          and indexname not in (select conname from pg_constraint)`.execute(trx);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  await work();
  for (const index of indexes.rows) await sql.raw(index.definition).execute(trx);
}

const DEFAULT_ORGANISATION: Organisation = { name: 'OnePair', taxId: '', address: '' };

/**
 * Every loaded donation is confirmed, so each gets its receipt as the server would issue it
 * (receipts/service.ts): the next numbers of the one sequence, in donation order, with the
 * donor's name and address as they are now, not mailed. One INSERT … SELECT numbers them all;
 * the counter row is updated first, so it is held until the load commits and no server
 * issuing receipts meanwhile can take the same numbers.
 */
async function issueReceiptsInBulk(trx: Queryable, afterDonationId: number, organisation: Organisation, issuedAt: string): Promise<void> {
  const counter = await sql<{ last_number: number | string }>`update receipt_counter set last_number = last_number where id = 1
    returning last_number`.execute(trx);
  const first = Number(counter.rows[0]?.last_number ?? 0);
  const inserted = await sql`insert into receipts (number, donation_id, issued_at, org_name, org_tax_id, org_address,
      donor_name, donor_address, amount_cents, donation_date)
    select ${first} + row_number() over (order by d.donation_id), d.donation_id, ${issuedAt}, ${organisation.name},
      ${organisation.taxId}, ${organisation.address}, coalesce(u.username, 'Former donor'),
      ${postalAddressSql}, d.amount_cents, d.date
    from donations d
    left join donators dn on dn.donator_id = d.donator_id
    left join accounts a on a.account_id = dn.account_id
    left join users u on u.id = a.user_id
    where d.donation_id > ${afterDonationId} and d.status = 'confirmed' and d.method <> 'none'
      and not exists (select 1 from receipts r where r.donation_id = d.donation_id)`.execute(trx);
  await sql`update receipt_counter set last_number = last_number + ${Number(inserted.numAffectedRows ?? 0)} where id = 1`.execute(trx);
  // Every loaded donation has its receipt: if every earlier one was known to, so is every one now,
  // and the server's start-up pass need not look through them.
  await sql`update receipt_counter set checked_through = (select max(donation_id) from donations)
    where id = 1 and checked_through >= ${afterDonationId}`.execute(trx);
}

/** The address lines a receipt prints, as receipts/service.ts joins them (empty parts left out). */
const postalAddressSql = sql<string>`(
  coalesce(a.address, '') ||
  case when coalesce(a.address, '') <> '' and (coalesce(a.city, '') <> '' or coalesce(a.state, '') <> '' or coalesce(a.zip_code, '') <> '')
    then ${'\n'} else '' end ||
  coalesce(a.city, '') ||
  case when coalesce(a.city, '') <> '' and (coalesce(a.state, '') <> '' or coalesce(a.zip_code, '') <> '') then ', ' else '' end ||
  trim(coalesce(a.state, '') || ' ' || coalesce(a.zip_code, '')))`;

/** Every kept total summed again from the donations (the same figures migration 009 fills). */
export async function recomputeTotals(trx: Queryable): Promise<void> {
  await trx.deleteFrom('donor_region_totals').execute();
  await trx.deleteFrom('region_totals').execute();
  await trx.deleteFrom('monthly_region_totals').execute();
  await sql`insert into monthly_region_totals (month, region_id, donation_count, total_cents)
    select substr(date, 1, 7), region_id, count(*), sum(amount_cents) from donations
    where status = 'confirmed' group by substr(date, 1, 7), region_id`.execute(trx);
  await sql`insert into region_totals (region_id, donation_count, total_cents)
    select region_id, count(*), sum(amount_cents) from donations group by region_id`.execute(trx);
  await sql`insert into donor_region_totals (donator_id, region_id, total_cents, donation_count)
    select donator_id, region_id, sum(amount_cents), count(*) from donations
    where donator_id is not null group by donator_id, region_id`.execute(trx);
  await sql`update donators set
    total_cents = coalesce((select sum(total_cents) from donor_region_totals t where t.donator_id = donators.donator_id), 0),
    has_donated = case when exists (select 1 from donations d where d.donator_id = donators.donator_id) then ${sql.lit(true)} else ${sql.lit(false)} end`.execute(
    trx,
  );
}
