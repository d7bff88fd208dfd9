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

/** Invites the user, or renews the invitation they have. */
export async function saveInvitation(
  trx: Queryable,
  invitation: { partnerId: number; userId: number; email: string; invitedBy: number; at: string },
): Promise<void> {
  await trx
    .insertInto('partner_invitations')
    .values({
      partner_id: invitation.partnerId,
      user_id: invitation.userId,
      email: invitation.email,
      invited_by_user_id: invitation.invitedBy,
      invited_at: invitation.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['partner_id', 'user_id']).doUpdateSet({
        email: invitation.email,
        invited_by_user_id: invitation.invitedBy,
        invited_at: invitation.at,
      }),
    )
    .execute();
}

/** Takes the user's invitation away; false when they had none. */
export async function deleteInvitation(trx: Queryable, partnerId: number, userId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('partner_invitations')
    .where('partner_id', '=', partnerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The invitations of each organisation, oldest first, as its members see them. */
export function invitationsOf(db: Queryable, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('partner_invitations')
    .select(['partner_id', 'email', 'invited_at'])
    .where('partner_id', 'in', partnerIds)
    .orderBy('invited_at')
    .orderBy('user_id')
    .execute();
}

/** The invitations waiting for the user, with the organisation and who invited them. */
export function invitationsFor(db: Queryable, userId: number) {
  return db
    .selectFrom('partner_invitations')
    .innerJoin('partners', 'partners.id', 'partner_invitations.partner_id')
    .leftJoin('users as inviter', 'inviter.id', 'partner_invitations.invited_by_user_id')
    .select([
      'partners.id as partner_id',
      'partners.name',
      'partners.kind',
      'partners.city',
      'partners.state',
      'partner_invitations.invited_at',
      'inviter.username as inviter_username',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
    ])
    .where('partner_invitations.user_id', '=', userId)
    .orderBy('partner_invitations.invited_at')
    .execute();
}
