/** SQL for the mail texts staff changed; a kind of mail without a row is written with its default. */
import type { Language, MailTemplateKey } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import type { MailTemplatesTable } from '../db/schema.js';

export type MailTemplateRow = MailTemplatesTable;

export function listChangedTexts(db: Queryable): Promise<MailTemplateRow[]> {
  return db.selectFrom('mail_templates').selectAll().execute();
}

export function findChangedText(db: Queryable, template: MailTemplateKey, language: Language): Promise<MailTemplateRow | undefined> {
  return db.selectFrom('mail_templates').selectAll().where('template', '=', template).where('language', '=', language).executeTakeFirst();
}

/** Stores a changed text, replacing the one stored before. */
export async function saveText(db: Queryable, row: MailTemplateRow): Promise<void> {
  await db
    .insertInto('mail_templates')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['template', 'language']).doUpdateSet({ subject: row.subject, body: row.body, updated_at: row.updated_at }),
    )
    .execute();
}

/** Goes back to the default text; false when there was no changed text. */
export async function deleteText(db: Queryable, template: MailTemplateKey, language: Language): Promise<boolean> {
  const result = await db.deleteFrom('mail_templates').where('template', '=', template).where('language', '=', language).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The language a user chose, or undefined for no user (mail to someone without an account). */
export async function languageOfUser(db: Queryable, userId: number): Promise<Language | undefined> {
  const row = await db.selectFrom('accounts').select('language').where('user_id', '=', userId).executeTakeFirst();
  return row?.language;
}
