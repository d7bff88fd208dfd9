import { sql, type Kysely } from 'kysely';

/**
 * Mail that reaches only the person it is for, and no live password link at rest.
 *
 * - `users.email_key`: the address in lower case, unique, so one address belongs to one account
 *   (the database refuses a second one even when two sign-ups race). A database may already
 *   hold an address on several accounts: the oldest of them gets the key and the others keep
 *   theirs without one (null never collides), so the upgrade never fails on them; the service
 *   still refuses a new account or change to any address a user already has.
 * - `outbox.user_id`: the user a message is for (null for mail to staff or support addresses
 *   and to people without an account); an export holds only the caller's rows, and erasing the
 *   user deletes them. Mail stored before this names nobody: an address alone cannot tell whose
 *   it was, since anyone could sign up with any address.
 * - `outbox.link_kind`: `reset` or `welcome` for a message whose password link the sender
 *   mints when it sends (the body holds a placeholder instead).
 * - Stored mail with a live link: a message still waiting gets the placeholder, so it is sent
 *   with a fresh link; one sent or failed gets "[link]", its token no longer readable here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_key', 'varchar(254)').execute();
  // One pass over the users (not one per user): the oldest account of each address.
  await sql`
    update users set email_key = lower(email)
    where id in (select min(id) from users where email <> '' group by lower(email))
  `.execute(db);
  await db.schema.createIndex('users_email_key_idx').unique().on('users').column('email_key').execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('link_kind', 'varchar(10)').execute();
  await db.schema.createIndex('outbox_user_idx').on('outbox').column('user_id').execute();

  const withLinks = await sql<{ id: number; to: string; subject: string; body: string; status: string }>`
    select id, "to", subject, body, status from outbox where body like ${'%/reset-password/%'}
  `.execute(db);
  for (const row of withLinks.rows) {
    const kind = PASSWORD_SUBJECTS[row.subject];
    const match = LINK.exec(row.body);
    const userId = match ? decodeUid(match[1]!) : undefined;
    // Only a password mail this server wrote, still addressed to the account it names, is sent
    // again with a fresh link: other mail can carry such a path in text a user chose (an
    // address on a receipt), and must not mint a link for the account that path names.
    const owner =
      kind !== undefined && userId !== undefined
        ? (await sql<{ email: string }>`select email from users where id = ${userId}`.execute(db)).rows[0]
        : undefined;
    const addressedToOwner = owner !== undefined && owner.email.trim().toLowerCase() === row.to.trim().toLowerCase();
    if (row.status === 'pending' && addressedToOwner) {
      await sql`
        update outbox set body = ${row.body.replace(LINKS, '[link]')}, user_id = ${userId}, link_kind = ${kind} where id = ${row.id}
      `.execute(db);
    } else {
      await sql`update outbox set body = ${row.body.replace(LINKS, '[link]')} where id = ${row.id}`.execute(db);
    }
  }
}

/** The subjects of the two password mails this server wrote, and which link each holds. */
const PASSWORD_SUBJECTS: Record<string, 'reset' | 'welcome'> = {
  'Reset your OnePair password': 'reset',
  'Choose your OnePair password': 'welcome',
};

/** A password link as this server wrote them: any origin, then the uid and the token. */
const LINK = /\S*\/reset-password\/([\w-]+)\/[\w-]+/;
const LINKS = new RegExp(LINK.source, 'g');

function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString();
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}
