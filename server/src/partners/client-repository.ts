/** SQL for partner organisations' clients: the link from an organisation to a donatee, and the list its members read. */
import { sql } from 'kysely';
import type { Queryable } from '../db/types.js';
import { donateesWithUser } from '../db/record-owners.js';
import { afterKey } from '../lib/keyset.js';
import { claimsById, latestClaimIdOfDonatee } from '../claims/repository.js';

export async function insertClient(
  trx: Queryable,
  client: { partnerId: number; donateeId: number; email: string; recordedBy: number; at: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('partner_clients')
    .values({
      partner_id: client.partnerId,
      donatee_id: client.donateeId,
      email: client.email,
      consent_recorded_by_user_id: client.recordedBy,
      consent_recorded_at: client.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findClient(db: Queryable, clientId: number) {
  return db.selectFrom('partner_clients').select(['id', 'partner_id', 'donatee_id']).where('id', '=', clientId).executeTakeFirst();
}

/** Newest first; `search` matches part of a first or last name or the e-mail, in any letter case. */
export async function listClients(
  db: Queryable,
  partnerId: number,
  filter: { clientId?: number; search?: string; beforeId?: number },
  limit: number,
) {
  let query = donateesWithUser(db)
    .innerJoin('partner_clients', 'partner_clients.donatee_id', 'donatees.donatee_id')
    .leftJoin('users as recorder', 'recorder.id', 'partner_clients.consent_recorded_by_user_id')
    .select([
      'partner_clients.id as client_id',
      'partner_clients.email',
      'partner_clients.consent_recorded_at',
      'recorder.username as recorder_username',
      'recorder.first_name as recorder_first_name',
      'recorder.last_name as recorder_last_name',
      'donatees.donatee_id',
      'donatees.household_size',
      'donatees.monthly_income_cents',
      'donatees.is_dependent',
      'donatees.prescription_exam_date',
      'donatees.prescription_sphere_right',
      'donatees.prescription_cylinder_right',
      'donatees.prescription_sphere_left',
      'donatees.prescription_cylinder_left',
      'donatees.prescription_media_id',
      'donatees.application_status',
      'donatees.decision_message',
      'donatees.submitted_at',
      'donatees.decided_at',
      'users.first_name',
      'users.last_name',
      'accounts.phone_number',
      'accounts.address',
      'accounts.city',
      'accounts.state',
      'accounts.zip_code',
    ])
    .select(latestClaimIdOfDonatee.as('latest_claim_id'))
    .where('partner_clients.partner_id', '=', partnerId);
  if (filter.clientId !== undefined) query = query.where('partner_clients.id', '=', filter.clientId);
  if (filter.search) {
    // Both sides lower-cased by the database, so that they are compared alike on either engine.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or(
        [sql`users.first_name`, sql`users.last_name`, sql`partner_clients.email`].map(
          (column) => sql<boolean>`lower(${column}) like lower(${pattern}) escape '\\'`,
        ),
      ),
    );
  }
  if (filter.beforeId !== undefined) query = query.where((eb) => afterKey(eb, [['partner_clients.id', filter.beforeId]], 'desc'));
  const rows = await query.orderBy('partner_clients.id', 'desc').limit(limit).execute();
  const claims = await claimsById(
    db,
    rows.flatMap((row) => (row.latest_claim_id === null ? [] : [Number(row.latest_claim_id)])),
  );
  const glasses = await glassesNames(
    db,
    [...claims.values()].flatMap((claim) => (claim.glasses_id === null ? [] : [claim.glasses_id])),
  );
  return rows.map((row) => {
    const claim = row.latest_claim_id === null ? undefined : claims.get(Number(row.latest_claim_id));
    return {
      ...row,
      claim: claim && { ...claim, glasses_name: claim.glasses_id === null ? null : (glasses.get(claim.glasses_id) ?? null) },
    };
  });
}

export type ClientListRow = Awaited<ReturnType<typeof listClients>>[number];

async function glassesNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('glasses')
    .select(['glasses_id', 'name'])
    .where('glasses_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.glasses_id, row.name]));
}
