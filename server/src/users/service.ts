/**
 * Rules for users: sign-up (Djoser), sign-in with tokens, and who may read or change which
 * user (yourself, or anyone if staff; others only as {id, username}; see docs/api.md, Permissions).
 */
import type { PublicUser, SignUpBody, SignUpResponse, User, UserWrite } from '@onepair/contract';
import { MESSAGES, PEOPLE_MESSAGES, VALIDATION_MESSAGES } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { ApiError, notFound, permissionDenied, validationError } from '../lib/errors.js';
import { isUniqueViolation, isUniqueViolationOn } from '../lib/unique-violation.js';
import { hashPassword, passwordProblems, UNUSABLE_PASSWORD, verifyPassword, verifyPasswordOfNobody } from '../auth/passwords.js';
import { hashTokenKey, newTokenKey } from '../auth/tokens.js';
import { checkAccountThrottle, recordFailedSignIn } from '../auth/login-throttle.js';
import { toBool } from '../db/schema.js';
import type { Queryable } from '../db/types.js';
import * as users from './repository.js';
import { checkCurrentPassword, sendPasswordLink } from './password-service.js';
import { eraseUser } from './erasure.js';
import { cancelMonthlyGiftsOfUser } from '../payments/monthly-gifts.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import { EMAIL_TAKEN, emailProblem, USERNAME_TAKEN, usernameProblem } from './rules.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords } from '../i18n/translation.js';
import { recordAudit } from '../audit/service.js';
import { assertAnotherStaffRemains } from '../people/service.js';
import { nameProblem } from '../donators/names.js';

export async function signUp(db: Db, body: SignUpBody): Promise<SignUpResponse> {
  const errors: Record<string, string[]> = {};
  const usernameIssue = usernameProblem(body.username) ?? (await nameProblem(db.kysely, 'username', body.username));
  if (usernameIssue) errors.username = [usernameIssue];
  const emailIssue = emailProblem(body.email) ?? (await emailTakenProblem(db.kysely, body.email));
  if (emailIssue) errors.email = [emailIssue];
  const passwordIssues = body.password ? await passwordProblems(body.password, body) : [VALIDATION_MESSAGES.blank];
  if (passwordIssues.length > 0) errors.password = passwordIssues;
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const passwordHash = await hashPassword(body.password);
  const id = await createUser(db, { username: body.username, email: body.email, passwordHash, language: body.language });
  return { id, username: body.username, email: body.email };
}

/**
 * User, account, donator and donatee in one transaction, with whatever `alongside` adds to it;
 * a lost race on the name is a 400.
 */
async function createUser(db: Db, user: users.NewUser, alongside?: (trx: Queryable, id: number) => Promise<void>): Promise<number> {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const id = await users.insertUserWithProfile(trx, user);
      await alongside?.(trx, id);
      return id;
    });
  } catch (error) {
    throw uniqueViolationAsError(error);
  }
}

/**
 * Sessions one user holds at once: a new sign-in beyond it ends the oldest. Enough for every
 * device a person uses; a token copied away does not live on behind a stream of sign-ins.
 */
export const MAX_TOKENS_PER_USER = 10;

/** A second account for an address is refused, in any letter case (one account per address). */
async function emailTakenProblem(db: Queryable, email: string, exceptId?: number): Promise<string | undefined> {
  return (await users.emailIsTaken(db, email, exceptId)) ? EMAIL_TAKEN : undefined;
}

/** A lost race for a username or an address (the database's unique keys) is a 400 naming the field. */
function uniqueViolationAsError(error: unknown): unknown {
  if (isUniqueViolationOn(error, 'email_key')) return validationError({ email: EMAIL_TAKEN });
  if (isUniqueViolation(error)) return validationError({ username: USERNAME_TAKEN });
  return error;
}

/** `clientAddress` counts failures per account and address (../auth/login-throttle.ts). */
export async function logIn(db: Db, body: { username: string; password: string }, clientAddress: string): Promise<{ auth_token: string }> {
  const errors: Record<string, string> = {};
  if (!body.username) errors.username = VALIDATION_MESSAGES.blank;
  if (!body.password) errors.password = VALIDATION_MESSAGES.blank;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await checkAccountThrottle(db.kysely, body.username, clientAddress);
  const user = await users.findUserByUsername(db.kysely, body.username);
  // The hash runs for every username, deactivated users included, so that the answer takes
  // as long whoever the name belongs to.
  const matches = user ? await verifyPassword(user.password_hash, body.password) : await verifyPasswordOfNobody(body.password);
  if (!user || !matches || !toBool(user.is_active)) {
    await recordFailedSignIn(db.kysely, body.username, clientAddress);
    throw validationError({ non_field_errors: MESSAGES.loginFailed });
  }
  const key = newTokenKey();
  await db.kysely.transaction().execute((trx) => users.insertToken(trx, user.id, hashTokenKey(key), MAX_TOKENS_PER_USER));
  return { auth_token: key };
}

export async function logOut(db: Db, tokenKey: string): Promise<void> {
  await users.deleteToken(db.kysely, hashTokenKey(tokenKey));
}

export async function currentUser(db: Db, caller: Caller): Promise<User> {
  const user = await users.loadUser(db.kysely, caller.id);
  if (!user) throw notFound();
  return user;
}

export async function listUsers(db: Db, caller: Caller): Promise<User[]> {
  return users.loadUsers(db.kysely, caller.isStaff ? undefined : [caller.id]);
}

export async function readUser(db: Db, caller: Caller | null, id: number): Promise<User | PublicUser> {
  if (caller && (caller.isStaff || caller.id === id)) {
    const user = await users.loadUser(db.kysely, id);
    if (!user) throw notFound();
    return user;
  }
  const publicUser = await users.loadPublicUser(db.kysely, id);
  if (!publicUser) throw notFound();
  return publicUser;
}

/**
 * Staff create users from the explorer. Such users have no password until they choose one
 * through the link mailed to them (valid a week; the reset flow after that).
 */
export async function createUserAsStaff(db: Db, caller: Caller, body: UserWrite): Promise<User> {
  const errors: Record<string, string> = {};
  const usernameIssue = usernameProblem(body.username) ?? (await nameProblem(db.kysely, 'username', body.username));
  if (usernameIssue) errors.username = usernameIssue;
  const emailIssue = emailProblem(body.email) ?? (await emailTakenProblem(db.kysely, body.email));
  if (emailIssue) errors.email = emailIssue;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const id = await createUser(
    db,
    {
      username: body.username,
      email: body.email,
      firstName: body.first_name?.trim(),
      lastName: body.last_name?.trim(),
      passwordHash: UNUSABLE_PASSWORD,
      isStaff: body.is_staff,
    },
    async (trx, userId) => {
      await sendPasswordLink(trx, { id: userId, username: body.username, email: body.email }, 'welcome');
      await recordAudit(trx, caller, {
        action: 'user.create',
        targetType: 'user',
        targetId: userId,
        after: {
          username: body.username,
          email: body.email,
          first_name: body.first_name?.trim() ?? '',
          last_name: body.last_name?.trim() ?? '',
          is_staff: body.is_staff === true,
          is_active: true,
        },
      });
    },
  );
  return (await users.loadUser(db.kysely, id))!;
}

/** A user as the audit log keeps it: never the password hash. */
const userFields = (row: users.UserRow) => ({
  username: row.username,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  is_staff: toBool(row.is_staff),
  is_active: toBool(row.is_active),
});

export const PASSWORD_NOT_HERE = 'Use /auth/users/set_password/ to change the password.';

export async function changeUser(db: Db, caller: Caller, id: number, body: Partial<UserWrite>): Promise<User> {
  const existing = await users.findUserById(db.kysely, id);
  if (!existing) throw notFound();
  if (!caller.isStaff && caller.id !== id) throw permissionDenied();
  if (body.is_staff !== undefined && !caller.isStaff && body.is_staff !== toBool(existing.is_staff)) {
    throw permissionDenied('Only staff can change is_staff.');
  }
  // Older clients sent the password here and it was silently dropped; say where it goes instead.
  if ('password' in body) throw validationError({ password: PASSWORD_NOT_HERE });
  const errors: Record<string, string> = {};
  if (body.username !== undefined) {
    // A username kept as it is (a PUT sends it back) is not chosen again: one taken before the
    // rule was shared with public names stays until it changes.
    const chosen = body.username !== existing.username;
    const issue = usernameProblem(body.username) ?? (chosen ? await nameProblem(db.kysely, 'username', body.username, id) : undefined);
    if (issue) errors.username = issue;
  }
  const changesEmail = body.email !== undefined && body.email !== existing.email;
  if (body.email !== undefined) {
    // An address kept as it is (a PUT sends it back) is not checked again: accounts that shared
    // one before addresses were unique keep it until it changes.
    const issue = emailProblem(body.email) ?? (changesEmail ? await emailTakenProblem(db.kysely, body.email, id) : undefined);
    if (issue) errors.email = issue;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const removesStaff = caller.isStaff && body.is_staff === false && toBool(existing.is_staff);
  // The same rule as the people screen's "revoke staff": never your own, never the last one.
  if (removesStaff && caller.id === id) throw validationError({ is_staff: PEOPLE_MESSAGES.notOnYourself });
  try {
    await db.kysely.transaction().execute(async (trx) => {
      if (removesStaff && toBool(existing.is_active)) await assertAnotherStaffRemains(trx, id);
      await users.updateUser(trx, id, {
        username: body.username,
        // Names are kept as typed but for the spaces around them, as Django REST Framework trims them.
        firstName: body.first_name?.trim(),
        lastName: body.last_name?.trim(),
        // Written only when it changes, so an address kept without its key stays so.
        email: changesEmail ? body.email : undefined,
        isStaff: caller.isStaff ? body.is_staff : undefined,
      });
      if (changesEmail) await mailOldAddress(trx, existing, body.email!);
      if (caller.isStaff) {
        const after = (await users.findUserById(trx, id))!;
        await recordAudit(trx, caller, {
          action: 'user.change',
          targetType: 'user',
          targetId: id,
          before: userFields(existing),
          after: userFields(after),
        });
      }
    });
  } catch (error) {
    throw uniqueViolationAsError(error);
  }
  return (await users.loadUser(db.kysely, id))!;
}

/**
 * The address an account had hears that it changed: whoever took over the account (or made a
 * mistake) cannot move it away unnoticed. The new address is not named in it.
 */
async function mailOldAddress(trx: Queryable, user: users.UserRow, newEmail: string): Promise<void> {
  if (!user.email.trim() || user.email.trim().toLowerCase() === newEmail.trim().toLowerCase()) return;
  const words = mailWords(await mailLanguageOf(trx, user.id));
  await enqueueMail(trx, {
    to: user.email,
    userId: user.id,
    subject: words('emailChanged.subject'),
    text: words('emailChanged.body', { username: user.username }),
  });
}

export async function removeUser(db: Db, caller: Caller, id: number, catalogue?: CatalogueCache, payments?: PaymentGateway): Promise<void> {
  if (!caller.isStaff) throw permissionDenied();
  const existing = await users.findUserById(db.kysely, id);
  if (!existing) throw notFound();
  if (caller.id === id) throw new ApiError(400, { detail: 'Staff cannot delete their own user.' });
  await cancelMonthlyGiftsOfUser(db, payments, id);
  const erased = await eraseUser(db, id, async (trx) => {
    if (toBool(existing.is_staff) && toBool(existing.is_active)) await assertAnotherStaffRemains(trx, id);
    await recordAudit(trx, caller, { action: 'user.delete', targetType: 'user', targetId: id, before: userFields(existing) });
  });
  if (erased.stockReturned) catalogue?.invalidate();
}

export const STAFF_CANNOT_ERASE_THEMSELVES = 'Staff users are deleted by other staff, from the users list.';

/** A user erases their own account after confirming their password (docs/api.md, Erasure and export). */
export async function deleteMe(
  db: Db,
  caller: Caller,
  callerTokenKey: string,
  body: { current_password: string },
  catalogue?: CatalogueCache,
  payments?: PaymentGateway,
): Promise<void> {
  const user = await users.findUserById(db.kysely, caller.id);
  if (!user) throw notFound();
  await checkCurrentPassword(db, user, body.current_password, callerTokenKey);
  if (toBool(user.is_staff)) throw permissionDenied(STAFF_CANNOT_ERASE_THEMSELVES);
  await cancelMonthlyGiftsOfUser(db, payments, user.id);
  if ((await eraseUser(db, user.id)).stockReturned) catalogue?.invalidate();
}
