/**
 * Passwords and sessions people manage themselves, in Djoser's shapes: change the password,
 * reset a forgotten one by mail, sign out everywhere (docs/api.md, Accounts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { MAX_ID, VALIDATION_MESSAGES } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toBool } from '../db/schema.js';
import type { Caller } from '../auth/authenticate.js';
import { addressBucket, takeFromBucket } from '../lib/rate-limit.js';
import { notFound, validationError } from '../lib/errors.js';
import { hashPassword, passwordProblems, verifyPassword } from '../auth/passwords.js';
import { hashTokenKey } from '../auth/tokens.js';
import { checkPasswordCheckThrottle, recordFailedPasswordCheck } from '../auth/login-throttle.js';
import { enqueueMail, PASSWORD_LINK_PLACEHOLDER } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords } from '../i18n/translation.js';
import * as users from './repository.js';

export const INVALID_PASSWORD = 'Invalid password.';
export const INVALID_RESET_TOKEN = 'Invalid token for given user.';
export const INVALID_UID = "Invalid user id or user doesn't exist.";

/** How long a reset link works, and a set-password link for a user staff created. */
const RESET_LINK_HOURS = 1;
const WELCOME_LINK_HOURS = 7 * 24;
/**
 * Reset mails one address gets at most in an hour (counted per address in any letter case, in
 * the database, so several accounts on one address or several instances share the count);
 * further requests answer the same and send nothing.
 */
const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
/** The reset request always takes at least this long, so its timing does not tell whether an address is known. */
const RESET_REQUEST_FLOOR_MS = 250;

export async function setPassword(
  db: Db,
  caller: Caller,
  callerTokenKey: string,
  body: { current_password: string; new_password: string },
): Promise<void> {
  const user = await users.findUserById(db.kysely, caller.id);
  if (!user) throw notFound();
  await checkCurrentPassword(db, user, body.current_password, callerTokenKey);
  await checkNewPassword(body.new_password, user);
  const passwordHash = await hashPassword(body.new_password);
  await db.kysely.transaction().execute(async (trx) => {
    await users.setPasswordHash(trx, user.id, passwordHash);
    // Whoever else held a session (a stolen token, another device) is signed out; this one stays.
    await users.deleteTokensOfUser(trx, user.id, hashTokenKey(callerTokenKey));
    await users.deleteResetTokensOfUser(trx, user.id);
  });
}

/**
 * The caller's current password, before a change only its owner may make. Wrong guesses are
 * throttled like sign-ins (../auth/login-throttle.ts): after 10 in a quarter of an hour, the
 * sessions that made them get a 429 until the quarter ends, so a stolen token cannot be used
 * to guess the password.
 */
export async function checkCurrentPassword(
  db: Db,
  user: { id: number; password_hash: string },
  password: string,
  callerTokenKey: string,
): Promise<void> {
  if (!password) throw validationError({ current_password: VALIDATION_MESSAGES.blank });
  const keyHash = hashTokenKey(callerTokenKey);
  await checkPasswordCheckThrottle(db.kysely, user.id, keyHash);
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordFailedPasswordCheck(db.kysely, user.id, keyHash);
    throw validationError({ current_password: INVALID_PASSWORD });
  }
}

export async function logOutEverywhere(db: Db, caller: Caller): Promise<void> {
  await users.deleteTokensOfUser(db.kysely, caller.id);
}

/**
 * Mails a reset link to every active user with the address; answers the same (and after the
 * same time, roughly) whether or not there is one, so nobody learns which addresses are known.
 * A request over the address's hourly cap answers the same too: a 429 there would tell that
 * the address has an account (only known addresses are counted) and would let a stranger
 * learn when its owner asked for a link. Returns how many mails the cap held back, for the log.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<{ held: number }> {
  const started = Date.now();
  let held = 0;
  if (!email.trim()) throw validationError({ email: VALIDATION_MESSAGES.blank });
  const holders = await users.findActiveUsersByEmail(db.kysely, email.trim());
  if (holders.length > 0) {
    await db.kysely.transaction().execute(async (trx) => {
      for (const user of holders) {
        // A few links an hour are enough for anyone; more would let a stranger flood the inbox.
        // Each mail counts against the address it goes to, whichever account it is for.
        if (!(await takeFromBucket(trx, addressBucket('reset-mail', user.email), RESET_MAILS_PER_HOUR, HOUR_MS))) {
          held += 1;
          continue;
        }
        await sendPasswordLink(trx, user, 'reset');
      }
    });
  }
  const wait = RESET_REQUEST_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { held };
}

/**
 * A mail with a link that lets the user choose a password, queued in the caller's transaction:
 * `reset` for a forgotten one (valid an hour), `welcome` for a user staff created (valid a
 * week). The stored mail holds a placeholder; the sender mints the token when it sends
 * (mintPasswordLink), so no live link is ever at rest in the outbox or its backups.
 */
export async function sendPasswordLink(
  trx: Queryable,
  user: { id: number; username: string; email: string },
  kind: 'reset' | 'welcome',
  /**
   * `gift`: a donor record staff made when they recorded a gift from an address no account had;
   * `partner`: a colleague a partner organisation's member invited; `client`: a person a partner
   * organisation applied for, who may follow their application.
   */
  why: 'account' | 'gift' | { partner: string; inviter: string; inviterId: number } | { client: string; name: string } = 'account',
): Promise<void> {
  if (!user.email.trim()) return;
  const words = mailWords(await mailLanguageOf(trx, user.id));
  const values = { username: user.username, link: PASSWORD_LINK_PLACEHOLDER };
  const subject =
    kind === 'reset'
      ? words('passwordReset.subject')
      : typeof why === 'object' && 'client' in why
        ? words('welcomeClient.subject', { organisation: why.client })
        : words('welcome.subject');
  let text: string;
  if (kind === 'reset') text = words('passwordReset.body', values);
  else if (typeof why !== 'object') text = words(why === 'gift' ? 'welcomeGift.body' : 'welcome.body', values);
  else if ('client' in why) text = words('welcomeClient.body', { ...values, organisation: why.client, name: why.name });
  else text = words('welcomePartner.body', { ...values, organisation: why.partner, inviter: why.inviter });
  await enqueueMail(trx, {
    to: user.email,
    userId: user.id,
    linkKind: kind,
    // An invitation names the member who sent it: erasing them deletes it.
    ...(typeof why === 'object' && 'inviterId' in why && { quoting: { userId: why.inviterId } }),
    subject,
    text,
  });
}

/**
 * A fresh password link for an active user, made when its mail is sent: only the token's hash
 * is stored, and it works for an hour (`reset`) or a week (`welcome`) from now. Undefined when
 * the user is no longer active or now has another address: they get no link.
 */
export async function mintPasswordLink(
  db: Queryable,
  userId: number,
  kind: 'reset' | 'welcome',
  linkBase: string,
  to: string,
): Promise<string | undefined> {
  const user = await users.findUserById(db, userId);
  if (!user || !toBool(user.is_active)) return undefined;
  // A mail queued before the account's address changed goes to the old address: no link in it.
  if (user.email.trim().toLowerCase() !== to.trim().toLowerCase()) return undefined;
  const token = randomBytes(24).toString('base64url');
  const hours = kind === 'reset' ? RESET_LINK_HOURS : WELCOME_LINK_HOURS;
  await users.insertResetToken(db, user.id, hashResetToken(token), new Date(Date.now() + hours * 3_600_000).toISOString());
  return `${linkBase}/reset-password/${encodeUid(user.id)}/${token}`;
}

export async function confirmPasswordReset(db: Db, body: { uid: string; token: string; new_password: string }): Promise<void> {
  const userId = decodeUid(body.uid);
  const user = userId === undefined ? undefined : await users.findUserById(db.kysely, userId);
  if (!user) throw validationError({ uid: INVALID_UID });
  const tokenHash = hashResetToken(body.token);
  if (!body.token || !(await users.resetTokenIsValid(db.kysely, user.id, tokenHash))) throw validationError({ token: INVALID_RESET_TOKEN });
  await checkNewPassword(body.new_password, user);
  const passwordHash = await hashPassword(body.new_password);
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await users.consumeResetToken(trx, user.id, tokenHash))) throw validationError({ token: INVALID_RESET_TOKEN });
    await users.setPasswordHash(trx, user.id, passwordHash);
    // Whoever knew the old password may hold a session: all of them end.
    await users.deleteTokensOfUser(trx, user.id);
    await users.deleteResetTokensOfUser(trx, user.id);
  });
}

async function checkNewPassword(password: string, user: { username: string; email: string }): Promise<void> {
  const problems = password ? await passwordProblems(password, user) : [VALIDATION_MESSAGES.blank];
  if (problems.length > 0) throw validationError({ new_password: problems });
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user id as Django's urlsafe_base64_encode writes it, so links look like Djoser's. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString();
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined;
}
