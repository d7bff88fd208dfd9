/**
 * Migration 027 on a database an older server left: accounts sharing an address, and mail
 * holding live password links (a reset still waiting to be sent, and one already sent).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../src/db/engine.js';
import { useBareDatabase } from '../databases.js';
import { migrate } from '../../src/db/migrate.js';
import * as mailAndTokens from '../../src/db/migrations/027-mail-and-tokens.js';

let db: Db;
const ids: Record<string, number> = {};
const TOKEN = 'bGl2ZS10b2tlbi1pbi10aGUtb3V0Ym94';
const uid = (id: number) => Buffer.from(String(id)).toString('base64url');

useBareDatabase('onepair_mail_migration', async (opened) => {
  db = opened;
  // Every migration before this one: 027 is marked done so that the test runs it itself.
  await sql`create table schema_migrations (name varchar(100) primary key, applied_at varchar(40) not null)`.execute(db.kysely);
  await sql`insert into schema_migrations (name, applied_at) values ('027-mail-and-tokens', ${new Date().toISOString()})`.execute(
    db.kysely,
  );
  await migrate(db);
  const k = db.kysely as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  for (const [name, email] of [
    ['older', 'Shared@example.org'],
    ['newer', 'shared@EXAMPLE.org'],
    ['alone', 'alone@example.org'],
    ['blank', ''],
  ] as const) {
    const row = await k
      .insertInto('users')
      .values({
        username: name,
        username_lower: name,
        email,
        password_hash: 'x',
        is_staff: 0,
        is_active: 1,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id as number;
  }
  const mail = (to: string, subject: string, body: string, status: string) =>
    k
      .insertInto('outbox')
      .values({
        to,
        subject,
        body,
        status,
        attempts: 0,
        next_attempt_at: '2025-01-01T00:00:00.000Z',
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
  await mail(
    'alone@example.org',
    'Reset your OnePair password',
    `Open:\n\nhttp://evil.example/reset-password/${uid(ids.alone!)}/${TOKEN}\n\nBye`,
    'pending',
  );
  await mail(
    'alone@example.org',
    'Choose your OnePair password',
    `Open:\n\nhttps://onepair.example.org/reset-password/${uid(ids.alone!)}/${TOKEN}x\n`,
    'sent',
  );
  await mail('alone@example.org', 'Your glasses have shipped', 'Tracking number: 1Z', 'sent');
  // Text a user chose (an address on a receipt) naming another account's reset path, and a
  // reset mail to an address the account it names does not have: neither may mint a link.
  await mail('attacker@example.org', 'Your OnePair receipt', `Address: x/reset-password/${uid(ids.alone!)}/x`, 'pending');
  await mail(
    'attacker@example.org',
    'Reset your OnePair password',
    `Open:\n\nhttp://x/reset-password/${uid(ids.alone!)}/${TOKEN}\n`,
    'pending',
  );
  await mailAndTokens.up(db.kysely as never);
});

describe('migration 027-mail-and-tokens', () => {
  it('keys the oldest account of a shared address, never fails on the others, and refuses a new duplicate', async () => {
    const rows = await db.kysely.selectFrom('users').select(['username', 'email_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'older', email_key: 'shared@example.org' },
      { username: 'newer', email_key: null },
      { username: 'alone', email_key: 'alone@example.org' },
      { username: 'blank', email_key: null },
    ]);
    await expect(
      db.kysely.updateTable('users').set({ email_key: 'alone@example.org' }).where('id', '=', ids.newer!).execute(),
    ).rejects.toThrow();
  });

  it('leaves no live link in the outbox: a waiting reset gets a placeholder and its user, a sent one "[link]"', async () => {
    const rows = await db.kysely.selectFrom('outbox').select(['subject', 'body', 'user_id', 'link_kind']).orderBy('id').execute();
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
    expect(JSON.stringify(rows)).not.toContain('/reset-password/');
    expect(rows).toEqual([
      { subject: 'Reset your OnePair password', body: 'Open:\n\n[link]\n\nBye', user_id: ids.alone, link_kind: 'reset' },
      { subject: 'Choose your OnePair password', body: 'Open:\n\n[link]\n', user_id: null, link_kind: null },
      // Older mail names nobody: an address alone does not say whose it was.
      { subject: 'Your glasses have shipped', body: 'Tracking number: 1Z', user_id: null, link_kind: null },
      { subject: 'Your OnePair receipt', body: 'Address: [link]', user_id: null, link_kind: null },
      { subject: 'Reset your OnePair password', body: 'Open:\n\n[link]\n', user_id: null, link_kind: null },
    ]);
  });
});
