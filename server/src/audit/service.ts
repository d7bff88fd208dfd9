/**
 * The audit log's one way in (docs/architecture.md, The audit log). Every staff write calls
 * `recordAudit` with the same transaction that makes the change, so the entry and the change
 * are stored together or not at all.
 */
import type { AuditTargetType } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { insertAuditEntry } from './repository.js';

export interface AuditActor {
  id: number;
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
