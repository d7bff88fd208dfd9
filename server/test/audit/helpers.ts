/** Audit test helpers: the whole log, an entry's JSON, and a recipient staff changed in every audited way. */
import { ADDRESS, SHIPPING_NAMES, newGlasses, recipient } from '../claims/helpers.js';
import { requestsTo, type SignedInUser, type TestApp } from '../helpers.js';

export type AuditRow = Awaited<ReturnType<typeof allEntries>>[number];

/** Every entry of the log, oldest first. */
export const allEntries = (t: TestApp) => t.db.kysely.selectFrom('audit_log').selectAll().orderBy('id').execute();

/** What scrubbing personal data never changes about an entry: it stays, with its id, actor id, action, target and time. */
export const entryFrame = (row: AuditRow) => ({
  id: row.id,
  actor_id: row.actor_id,
  action: row.action,
  target: [row.target_type, row.target_id],
  at: row.at,
});

/** An entry's `before` or `after`, as the log stores it in JSON. */
export const parseEntry = (text: string | null) => (text === null ? null : JSON.parse(text));

/**
 * A recipient whose records `staff` changed in every audited way (account, e-mail, application,
 * a donation, a claim shipped, a support reply), each personal detail made of `prefix` so that
 * two of them in one file tell apart. `personal` is every detail erasure must scrub from the
 * log; `about` tells whether an entry is about one of their records.
 */
export async function auditedRecipient(t: TestApp, staff: SignedInUser, prefix: string) {
  const { ok } = requestsTo(() => t.app);
  const who = await recipient(t.app, prefix);
  const details = {
    address: `12 ${prefix} Lane`,
    city: `${prefix}ville`,
    email: `moved-${who.username}@example.org`,
    lastName: `${prefix}-Winterbottom`,
    tracking: `1Z-${prefix}-777`,
    message: `Hello ${who.username}, it goes to 12 ${prefix} Lane.`,
  };
  await ok('PATCH', `/api/accounts/${who.accountId}/`, staff, { address: details.address, city: details.city, phone_number: '555-0199' });
  await ok('PATCH', `/api/users/${who.id}/`, staff, { email: details.email, last_name: details.lastName });
  await ok('POST', `/api/staff/applications/${who.donateeId}/decision/`, staff, { decision: 'approve' });
  await ok('PATCH', `/api/donatees/${who.donateeId}/`, staff, { household_size: 4 });
  const donation = await ok('POST', '/api/donation/', staff, { amount: 40, region: 2, donator: who.donatorId, date: '2024-05-02' });
  const glassesId = await newGlasses(t, 2);
  await ok('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId });
  const { id: claimId } = await t.db.kysely
    .selectFrom('claims')
    .select('id')
    .where('donatee_id', '=', who.donateeId)
    .executeTakeFirstOrThrow();
  const answer = await ok('POST', `/api/claims/${claimId}/messages/`, staff, { body: details.message });
  await ok('POST', `/api/staff/claims/${claimId}/ship/`, staff, { carrier: 'UPS', tracking_number: details.tracking });
  const targets = new Set([
    `user:${who.id}`,
    `account:${who.accountId}`,
    `application:${who.donateeId}`,
    `claim:${claimId}`,
    `claim_message:${answer.id}`,
    `donation:${donation.donation_id}`,
  ]);
  return {
    who,
    claimId,
    // The address and phone number the recipient gave before staff changed them are theirs too.
    personal: [who.username, ...Object.values(details), '555-0199', ADDRESS.address, SHIPPING_NAMES.last_name],
    about: (row: Pick<AuditRow, 'target_type' | 'target_id'>) => targets.has(`${row.target_type}:${row.target_id}`),
  };
}
