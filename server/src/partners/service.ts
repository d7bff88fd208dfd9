/**
 * Partner organisations (docs/api.md, Partner organisations): a signed-in user registers one and
 * is its first member; members of an approved one invite colleagues by e-mail, who join by
 * accepting once signed in; staff approve, turn down or suspend organisations, each decision
 * mailed to the members and audited.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  PARTNER_DECISION_RULES,
  INVITES_PER_ADDRESS_PER_DAY,
  PARTNER_INVITES_PER_DAY,
  PARTNER_INVITES_PER_HOUR,
  PARTNER_MESSAGES,
  PENDING_PARTNERS_PER_USER,
  TEAM_MESSAGE_HEADING,
  personName,
  type Partner,
  type PartnerCreated,
  type PartnerDecisionBody,
  type MyPartners,
  type PartnerInvite,
  type PartnerList,
  type PartnerWrite,
  type StaffPartnerQuery,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import type { Caller } from '../auth/authenticate.js';
import { UNUSABLE_PASSWORD } from '../auth/passwords.js';
import { ApiError, notFound, permissionDenied, validationError } from '../lib/errors.js';
import { addressBucket, takeFromBucket } from '../lib/rate-limit.js';
import { isUniqueViolationOn } from '../lib/unique-violation.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords } from '../i18n/translation.js';
import { emailProblem } from '../users/rules.js';
import { findUserByEmail, findUserById, insertUserWithProfile } from '../users/repository.js';
import { toBool } from '../db/schema.js';
import { sendPasswordLink } from '../users/password-service.js';
import * as partners from './repository.js';

const REQUIRED_FIELDS = ['name', 'address', 'city', 'state', 'zip_code'] as const;

/** The organisation's details trimmed, or the problems to report by field. */
function checkDetails(body: PartnerWrite): Omit<partners.NewPartner, 'status' | 'decision_message' | 'created_at' | 'decided_at'> {
  const trimmed = {
    name: body.name.trim(),
    kind: body.kind,
    address: body.address.trim(),
    city: body.city.trim(),
    state: body.state.trim(),
    zip_code: body.zip_code.trim(),
    phone: body.phone.trim(),
    website: body.website?.trim() ?? '',
  };
  const problems: Record<string, string> = {};
  for (const field of REQUIRED_FIELDS) if (trimmed[field] === '') problems[field] = PARTNER_MESSAGES.blank;
  // Names and addresses go into mail subjects and onto parcels: one line each.
  for (const [field, value] of Object.entries(trimmed)) if (hasControlCharacter(value)) problems[field] = PARTNER_MESSAGES.oneLine;
  if (trimmed.website !== '' && !isWebSite(trimmed.website)) problems.website = PARTNER_MESSAGES.website;
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return trimmed;
}

/** A line break, tab or other control character: none belongs in a name or an address line. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

function isWebSite(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * `POST /api/partners/`: registers an organisation, pending review, with the caller as its
 * first member. One may wait for review per user at a time; the user's row is locked on
 * PostgreSQL so that two registrations at once cannot both pass that check (SQLite runs one
 * write transaction at a time).
 */
export async function registerPartner(db: Db, caller: Caller, body: PartnerWrite): Promise<PartnerCreated> {
  const details = checkDetails(body);
  return db.kysely.transaction().execute(async (trx) => {
    if (db.engine === 'postgres') await sql`select id from users where id = ${caller.id} for update`.execute(trx);
    if ((await partners.countPendingOfMember(trx, caller.id)) >= PENDING_PARTNERS_PER_USER) {
      throw validationError({ non_field_errors: PARTNER_MESSAGES.onePending });
    }
    const partnerId = await partners.insertPartner(
      trx,
      { ...details, status: 'pending', decision_message: null, created_at: nowIso(), decided_at: null },
      caller.id,
    );
    return { partner_id: partnerId, status: 'pending' as const };
  });
}

/** `GET /api/partners/mine/`: the organisations the caller is a member of, and the invitations waiting for them. */
export async function listMyPartners(db: Db, caller: Caller): Promise<MyPartners> {
  const invitations = await partners.invitationsFor(db.kysely, caller.id);
  return {
    results: await withMembers(db.kysely, await partners.listPartners(db.kysely, { memberId: caller.id })),
    invitations: invitations.map((row) => ({
      partner_id: row.partner_id,
      name: row.name,
      kind: row.kind,
      city: row.city,
      state: row.state,
      invited_by:
        row.inviter_username === null
          ? ''
          : personName({ first_name: row.inviter_first_name ?? '', last_name: row.inviter_last_name ?? '' }, row.inviter_username),
      invited_at: row.invited_at,
    })),
  };
}

/** `GET /api/staff/partners/`: every organisation, oldest first, of one status if asked. */
export async function listPartnersForStaff(db: Db, query: StaffPartnerQuery): Promise<PartnerList> {
  return { results: await withMembers(db.kysely, await partners.listPartners(db.kysely, { status: query.status })) };
}

/**
 * `POST /api/partners/{id}/members/`: a member of an approved organisation invites a colleague by
 * e-mail. The invitation goes to the account the address belongs to, or to a new account without
 * a password (its username made up: usernames are public), mailed a link to choose one; either
 * way the colleague joins only by accepting it once signed in, and the members see only the
 * address they typed, so the answer never tells whether the address had an account. Limits: per
 * member an hour, per organisation a day, per address a day, so nobody mails strangers in bulk.
 * Anyone but a member gets a 404, as for an organisation that does not exist.
 */
export async function inviteMember(db: Db, caller: Caller, partnerId: number, body: PartnerInvite, linkBase: string): Promise<Partner> {
  const email = body.email.trim();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.kysely.transaction().execute((trx) => invite(trx, db.engine, caller, partnerId, email, linkBase));
      return readPartner(db.kysely, partnerId);
    } catch (error) {
      // The same new address invited twice at once: the second, tried again, finds the first's account.
      if (attempt === 1 && isUniqueViolationOn(error, 'email_key')) continue;
      throw error;
    }
  }
}

async function invite(
  trx: Queryable,
  engine: Db['engine'],
  caller: Caller,
  partnerId: number,
  email: string,
  linkBase: string,
): Promise<void> {
  const partner = await partners.lockPartner(trx, partnerId, engine);
  if (!partner || !(await partners.isMember(trx, partnerId, caller.id))) throw notFound();
  if (partner.status !== 'approved') throw permissionDenied(PARTNER_MESSAGES.notApproved(partner.status));
  const wrong = emailProblem(email);
  if (wrong) throw validationError({ email: wrong });
  const invited = await findUserByEmail(trx, email);
  if (invited && (await partners.isMember(trx, partnerId, invited.id))) throw validationError({ email: PARTNER_MESSAGES.alreadyMember });
  const allowed =
    (await takeFromBucket(trx, `partner-invite:${caller.id}`, PARTNER_INVITES_PER_HOUR, 3_600_000)) &&
    (await takeFromBucket(trx, `partner-invites:${partnerId}`, PARTNER_INVITES_PER_DAY, 86_400_000));
  if (!allowed) throw new ApiError(429, { detail: PARTNER_MESSAGES.tooManyInvites });
  if (!(await takeFromBucket(trx, addressBucket('partner-invited', email), INVITES_PER_ADDRESS_PER_DAY, 86_400_000))) {
    throw new ApiError(429, { detail: PARTNER_MESSAGES.addressInvitedEnough });
  }
  const inviter = await inviterName(trx, caller);
  // The mail names the member who invited: erasing them deletes it (it "quotes" them).
  const quoting = { userId: caller.id };
  if (invited) {
    await partners.saveInvitation(trx, { partnerId, userId: invited.id, email, invitedBy: caller.id, at: nowIso() });
    // An account that cannot sign in (switched off) is invited all the same and told nothing.
    if (!toBool(invited.is_active)) return;
    const words = mailWords(await mailLanguageOf(trx, invited.id));
    await enqueueMail(trx, {
      to: invited.email,
      userId: invited.id,
      subject: words('partnerInvited.subject', { inviter, organisation: partner.name }),
      text: words('partnerInvited.body', {
        name: personName(invited, invited.username),
        inviter,
        organisation: partner.name,
        link: `${linkBase}/partner`,
      }),
      quoting,
    });
    return;
  }
  const username = `partner-${randomBytes(5).toString('hex')}`;
  const userId = await insertUserWithProfile(trx, { username, email, passwordHash: UNUSABLE_PASSWORD });
  await partners.saveInvitation(trx, { partnerId, userId, email, invitedBy: caller.id, at: nowIso() });
  await sendPasswordLink(trx, { id: userId, username, email }, 'welcome', { partner: partner.name, inviter, inviterId: caller.id });
}

/** `POST /api/partners/{id}/members/accept/`: the invited user joins an approved organisation. */
export async function acceptInvitation(db: Db, caller: Caller, partnerId: number): Promise<Partner> {
  await db.kysely.transaction().execute(async (trx) => {
    const partner = await partners.lockPartner(trx, partnerId, db.engine);
    if (!partner || !(await partners.deleteInvitation(trx, partnerId, caller.id)))
      throw new ApiError(404, { detail: PARTNER_MESSAGES.noInvitation });
    if (partner.status !== 'approved') throw permissionDenied(PARTNER_MESSAGES.notApproved(partner.status));
    await partners.addMember(trx, partnerId, caller.id, nowIso());
  });
  return readPartner(db.kysely, partnerId);
}

/** `POST /api/partners/{id}/members/decline/`: the invited user says no; the invitation goes. */
export async function declineInvitation(db: Db, caller: Caller, partnerId: number): Promise<void> {
  if (!(await partners.deleteInvitation(db.kysely, partnerId, caller.id)))
    throw new ApiError(404, { detail: PARTNER_MESSAGES.noInvitation });
}

/**
 * `POST /api/staff/partners/{id}/decision/`: approves, turns down or suspends an organisation
 * (turning down and suspending need a message, which the members read), from the statuses
 * PARTNER_DECISION_RULES allows; mailed to every member in their language and audited, in one
 * transaction.
 */
export async function decidePartner(db: Db, actor: AuditActor, partnerId: number, body: PartnerDecisionBody): Promise<Partner> {
  const message = body.message?.trim() ?? '';
  if (body.decision !== 'approve' && message === '') throw validationError({ message: PARTNER_MESSAGES.messageNeeded });
  const rule = PARTNER_DECISION_RULES[body.decision];
  await db.kysely.transaction().execute(async (trx) => {
    const before = await partners.lockPartner(trx, partnerId, db.engine);
    if (!before) throw notFound();
    if (actor.id !== null && (await partners.isMember(trx, partnerId, actor.id)))
      throw validationError({ decision: PARTNER_MESSAGES.ownOrganisation });
    if (!rule.from.includes(before.status))
      throw validationError({ decision: PARTNER_MESSAGES.notDecidable(body.decision, before.status) });
    const change = { status: rule.to, decision_message: message === '' ? null : message, decided_at: nowIso() };
    await partners.decide(trx, partnerId, change);
    await recordAudit(trx, actor, {
      action: 'partner.decide',
      targetType: 'partner',
      targetId: partnerId,
      before: { name: before.name, status: before.status, decision_message: before.decision_message },
      after: { name: before.name, status: change.status, decision_message: change.decision_message },
    });
    const mail = (
      {
        approved: { subject: 'partnerApproved.subject', body: 'partnerApproved.body' },
        rejected: { subject: 'partnerRejected.subject', body: 'partnerRejected.body' },
        suspended: { subject: 'partnerSuspended.subject', body: 'partnerSuspended.body' },
      } as const
    )[rule.to as 'approved' | 'rejected' | 'suspended'];
    for (const member of await partners.membersOf(trx, [partnerId])) {
      if (member.email.trim() === '') continue;
      const language = await mailLanguageOf(trx, member.id);
      const words = mailWords(language);
      await enqueueMail(trx, {
        to: member.email,
        userId: member.id,
        subject: words(mail.subject, { organisation: before.name }),
        text: words(mail.body, {
          name: personName(member, member.username),
          organisation: before.name,
          note: message === '' ? '' : `\n\n${TEAM_MESSAGE_HEADING[language]}\n${message}`,
        }),
      });
    }
  });
  return readPartner(db.kysely, partnerId);
}

async function inviterName(trx: Queryable, caller: Caller): Promise<string> {
  const user = await findUserById(trx, caller.id);
  return user ? personName(user, user.username) : caller.username;
}

async function readPartner(db: Queryable, partnerId: number): Promise<Partner> {
  const row = await partners.findPartner(db, partnerId);
  if (!row) throw notFound();
  return (await withMembers(db, [row]))[0]!;
}

async function withMembers(db: Queryable, rows: partners.PartnerRow[]): Promise<Partner[]> {
  const ids = rows.map((row) => row.id);
  const members = await partners.membersOf(db, ids);
  const invitations = await partners.invitationsOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone: row.phone,
    website: row.website,
    status: row.status,
    decision_message: row.decision_message,
    created_at: row.created_at,
    decided_at: row.decided_at,
    members: members
      .filter((member) => member.partner_id === row.id)
      .map((member) => ({
        id: member.id,
        username: member.username,
        name: personName(member, member.username),
        email: member.email,
        has_password: member.hasPassword,
      })),
    invitations: invitations
      .filter((invitation) => invitation.partner_id === row.id)
      .map((invitation) => ({ email: invitation.email, invited_at: invitation.invited_at })),
  }));
}
