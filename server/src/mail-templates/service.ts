/**
 * Mail texts: staff read and change the subject and body of each kind of mail in each
 * language (docs/api.md, Mail texts), and the services that send those mails write them here,
 * in the language of the person they are for.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_MAIL_TEXTS,
  LANGUAGES,
  MAIL_TEMPLATE_KEYS,
  fillMailText,
  isLanguage,
  mailTextErrors,
  type Language,
  type MailTemplate,
  type MailTemplateKey,
  type MailTemplateList,
  type MailText,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { validationError } from '../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as texts from './repository.js';

/** Every kind of mail in every language, as staff edit them. */
export async function listMailTemplates(db: Db): Promise<MailTemplateList> {
  const changed = await texts.listChangedTexts(db.kysely);
  const results = MAIL_TEMPLATE_KEYS.flatMap((template) =>
    LANGUAGES.map((language) =>
      toTemplate(
        template,
        language,
        changed.find((row) => row.template === template && row.language === language),
      ),
    ),
  );
  return { results };
}

/**
 * Stores staff's text for one kind of mail and language, once its placeholders check out (a
 * 400 naming `subject` or `body` otherwise, nothing stored); audited with the text before and after.
 */
export async function changeMailTemplate(
  db: Db,
  actor: AuditActor,
  template: MailTemplateKey,
  language: Language,
  text: MailText,
): Promise<MailTemplate> {
  const errors = mailTextErrors(template, text);
  if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
  return db.kysely.transaction().execute(async (trx) => {
    const before = await currentText(trx, template, language);
    await texts.saveText(trx, { template, language, subject: text.subject.trim(), body: text.body, updated_at: nowIso() });
    const after = (await texts.findChangedText(trx, template, language))!;
    await recordAudit(trx, actor, {
      action: 'mail_template.change',
      targetType: 'mail_template',
      targetId: `${template}/${language}`,
      before,
      after: { subject: after.subject, body: after.body },
    });
    return toTemplate(template, language, after);
  });
}

/** Goes back to the product's text for one kind of mail and language; audited when there was a changed text. */
export async function resetMailTemplate(db: Db, actor: AuditActor, template: MailTemplateKey, language: Language): Promise<MailTemplate> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await currentText(trx, template, language);
    if (await texts.deleteText(trx, template, language)) {
      await recordAudit(trx, actor, {
        action: 'mail_template.reset',
        targetType: 'mail_template',
        targetId: `${template}/${language}`,
        before,
        after: DEFAULT_MAIL_TEXTS[language][template],
      });
    }
    return toTemplate(template, language, undefined);
  });
}

/**
 * The subject and text of one mail, from staff's text or the default, with its placeholders
 * filled. `values` should name every placeholder the kind of mail has.
 */
export async function writeMail(
  db: Queryable,
  template: MailTemplateKey,
  language: Language,
  values: Readonly<Record<string, string>>,
): Promise<{ subject: string; text: string }> {
  return fillMailText(await currentText(db, template, language), values);
}

/** The language mail to a user is written in: theirs, or the default for no user. */
export async function mailLanguageOf(db: Queryable, userId: number | null | undefined): Promise<Language> {
  if (userId === null || userId === undefined) return DEFAULT_LANGUAGE;
  // A value other than a known language (written into the database by hand) reads as the default.
  const language = await texts.languageOfUser(db, userId);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

async function currentText(db: Queryable, template: MailTemplateKey, language: Language): Promise<MailText> {
  const row = await texts.findChangedText(db, template, language);
  return row ? { subject: row.subject, body: row.body } : DEFAULT_MAIL_TEXTS[language][template];
}

function toTemplate(template: MailTemplateKey, language: Language, row: texts.MailTemplateRow | undefined): MailTemplate {
  const text = row ?? DEFAULT_MAIL_TEXTS[language][template];
  return { template, language, subject: text.subject, body: text.body, is_default: row === undefined, updated_at: row?.updated_at ?? null };
}
