/**
 * Partner organisations (docs/api.md, Partner organisations): a signed-in user registers one and
 * is its first member; members see their own organisations and invite colleagues by e-mail;
 * staff approve, turn down or suspend them, each decision mailed to the members and audited.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  PARTNER_DECISION_RULES,
  PARTNER_INVITES_PER_HOUR,
  PARTNER_MESSAGES,
  PENDING_PARTNERS_PER_USER,
  TEAM_MESSAGE_HEADING,
  personName,
  type Partner,
  type PartnerCreated,
  type PartnerDecisionBody,
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
import { takeFromBucket } from '../lib/rate-limit.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords } from '../i18n/translation.js';
import { emailProblem } from '../users/rules.js';
import { findActiveUsersByEmail, insertUserWithProfile } from '../users/repository.js';
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
  if (trimmed.website !== '' && !isWebSite(trimmed.website)) problems.website = PARTNER_MESSAGES.website;
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return trimmed;
}

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

/** `GET /api/partners/mine/`: the organisations the caller is a member of, with their members. */
export async function listMyPartners(db: Db, caller: Caller): Promise<PartnerList> {
  return { results: await withMembers(db.kysely, await partners.listPartners(db.kysely, { memberId: caller.id })) };
}

/** `GET /api/staff/partners/`: every organisation, oldest first, of one status if asked. */
export async function listPartnersForStaff(db: Db, query: StaffPartnerQuery): Promise<PartnerList> {
  return { results: await withMembers(db.kysely, await partners.listPartners(db.kysely, { status: query.status })) };
}

/**
 * `POST /api/partners/{id}/members/`: a member adds a colleague by e-mail address. An address
 * an active user has makes that user a member, told by mail; another address gets a new user
 * without a password, mailed a link to choose one (its username is made up: usernames are
 * public). Only members may invite, only while the organisation is pending or approved, and at
 * most PARTNER_INVITES_PER_HOUR an hour each, so that nobody mails strangers in bulk.
 */
export async function inviteMember(db: Db, caller: Caller, partnerId: number, body: PartnerInvite): Promise<Partner> {
  const email = body.email.trim();
  await db.kysely
    .transaction()
    .execute(async (trx) => {
      const partner = await partners.lockPartner(trx, partnerId, db.engine);
      if (!partner) throw notFound();
      if (!(await partners.isMember(trx, partnerId, caller.id))) throw permissionDenied();
      if (partner.status !== 'pending' && partner.status !== 'approved') throw permissionDenied(PARTNER_MESSAGES.closed(partner.status));
      const wrong = emailProblem(email);
      if (wrong) throw validationError({ email: wrong });
      if (!(await takeFromBucket(trx, `partner-invite:${caller.id}`, PARTNER_INVITES_PER_HOUR, 3_600_000))) {
        throw new ApiError(429, { detail: PARTNER_MESSAGES.tooManyInvites });
      }
      const inviter = await inviterName(trx, caller);
      const [existing] = await findActiveUsersByEmail(trx, email);
      if (existing) {
        if (await partners.isMember(trx, partnerId, existing.id)) throw validationError({ email: PARTNER_MESSAGES.alreadyMember });
        await partners.addMember(trx, partnerId, existing.id, nowIso());
        const words = mailWords(await mailLanguageOf(trx, existing.id));
        await enqueueMail(trx, {
          to: existing.email,
          userId: existing.id,
          subject: words('partnerAdded.subject', { organisation: partner.name }),
          text: words('partnerAdded.body', { name: personName(existing, existing.username), inviter, organisation: partner.name }),
        });
        return;
      }
      const username = `partner-${randomBytes(5).toString('hex')}`;
      const userId = await insertUserWithProfile(trx, { username, email, passwordHash: UNUSABLE_PASSWORD });
      await partners.addMember(trx, partnerId, userId, nowIso());
      await sendPasswordLink(trx, { id: userId, username, email }, 'welcome', { partner: partner.name, inviter });
    })
    .catch((error: unknown) => {
      // The same address invited twice at once: the second finds the first's member.
      if (isUniqueViolation(error)) throw validationError({ email: PARTNER_MESSAGES.alreadyMember });
      throw error;
    });
  return readPartner(db.kysely, partnerId);
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
    const key = ({ approved: 'partnerApproved', rejected: 'partnerRejected', suspended: 'partnerSuspended' } as const)[
      rule.to as 'approved' | 'rejected' | 'suspended'
    ];
    for (const member of await partners.membersOf(trx, [partnerId])) {
      if (member.email.trim() === '') continue;
      const language = await mailLanguageOf(trx, member.id);
      const words = mailWords(language);
      await enqueueMail(trx, {
        to: member.email,
        userId: member.id,
        subject: words(`${key}.subject`, { organisation: before.name }),
        text: words(`${key}.body`, {
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
  const user = await trx
    .selectFrom('users')
    .select(['username', 'first_name', 'last_name'])
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  return personName(user, user.username);
}

async function readPartner(db: Queryable, partnerId: number): Promise<Partner> {
  const row = await partners.findPartner(db, partnerId);
  if (!row) throw notFound();
  return (await withMembers(db, [row]))[0]!;
}

async function withMembers(db: Queryable, rows: partners.PartnerRow[]): Promise<Partner[]> {
  const members = await partners.membersOf(
    db,
    rows.map((row) => row.id),
  );
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
  }));
}
