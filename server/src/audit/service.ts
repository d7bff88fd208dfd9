/**
 * The audit log's one way in (docs/architecture.md, The audit log). Every staff write calls
 * `recordAudit` with the same transaction that makes the change, so the entry and the change
 * are stored together or not at all.
 */
import { AUDIT_MESSAGES, STAFF_PAGE_SIZE, type AuditEntry, type AuditTargetType, type StaffAuditQuery } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { validationError } from '../lib/errors.js';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';
import { Type } from '@sinclair/typebox';
import { insertAuditEntry, listAuditEntries, type AuditRow } from './repository.js';

export interface AuditActor {
  /** Null for what no user did: the payment provider acting on its own (a dashboard refund). */
  id: number | null;
  username: string;
}

export interface AuditChange {
  /** `area.verb`, e.g. `glasses.create`, `claim.ship`, `user.deactivate`. */
  action: string;
  targetType: AuditTargetType;
  targetId: number | string;
  /** The record before the change (undefined or null for a creation). */
  before?: unknown;
  /** The record after the change (undefined or null for a removal). */
  after?: unknown;
}

const asJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(trx: Queryable, actor: AuditActor, change: AuditChange): Promise<void> {
  await insertAuditEntry(trx, {
    actor_id: actor.id,
    actor_username: actor.username,
    action: change.action,
    target_type: change.targetType,
    target_id: String(change.targetId),
    before: asJson(change.before),
    after: asJson(change.after),
    at: nowIso(),
  });
}

/** Whether the record already has an entry of this action, e.g. whether a donation's refund was audited. */
export async function wasAudited(db: Queryable, action: string, targetType: AuditTargetType, targetId: number | string): Promise<boolean> {
  const [entry] = await listAuditEntries(db, { action, targetType, targetId: String(targetId) }, 1);
  return entry !== undefined;
}

/** The list's key: the entry's id, newest first. */
const pageCursor = cursorCodec(Type.Tuple([CursorId]));

/** The day after `day` (YYYY-MM-DD), as the ISO timestamp of its midnight UTC. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function auditView(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    actor: row.actor_id === null ? null : Number(row.actor_id),
    actor_username: row.actor_username,
    action: row.action,
    target_type: row.target_type as AuditTargetType,
    target_id: row.target_id,
    before: parseJson(row.before),
    after: parseJson(row.after),
    at: row.at,
  };
}

/** Newest first, a page at a time; `after` is the `next` of the page before. */
export async function listAudit(db: Db, query: StaffAuditQuery): Promise<{ results: AuditEntry[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const errors: Record<string, string> = {};
  const beforeId = query.after === undefined ? undefined : pageCursor.decode(query.after)[0];
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) errors.to = AUDIT_MESSAGES.fromAfterTo;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const rows = await listAuditEntries(
    db.kysely,
    {
      actorId: query.actor,
      actorUsername: query.actor_username,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id,
      from: query.from === undefined ? undefined : `${query.from}T00:00:00.000Z`,
      until: query.to === undefined ? undefined : dayAfter(query.to),
      beforeId,
    },
    limit + 1,
  );
  const page = toPage(rows, limit, (last) => pageCursor.encode([Number(last.id)]));
  return { ...page, results: page.results.map(auditView) };
}
