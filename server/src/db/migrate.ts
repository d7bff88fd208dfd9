/**
 * Numbered migrations, run in order at start on either engine. Applied names are recorded
 * in `schema_migrations`. Several servers may start at once on one empty database: each
 * migrates (and seeds) inside the start lock below, so the first does the work and the others
 * wait for it and then find nothing to do (docs/operations.md, Several instances).
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from './engine.js';
import type { Database } from './schema.js';
import * as initial from './migrations/001-initial.js';
import * as applications from './migrations/002-applications.js';
import * as claims from './migrations/003-claims.js';
import * as outbox from './migrations/004-outbox.js';
import * as confirmationNumbers from './migrations/005-claim-confirmation-numbers.js';
import * as claimMessages from './migrations/006-claim-messages.js';
import * as accountSecurity from './migrations/007-account-security.js';
import * as idempotencyKeys from './migrations/008-idempotency-keys.js';
import * as donationTotals from './migrations/009-donation-totals.js';
import * as stockMovements from './migrations/010-stock-movements.js';
import * as auditLog from './migrations/011-audit-log.js';
import * as donationStatus from './migrations/012-donation-status.js';
import * as glassesRetired from './migrations/013-glasses-retired.js';
import * as donationsLedger from './migrations/014-donations-ledger.js';
import * as donationPages from './migrations/015-donation-pages.js';
import * as donorPrivacy from './migrations/016-donor-privacy-and-transparency.js';
import * as payments from './migrations/017-payments.js';
import * as receipts from './migrations/018-receipts.js';
import * as leanDonationIndexes from './migrations/020-lean-donation-indexes.js';
import * as receiptsCheckedThrough from './migrations/021-receipts-checked-through.js';
import * as publicNameKeys from './migrations/022-public-name-keys.js';
import * as publicNameLookAlikes from './migrations/023-public-name-look-alikes.js';
import * as scrubAuditOfEarlierErasures from './migrations/024-scrub-audit-of-earlier-erasures.js';
import * as partialRefunds from './migrations/025-partial-refunds.js';
import * as checkoutCompleted from './migrations/026-checkout-completed.js';
import * as mailAndTokens from './migrations/027-mail-and-tokens.js';
import * as donationMethod from './migrations/028-donation-method.js';
import * as outboxQuotedWords from './migrations/029-outbox-quoted-words.js';
import * as reviewReason from './migrations/030-review-reason.js';
import * as personNames from './migrations/031-person-names.js';
import * as stockMovementNames from './migrations/032-stock-movement-names.js';
import * as failedMonthlyPayments from './migrations/033-failed-monthly-payments.js';
import * as donatedFrames from './migrations/034-donated-frames.js';
import * as staffRecordedGifts from './migrations/035-staff-recorded-gifts.js';
import * as tributes from './migrations/036-tributes.js';
import * as mailTextsAndLanguages from './migrations/037-mail-texts-and-languages.js';
import * as partners from './migrations/038-partners.js';
import * as partnerClients from './migrations/039-partner-clients.js';

interface Migration {
  name: string;
  up: typeof initial.up;
}

const MIGRATIONS: Migration[] = [
  { name: '001-initial', up: initial.up },
  { name: '002-applications', up: applications.up },
  { name: '003-claims', up: claims.up },
  { name: '004-outbox', up: outbox.up },
  { name: '005-claim-confirmation-numbers', up: confirmationNumbers.up },
  { name: '006-claim-messages', up: claimMessages.up },
  { name: '007-account-security', up: accountSecurity.up },
  { name: '008-idempotency-keys', up: idempotencyKeys.up },
  { name: '009-donation-totals', up: donationTotals.up },
  { name: '010-stock-movements', up: stockMovements.up },
  { name: '011-audit-log', up: auditLog.up },
  { name: '012-donation-status', up: donationStatus.up },
  { name: '013-glasses-retired', up: glassesRetired.up },
  { name: '014-donations-ledger', up: donationsLedger.up },
  { name: '015-donation-pages', up: donationPages.up },
  { name: '016-donor-privacy-and-transparency', up: donorPrivacy.up },
  { name: '017-payments', up: payments.up },
  { name: '018-receipts', up: receipts.up },
  { name: '020-lean-donation-indexes', up: leanDonationIndexes.up },
  { name: '021-receipts-checked-through', up: receiptsCheckedThrough.up },
  { name: '022-public-name-keys', up: publicNameKeys.up },
  { name: '023-public-name-look-alikes', up: publicNameLookAlikes.up },
  { name: '024-scrub-audit-of-earlier-erasures', up: scrubAuditOfEarlierErasures.up },
  { name: '025-partial-refunds', up: partialRefunds.up },
  { name: '026-checkout-completed', up: checkoutCompleted.up },
  { name: '027-mail-and-tokens', up: mailAndTokens.up },
  { name: '028-donation-method', up: donationMethod.up },
  { name: '029-outbox-quoted-words', up: outboxQuotedWords.up },
  { name: '030-review-reason', up: reviewReason.up },
  { name: '031-person-names', up: personNames.up },
  { name: '032-stock-movement-names', up: stockMovementNames.up },
  { name: '033-failed-monthly-payments', up: failedMonthlyPayments.up },
  { name: '034-donated-frames', up: donatedFrames.up },
  { name: '035-staff-recorded-gifts', up: staffRecordedGifts.up },
  { name: '036-tributes', up: tributes.up },
  { name: '037-mail-texts-and-languages', up: mailTextsAndLanguages.up },
  { name: '038-partners', up: partners.up },
  { name: '039-partner-clients', up: partnerClients.up },
];

/** Any number: it only has to be the same in every OnePair server sharing a database. */
const START_LOCK_KEY = 7_361_024_117;
/** How long a starting server waits for another one's migrations and seed on SQLite. */
const SQLITE_START_WAIT_MS = 60_000;

/**
 * Runs `work` in one transaction that no other starting server runs at the same time.
 * PostgreSQL: a transaction-scoped advisory lock, taken first, so even the creation of the
 * migrations table is inside it (two servers creating it at once made one of them fail).
 * SQLite: BEGIN IMMEDIATE takes the file's write lock at once; a second process on the same
 * file waits for it instead of failing when its read turns into a write.
 */
export async function inStartLock<T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.engine === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`.execute(trx);
      return work(trx);
    });
  }
  return db.kysely.connection().execute(async (connection) => {
    await beginImmediate(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** The driver waits busy_timeout for the lock; a long seed elsewhere may take longer than that. */
async function beginImmediate(connection: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + SQLITE_START_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(connection);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
    }
  }
}

export async function migrate(db: Db): Promise<string[]> {
  return inStartLock(db, async (trx) => {
    await sql`create table if not exists schema_migrations (name varchar(100) primary key, applied_at varchar(40) not null)`.execute(trx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(trx);
    const doneNames = new Set(done.rows.map((row) => row.name));
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (doneNames.has(migration.name)) continue;
      await migration.up(trx as never, db.engine);
      await sql`insert into schema_migrations (name, applied_at) values (${migration.name}, ${new Date().toISOString()})`.execute(trx);
      applied.push(migration.name);
    }
    return applied;
  });
}

/** Migrations this build knows that the database has not run (for the readiness check). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = await sql<{ name: string }>`select name from schema_migrations`.execute(db.kysely);
  const doneNames = new Set(done.rows.map((row) => row.name));
  return MIGRATIONS.map((migration) => migration.name).filter((name) => !doneNames.has(name));
}
