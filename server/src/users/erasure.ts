/**
 * A person's own data: erasing it (the user themselves, or staff) (docs/api.md, Erasure and
 * export). Exporting it is in export.ts.
 */
import { sql } from 'kysely';
import { AUDIT_ERASED, STOCK_MESSAGES } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { notFound } from '../lib/errors.js';
import { scrubAuditOfUser } from '../audit/erasure.js';
import { deleteMailQuoting } from '../outbox/repository.js';
import { tryMovement } from '../stock/service.js';
import { eraseMovementNames } from '../stock/repository.js';
import * as users from './repository.js';
import { findDonatorIdOfUser } from '../donators/repository.js';
import { forgetGiftDetailsOfDonator } from '../donations/tributes.js';

/**
 * Deletes the user and everything of theirs in one transaction: account, donor and recipient
 * records, the prescription and any other file they own, claims with their support messages,
 * tokens, reset links, the mail addressed to them and the mail to staff that quotes their
 * support messages (sent or not: it holds their words and name); the audit log's entries about them or by
 * them keep their action, target and time, with the personal data replaced. A pair claimed but
 * not yet shipped goes back into stock first. Their donations stay, with no donor (the foreign key sets it null),
 * so totals and statistics still add up while the top-donor lists, which join the donor's
 * user, no longer show them. Returns whether stock changed.
 */
export async function eraseUser(db: Db, userId: number, first?: (trx: Queryable) => Promise<void>): Promise<{ stockReturned: boolean }> {
  return db.kysely.transaction().execute(async (trx) => {
    const user = await users.findUserById(trx, userId);
    if (!user) throw notFound();
    // A gift locks its donor's row and then names the user in its receipt mail; erasing takes
    // the user's row and then the donor's. On PostgreSQL the two would deadlock, so the
    // erasure takes the donor's row first and waits for gifts under way (SQLite runs one
    // transaction at a time).
    if (db.engine === 'postgres') await lockDonatorOfUser(trx, userId);
    // What the caller checks or records in the same transaction (staff: the audit entry).
    await first?.(trx);
    // The log keeps its entries, with the user's personal data in them replaced.
    await scrubAuditOfUser(trx, userId);
    const waiting = await claimsOfUser(trx, userId)
      .where('claims.status', '=', 'claimed')
      .select(['claims.id', 'claims.glasses_id'])
      .execute();
    for (const claim of waiting) {
      await trx.updateTable('claims').set({ status: 'cancelled', cancelled_at: nowIso() }).where('id', '=', claim.id).execute();
      if (claim.glasses_id !== null) {
        // The user goes with this transaction, so the movement names nobody.
        await tryMovement(trx, {
          glassesId: claim.glasses_id,
          change: 1,
          kind: 'returned',
          reason: STOCK_MESSAGES.erasedReturned,
          byUserId: null,
        });
      }
    }
    await trx.deleteFrom('outbox').where('user_id', '=', userId).execute();
    // Mail stored before messages named their user (migration 027) is known by its address only.
    // Only that older mail: later mail naming nobody went to staff, the support address or people
    // without an account, and an account made with such an address must not take it away.
    const namedSince = await mailNamedItsUserSince(trx);
    if (namedSince !== undefined && user.email.trim() !== '' && !(await addressSharedWithOthers(trx, userId, user.email))) {
      await trx
        .deleteFrom('outbox')
        .where('user_id', 'is', null)
        .where('quotes_user_id', 'is', null)
        .where('created_at', '<', namedSince)
        .where(sql<string>`lower("to")`, '=', user.email.trim().toLowerCase())
        .execute();
    }
    await deleteMailQuoting(trx, userId);
    // The stock ledger keeps their movements, naming them as the audit log does, and the frames
    // they gave, by their account or, when nobody else has it, by their address.
    const ownAddress = user.email.trim() !== '' && !(await addressSharedWithOthers(trx, userId, user.email)) ? user.email : undefined;
    await eraseMovementNames(trx, userId, AUDIT_ERASED, ownAddress);
    const donatorId = await findDonatorIdOfUser(trx, userId);
    if (donatorId !== undefined) await forgetGiftDetailsOfDonator(trx, donatorId);
    await users.deleteUser(trx, userId);
    return { stockReturned: waiting.some((claim) => claim.glasses_id !== null) };
  });
}

/** When migration 027 ran: mail stored since then names the user it is for. */
async function mailNamedItsUserSince(db: Queryable): Promise<string | undefined> {
  const { rows } = await sql<{ applied_at: string }>`select applied_at from schema_migrations where name = '027-mail-and-tokens'`.execute(
    db,
  );
  return rows[0]?.applied_at;
}

async function lockDonatorOfUser(db: Queryable, userId: number): Promise<void> {
  await db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .select('donators.donator_id')
    .where('accounts.user_id', '=', userId)
    .forUpdate('donators')
    .execute();
}

/** The claims of the user's donatee record. */
export function claimsOfUser(db: Queryable, userId: number) {
  return db
    .selectFrom('claims')
    .innerJoin('donatees', 'donatees.donatee_id', 'claims.donatee_id')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .where('accounts.user_id', '=', userId);
}

async function addressSharedWithOthers(db: Queryable, userId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}
