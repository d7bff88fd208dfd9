/**
 * What erasing a user does to the audit log (docs/architecture.md, The audit log). Entries are
 * kept, so staff can still see that a record was changed, by whom and when; but the personal
 * data an entry holds about the erased user goes: their name as the actor of entries they made,
 * and the personal fields of the records the entry is about (their user, account, application,
 * claims, support answers and donations). Action, target type and id, and time stay.
 */
import { AUDIT_ERASED } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { auditEntriesByActor, auditEntriesOfTargets, scrubAuditEntry, type AuditRow, type ScrubbedFields } from './repository.js';

/**
 * For each kind of record, the fields of its before/after that say nothing about the person and
 * are kept: states, flags, amounts, dates and the ids of other records. Every other field is
 * replaced with the marker, so a field added to a record later is erased unless listed here.
 * Migration 024 scrubbed the entries of users erased before this existed with its own copy of
 * these lists: changing them here does not change what it did.
 */
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
  // A message staff sent again: its states; the delivery error may quote the address.
  outbox: new Set(['status', 'attempts']),
  // Money and states of the donation and its refunds, and the donations a refund of a shared
  // payment names. The provider's payment and charge ids are not kept: they lead to the donor's
  // payment details at the provider.
  donation: new Set(['donation_id', 'amount', 'date', 'region', 'status', 'refunded', 'refunded_amount', 'donations']),
};

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

/** The records of the user that entries may name, by target type. */
async function recordsOfUser(trx: Queryable, userId: number): Promise<Record<string, number[]>> {
  const account = await trx.selectFrom('accounts').select('account_id').where('user_id', '=', userId).executeTakeFirst();
  const accountIds = account ? [account.account_id] : [];
  const donatees =
    accountIds.length === 0 ? [] : await trx.selectFrom('donatees').select('donatee_id').where('account_id', 'in', accountIds).execute();
  const donators =
    accountIds.length === 0 ? [] : await trx.selectFrom('donators').select('donator_id').where('account_id', 'in', accountIds).execute();
  const donateeIds = donatees.map((row) => row.donatee_id);
  const donatorIds = donators.map((row) => row.donator_id);
  const claims = donateeIds.length === 0 ? [] : await trx.selectFrom('claims').select('id').where('donatee_id', 'in', donateeIds).execute();
  const claimIds = claims.map((row) => row.id);
  const messages =
    claimIds.length === 0 ? [] : await trx.selectFrom('claim_messages').select('id').where('claim_id', 'in', claimIds).execute();
  const donations =
    donatorIds.length === 0 ? [] : await trx.selectFrom('donations').select('donation_id').where('donator_id', 'in', donatorIds).execute();
  const mail = await trx
    .selectFrom('outbox')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('quotes_user_id', '=', userId)]))
    .execute();
  return {
    outbox: mail.map((row) => row.id),
    user: [userId],
    account: accountIds,
    application: donateeIds,
    claim: claimIds,
    claim_message: messages.map((row) => row.id),
    donation: donations.map((row) => row.donation_id),
  };
}

/**
 * Scrubs the user's personal data from the audit log. Called by erasure in its transaction,
 * before the user's records go (they say which entries are about the user).
 */
export async function scrubAuditOfUser(trx: Queryable, userId: number): Promise<void> {
  const changes = new Map<number, ScrubbedFields>();
  const change = (row: AuditRow, fields: ScrubbedFields) => {
    const id = Number(row.id);
    changes.set(id, { ...changes.get(id), ...fields });
  };
  for (const [targetType, ids] of Object.entries(await recordsOfUser(trx, userId))) {
    const kept = KEPT_FIELDS[targetType]!;
    for (const row of await auditEntriesOfTargets(trx, targetType, ids)) {
      change(row, { before: scrubRecord(row.before, kept), after: scrubRecord(row.after, kept) });
    }
  }
  for (const row of await auditEntriesByActor(trx, userId)) change(row, { actor_username: AUDIT_ERASED });
  for (const [id, fields] of changes) await scrubAuditEntry(trx, id, fields);
}
