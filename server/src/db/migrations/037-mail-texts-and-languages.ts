import type { Kysely } from 'kysely';

/**
 * Mail texts staff changed (`mail_templates`: one row per kind of mail and language; a kind
 * without a row is written with the product's default text), and the language a person
 * chose (`accounts.language`, `en` until they choose), which mail to them is written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_templates')
    .addColumn('template', 'varchar(40)', (col) => col.notNull())
    .addColumn('language', 'varchar(10)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_templates_pkey', ['template', 'language'])
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('language', 'varchar(10)', (col) => col.notNull().defaultTo('en'))
    .execute();
}
