/** SQL for the audit log. Only inserts and reads: nothing here updates or deletes a row. */
import { sql, type Selectable } from 'kysely';
import type { AuditLogTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';

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
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
