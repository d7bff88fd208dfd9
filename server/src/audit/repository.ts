/** SQL for the audit log. Inserts and reads; the one update is erasure scrubbing a user's personal data. */
import { sql, type Selectable } from 'kysely';
import type { AuditLogTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';
import { afterKey } from '../lib/keyset.js';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAuditEntry(db: Queryable, values: Omit<AuditRow, 'id'>): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}

export interface AuditFilter {
  actorId?: number;
  actorUsername?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO timestamps: from inclusive, until exclusive. */
  from?: string;
  until?: string;
  /** Keyset: only entries older than this id. */
  beforeId?: number;
}

/** Newest first; `limit` rows at most. */
export async function listAuditEntries(db: Queryable, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.actorUsername !== undefined) query = query.where(sql`lower(actor_username)`, '=', filter.actorUsername.toLowerCase());
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('at', '<', filter.until);
  const beforeId = filter.beforeId;
  if (beforeId !== undefined) query = query.where((eb) => afterKey(eb, [['id', beforeId]], 'desc'));
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** An entry's fields that erasure may rewrite; action, target and time are never among them. */
export type ScrubbedFields = Partial<Pick<AuditRow, 'actor_username' | 'before' | 'after'>>;

/**
 * Erasure's one change to the log: the personal fields of an entry about (or by) the erased
 * user. No route reaches this; only the erasing transaction calls it.
 */
export async function scrubAuditEntry(db: Queryable, id: number, fields: ScrubbedFields): Promise<void> {
  await db.updateTable('audit_log').set(fields).where('id', '=', id).execute();
}

/** Ids per query: far below the engines' limits on parameters (SQLite 32,766, PostgreSQL 65,535). */
const IDS_PER_QUERY = 1_000;

/** Entries whose target is one of `ids` of `targetType` (a donor may have very many donations). */
export async function auditEntriesOfTargets(db: Queryable, targetType: string, ids: readonly (number | string)[]): Promise<AuditRow[]> {
  const rows: AuditRow[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const batch = ids.slice(start, start + IDS_PER_QUERY).map((id) => String(id));
    rows.push(
      ...(await db.selectFrom('audit_log').selectAll().where('target_type', '=', targetType).where('target_id', 'in', batch).execute()),
    );
  }
  return rows;
}

/** Entries the user made. */
export async function auditEntriesByActor(db: Queryable, actorId: number): Promise<AuditRow[]> {
  return db.selectFrom('audit_log').selectAll().where('actor_id', '=', actorId).execute();
}
