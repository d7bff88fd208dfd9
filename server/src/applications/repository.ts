/** SQL for the staff's review of applications: the queue, one application, the decision. */
import { sql } from 'kysely';
import { personName, type ApplicationStatus } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { centsToAmount, toBool } from '../db/schema.js';
import { afterKey } from '../lib/keyset.js';
import { ACCOUNT_ADDRESS_COLUMNS, USER_NAME_COLUMNS, donateesWithUser } from '../db/record-owners.js';

/** The queue's order: oldest submission first, then the record's id (never-submitted ones sort first). */
const submittedKey = sql<string>`coalesce(donatees.submitted_at, '')`;

export interface QueueCursor {
  submittedAt: string;
  donateeId: number;
}

export interface QueueRow {
  donatee_id: number;
  username: string;
  name: string;
  status: ApplicationStatus;
  submitted_at: string | null;
  household_size: number | null;
  monthly_income: number | null;
  /** The partner organisation that applied for the person, if one did. */
  partner_name: string | null;
}

/** Applications with their applicant and, for a partner organisation's client, the organisation (else nulls). */
function applicationsWithPartner(db: Queryable) {
  return donateesWithUser(db)
    .leftJoin('partner_clients', 'partner_clients.donatee_id', 'donatees.donatee_id')
    .leftJoin('partners', 'partners.id', 'partner_clients.partner_id');
}

/** One page of applications in `status`, after `cursor`; one row more than `limit` tells whether more follow. */
export async function listApplications(
  db: Queryable,
  status: ApplicationStatus,
  cursor: QueueCursor | undefined,
  limit: number,
): Promise<QueueRow[]> {
  let query = applicationsWithPartner(db)
    .select([
      'donatees.donatee_id',
      'partners.name as partner_name',
      ...USER_NAME_COLUMNS,
      'donatees.application_status',
      'donatees.submitted_at',
      'donatees.household_size',
      'donatees.monthly_income_cents',
    ])
    .where('donatees.application_status', '=', status);
  if (cursor) {
    query = query.where((eb) =>
      afterKey(eb, [
        [submittedKey, cursor.submittedAt],
        ['donatees.donatee_id', cursor.donateeId],
      ]),
    );
  }
  const rows = await query
    .orderBy(submittedKey)
    .orderBy('donatees.donatee_id')
    .limit(limit + 1)
    .execute();
  return rows.map((row) => ({
    donatee_id: row.donatee_id,
    username: row.username,
    name: personName(row, row.username),
    status: row.application_status,
    submitted_at: row.submitted_at,
    household_size: row.household_size,
    monthly_income: centsToAmount(row.monthly_income_cents),
    partner_name: row.partner_name,
  }));
}

export async function findApplication(db: Queryable, donateeId: number) {
  const row = await donateesWithUser(db)
    .leftJoin('media', 'media.media_id', 'donatees.prescription_media_id')
    .select([
      'donatees.donatee_id',
      'users.id as user_id',
      ...USER_NAME_COLUMNS,
      'users.email',
      'donatees.application_status',
      'donatees.submitted_at',
      'donatees.decided_at',
      'donatees.decision_message',
      'donatees.review_reason',
      'donatees.monthly_income_cents',
      'donatees.average_household_income_cents',
      'donatees.current_bank_balance_cents',
      'donatees.is_dependent',
      'donatees.household_size',
      'donatees.prescription_media_id',
      'media.content_type as prescription_content_type',
      'donatees.prescription_sphere_right',
      'donatees.prescription_cylinder_right',
      'donatees.prescription_sphere_left',
      'donatees.prescription_cylinder_left',
      'donatees.prescription_exam_date',
      ...ACCOUNT_ADDRESS_COLUMNS,
    ])
    .where('donatees.donatee_id', '=', donateeId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      is_dependent: toBool(row.is_dependent),
      monthly_income: centsToAmount(row.monthly_income_cents),
      average_household_income: centsToAmount(row.average_household_income_cents),
      current_bank_balance: centsToAmount(row.current_bank_balance_cents),
    }
  );
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/**
 * Other people who may be the same person as the donatee: the same first and last name at the
 * same street address and ZIP code, or the same e-mail (an account's, or the contact a partner
 * organisation gave), in any letter case. Someone who applied alone and through a clinic shows
 * up here; staff decide.
 */
export async function possibleDuplicates(db: Queryable, donateeId: number) {
  const self = await donateesWithUser(db)
    .leftJoin('partner_clients', 'partner_clients.donatee_id', 'donatees.donatee_id')
    .select([
      'users.first_name',
      'users.last_name',
      'users.email',
      'partner_clients.email as contact',
      'accounts.address',
      'accounts.zip_code',
    ])
    .where('donatees.donatee_id', '=', donateeId)
    .executeTakeFirst();
  if (!self) return [];
  const lower = (text: string | null) => (text ?? '').trim().toLowerCase();
  const emails = [...new Set([lower(self.email), lower(self.contact)].filter((email) => email !== ''))];
  const named = lower(self.first_name) !== '' && lower(self.last_name) !== '' && lower(self.address) !== '';
  if (emails.length === 0 && !named) return [];
  const rows = await applicationsWithPartner(db)
    .select([
      'donatees.donatee_id',
      'donatees.application_status',
      ...USER_NAME_COLUMNS,
      'users.email',
      'partner_clients.email as contact',
      'partners.name as partner_name',
    ])
    .where('donatees.donatee_id', '<>', donateeId)
    .where((eb) => {
      const conditions = [];
      if (emails.length > 0) {
        conditions.push(eb('users.email_key', 'in', emails), eb(sql`lower(partner_clients.email)`, 'in', emails));
      }
      if (named) {
        // Both sides lower-cased by the database, so that they are compared alike on either engine.
        const same = (column: string, value: string) => eb(sql`lower(${sql.ref(column)})`, '=', sql`lower(${value.trim()})`);
        conditions.push(
          eb.and([
            same('users.first_name', self.first_name),
            same('users.last_name', self.last_name),
            same('accounts.address', self.address),
            same('accounts.zip_code', self.zip_code),
          ]),
        );
      }
      return eb.or(conditions);
    })
    .orderBy('donatees.donatee_id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    donatee_id: row.donatee_id,
    name: personName(row, row.username),
    status: row.application_status,
    partner: row.partner_name,
    same_email: emails.includes(lower(row.email)) || emails.includes(lower(row.contact)),
  }));
}

/** The partner organisation that applied for the donatee, if one did. */
export function partnerOfApplication(db: Queryable, donateeId: number) {
  return db
    .selectFrom('partner_clients')
    .innerJoin('partners', 'partners.id', 'partner_clients.partner_id')
    .select(['partners.id', 'partners.name', 'partners.kind'])
    .where('partner_clients.donatee_id', '=', donateeId)
    .executeTakeFirst();
}

/**
 * Records a decision if the application is still `from`; false when it is not (another
 * decision or a resubmission came first), so two decisions never both land.
 */
export async function decide(
  db: Queryable,
  donateeId: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  message: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('donatees')
    // A decision answers whatever sent the application back to review.
    .set({ application_status: to, decision_message: message, decided_at: at, review_reason: null })
    .where('donatee_id', '=', donateeId)
    .where('application_status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countApplications(db: Queryable, status: ApplicationStatus): Promise<number> {
  const row = await db
    .selectFrom('donatees')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('application_status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Claims that have not shipped yet: the staff list at status=claimed. (The donatee's
 * `has_claimed` stays true after shipping and delivery, so it cannot tell these apart.)
 */
export async function countClaimsToShip(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'claimed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
