/**
 * The audit log: every staff write leaves one entry saying who did what to which record, with
 * the record before and after. Staff can only add entries and read them; erasing a user replaces
 * that user's personal data in the entries about them or by them with AUDIT_ERASED.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NO_NULL_CHARACTERS } from './validation-messages.js';
import { MAX_ID } from './rules.js';

/** What stands in an entry for personal data of an erased user (their name, e-mail, address...). */
export const AUDIT_ERASED = '[erased]';

/** The kinds of record an entry can name. */
export const AUDIT_TARGET_TYPES = [
  'glasses',
  'application',
  'claim',
  'user',
  'donation',
  'outbox',
  'claim_message',
  'account',
  'mail_template',
  'partner',
] as const;
export const AuditTargetType = Type.Union(AUDIT_TARGET_TYPES.map((type) => Type.Literal(type)));
export type AuditTargetType = Static<typeof AuditTargetType>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: Type.Union([Type.Integer(), Type.Null()], { description: 'The staff user; null once that user was deleted.' }),
  actor_username: Type.String({ description: 'The staff username; "[erased]" once that user was erased.' }),
  action: Type.String({ description: 'What was done, as `area.verb`, e.g. `claim.ship`.' }),
  target_type: AuditTargetType,
  target_id: Type.String(),
  before: Type.Unknown({
    description: 'The record before the change; null for a creation. Its personal fields read "[erased]" once the person was erased.',
  }),
  after: Type.Unknown({
    description: 'The record after the change; null for a removal. Its personal fields read "[erased]" once the person was erased.',
  }),
  at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** A calendar day, YYYY-MM-DD (UTC). */
const Day = Type.String({ format: 'date', maxLength: 10 });

/** Filters of the audit list; each narrows it, all together narrow it by all. Newest first. */
export const StaffAuditQuery = Type.Object({
  after: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  actor: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'The staff user id.' })),
  actor_username: Type.Optional(
    Type.String({ minLength: 1, maxLength: 150, pattern: NO_NULL_CHARACTERS, description: 'The staff username, any case.' }),
  ),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: NO_NULL_CHARACTERS })),
  target_type: Type.Optional(AuditTargetType),
  target_id: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: NO_NULL_CHARACTERS })),
  from: Type.Optional({ ...Day, description: 'The first day, inclusive (UTC).' }),
  to: Type.Optional({ ...Day, description: 'The last day, inclusive (UTC).' }),
});
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;

export const AUDIT_MESSAGES = {
  fromAfterTo: 'The first day must not be after the last day.',
} as const;
