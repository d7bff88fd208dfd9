/** SQL for the audit log. Only inserts and reads: nothing here updates or deletes a row. */
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../db/schema.js';
import type { Queryable } from '../db/types.js';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAuditEntry(db: Queryable, values: Omit<AuditRow, 'id'>): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}
