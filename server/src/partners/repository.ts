/** SQL for partner organisations and their members. */
import type { PartnerStatus } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import type { PartnersTable } from '../db/schema.js';
import { UNUSABLE_PASSWORD } from '../auth/passwords.js';

export type PartnerRow = Omit<PartnersTable, 'id'> & { id: number };
export type NewPartner = Omit<PartnerRow, 'id'>;

export async function insertPartner(trx: Queryable, partner: NewPartner, firstMemberId: number): Promise<number> {
  const { id } = await trx.insertInto('partners').values(partner).returning('id').executeTakeFirstOrThrow();
  await addMember(trx, id, firstMemberId, partner.created_at);
  return id;
}

export async function addMember(trx: Queryable, partnerId: number, userId: number, at: string): Promise<void> {
  await trx.insertInto('partner_members').values({ partner_id: partnerId, user_id: userId, added_at: at }).execute();
}

export function findPartner(db: Queryable, id: number): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organisation, read for a change: on PostgreSQL its row is locked until the transaction ends. */
export function lockPartner(trx: Queryable, id: number, engine: 'sqlite' | 'postgres'): Promise<PartnerRow | undefined> {
  const query = trx.selectFrom('partners').selectAll().where('id', '=', id);
  return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export function listPartners(db: Queryable, filter: { status?: PartnerStatus; memberId?: number }): Promise<PartnerRow[]> {
  let query = db.selectFrom('partners').selectAll('partners');
  if (filter.status) query = query.where('partners.status', '=', filter.status);
  if (filter.memberId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('partner_members')
          .select('partner_members.user_id')
          .whereRef('partner_members.partner_id', '=', 'partners.id')
          .where('partner_members.user_id', '=', filter.memberId!),
      ),
    );
  }
  return query.orderBy('partners.id').execute();
}

export async function countPendingOfMember(db: Queryable, userId: number): Promise<number> {
  const row = await db
    .selectFrom('partners')
    .innerJoin('partner_members', 'partner_members.partner_id', 'partners.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('partner_members.user_id', '=', userId)
    .where('partners.status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isMember(db: Queryable, partnerId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('partner_members')
    .select('user_id')
    .where('partner_id', '=', partnerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The members of each organisation, in the order they joined. */
export async function membersOf(db: Queryable, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return [];
  const rows = await db
    .selectFrom('partner_members')
    .innerJoin('users', 'users.id', 'partner_members.user_id')
    .select([
      'partner_members.partner_id',
      'users.id',
      'users.username',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.password_hash',
    ])
    .where('partner_members.partner_id', 'in', partnerIds)
    .orderBy('partner_members.added_at')
    .orderBy('users.id')
    .execute();
  return rows.map(({ password_hash, ...member }) => ({ ...member, hasPassword: password_hash !== UNUSABLE_PASSWORD }));
}

export async function decide(
  trx: Queryable,
  id: number,
  change: { status: PartnerStatus; decision_message: string | null; decided_at: string },
) {
  await trx.updateTable('partners').set(change).where('id', '=', id).execute();
}
