import { sql, type Kysely } from 'kysely';
import { AUDIT_ERASED } from '@onepair/contract';

/**
 * Users erased between migration 011 (the audit log) and the release that made erasure scrub
 * the log left entries that still hold their personal data: their username as the actor of
 * the entries they made, and their name, address, application, tracking numbers or support
 * text in the `before`/`after` of entries about their records. This scrubs those entries the
 * way erasure does today (docs/architecture.md, The audit log).
 *
 * An erased user leaves no row to find them by: erasure deletes the user, and the foreign keys
 * delete their account, donor and recipient records, claims and support messages, set the
 * log's `actor_id` to null and keep their donations with a null donor. Ids are never used
 * again (AUTOINCREMENT on SQLite, a sequence on PostgreSQL) and nothing else deletes those rows
 * or clears those columns, so an entry is about an erased user when:
 * - its `actor_id` is null: the actor was erased (so far every entry was written with its
 *   actor's id; the payment provider's entries without one come with migration 025, after this);
 * - its target is a `user`, `account`, `application`, `claim` or `claim_message` that no longer
 *   exists;
 * - its target is a `donation` that exists with no donor. A donation that is gone was a
 *   pending one dropped by the payment flow, not an erasure, and is left alone.
 * Entries already scrubbed come out the same, so they are not written, and a second run writes
 * nothing. Entries about living users and their records are never selected for a change.
 *
 * The lists of kept fields and the scrubbing are copied from the erasure code as it is now
 * instead of imported: a migration is never edited once released and must do the same on
 * every database whenever it upgrades, while the erasure code follows the newest schema and
 * may keep other fields later. Only the marker comes from the contract, as the API shows it.
 */

/** Audit entries read a page at a time (by id), however long the log is. */
const BATCH = 500;

/** Per target type, the fields of `before`/`after` that say nothing about the person. */
const KEPT_FIELDS: Record<string, ReadonlySet<string>> = {
  user: new Set(['is_staff', 'is_active']),
  account: new Set(['user_id']),
  application: new Set([
    'donatee_id',
    'account_id',
    'status',
    'application_status',
    'has_applied_for_account',
    'has_claimed',
    'decided_at',
  ]),
  claim: new Set(['donatee', 'glasses', 'status', 'carrier']),
  claim_message: new Set(['claim']),
  donation: new Set(['donation_id', 'amount', 'date', 'region', 'status', 'refunded']),
};

/** The records whose absence means their owner was erased: table and id column per target type. */
const GONE_WITH_THE_USER: Record<string, { table: string; id: string }> = {
  user: { table: 'users', id: 'id' },
  account: { table: 'accounts', id: 'account_id' },
  application: { table: 'donatees', id: 'donatee_id' },
  claim: { table: 'claims', id: 'id' },
  claim_message: { table: 'claim_messages', id: 'id' },
};

interface Entry {
  id: number;
  actor_id: number | null;
  actor_username: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
}

/** The record as JSON text with every field not in `kept` replaced (null values stay null). */
function scrubRecord(text: string | null, kept: ReadonlySet<string>): string | null {
  if (text === null) return null;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return JSON.stringify(AUDIT_ERASED);
  }
  if (record === null) return text;
  if (typeof record !== 'object' || Array.isArray(record)) return JSON.stringify(AUDIT_ERASED);
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(record as Record<string, unknown>).map(([key, value]) => [
        key,
        value === null || kept.has(key) ? value : AUDIT_ERASED,
      ]),
    ),
  );
}

/** The largest id PostgreSQL's integer columns hold: a larger one would fail the lookup there. */
const MAX_ID = 2_147_483_647;

/** The target ids of one type in the page that can name a row (the services write every id as a number). */
function targetIds(entries: readonly Entry[], targetType: string): number[] {
  const ids = entries
    .filter((entry) => entry.target_type === targetType && /^[1-9]\d{0,9}$/.test(entry.target_id))
    .map((entry) => Number(entry.target_id))
    .filter((id) => id <= MAX_ID);
  return [...new Set(ids)];
}

/** `type:id` of the page's targets that belonged to an erased user. */
async function erasedTargets(db: Kysely<unknown>, entries: readonly Entry[]): Promise<Set<string>> {
  const erased = new Set<string>();
  for (const [targetType, { table, id }] of Object.entries(GONE_WITH_THE_USER)) {
    const ids = targetIds(entries, targetType);
    if (ids.length === 0) continue;
    const found = await sql<{ id: number }>`select ${sql.ref(id)} as id from ${sql.table(table)}
      where ${sql.ref(id)} in (${sql.join(ids)})`.execute(db);
    const present = new Set(found.rows.map((row) => Number(row.id)));
    for (const target of ids) if (!present.has(target)) erased.add(`${targetType}:${target}`);
  }
  const donationIds = targetIds(entries, 'donation');
  if (donationIds.length > 0) {
    const orphaned = await sql<{ id: number }>`select donation_id as id from donations
      where donation_id in (${sql.join(donationIds)}) and donator_id is null`.execute(db);
    for (const row of orphaned.rows) erased.add(`donation:${Number(row.id)}`);
  }
  return erased;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let afterId = 0;
  for (;;) {
    // A page by id alone: with a condition on the actor or type too, SQLite chose those
    // columns' indexes and sorted what they found, reading the log again for every page.
    const page = await sql<Entry>`select id, actor_id, actor_username, target_type, target_id, ${sql.ref('before')}, ${sql.ref('after')}
      from audit_log where id > ${afterId} order by id limit ${BATCH}`.execute(db);
    if (page.rows.length === 0) break;
    const [first, last] = [Number(page.rows[0]!.id), Number(page.rows[page.rows.length - 1]!.id)];
    afterId = last;
    // Only entries that could be about an erased user: the glasses and stock entries of living staff are not.
    const candidates = page.rows.filter((entry) => entry.actor_id === null || Object.hasOwn(KEPT_FIELDS, entry.target_type));
    const erased = await erasedTargets(db, candidates);
    const changed = [];
    for (const entry of candidates) {
      const actorUsername = entry.actor_id === null ? AUDIT_ERASED : entry.actor_username;
      let { before, after } = entry;
      if (erased.has(`${entry.target_type}:${entry.target_id}`)) {
        const kept = KEPT_FIELDS[entry.target_type]!;
        before = scrubRecord(before, kept);
        after = scrubRecord(after, kept);
      }
      if (actorUsername === entry.actor_username && before === entry.before && after === entry.after) continue;
      changed.push(sql`(${Number(entry.id)}, ${actorUsername}, ${before}, ${after})`);
    }
    if (changed.length === 0) continue;
    // One statement per page: an update per entry took PostgreSQL about 0.3 ms each, 30 s for
    // 100,000 entries. The page's id range bounds the join to the page's rows whatever plan the
    // engine picks for it. A VALUES list's columns are column1, column2, … on both engines.
    await sql`update audit_log set actor_username = v.column2, ${sql.ref('before')} = v.column3, ${sql.ref('after')} = v.column4
      from (values ${sql.join(changed)}) as v
      where audit_log.id between ${first} and ${last} and audit_log.id = cast(v.column1 as integer)`.execute(db);
  }
}
