import {
  LANGUAGE_NAMES,
  LANGUAGES,
  MAIL_BODY_MAX_LENGTH,
  MAIL_PREVIEW_VALUES,
  MAIL_SUBJECT_MAX_LENGTH,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_KINDS,
  MailTextWrite,
  fillMailText,
  isLanguage,
  isMailTemplateKey,
  mailTextErrors,
  type Language,
  type MailTemplate,
  type MailTemplateKey,
} from '@onepair/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';

import { Form, FormRootMessage, FormSubmitButton, FormTextField } from '@/components/form/form';
import { LabelledField } from '@/components/form/labelled-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { formError } from '@/lib/api-errors';
import { useCharacterLimitHint } from '@/lib/character-limit';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { Section } from '../../components/detail-sections';
import { FilterField } from '../../components/list-page/filter-field';
import { dateTime } from '../../lib/format';
import { useMailTemplates, useResetMailTemplate, useSaveMailTemplate } from '../api/mail-templates';
import { staffMailTemplatesTexts } from '../texts';

const MAIL_OPTIONS = MAIL_TEMPLATE_KEYS.map((key) => ({ value: key, label: MAIL_TEMPLATE_KINDS[key].title }));
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }));

/** The mail and language the address names (`?mail=…&language=…`), the first of each otherwise. */
function useChosenMail() {
  const [params, setParams] = useSearchParams();
  const mail = params.get('mail');
  const language = params.get('language');
  const chosen = {
    template: isMailTemplateKey(mail) ? mail : MAIL_TEMPLATE_KEYS[0],
    language: isLanguage(language) ? language : LANGUAGES[0],
  };
  const choose = (next: { template: MailTemplateKey; language: Language }) =>
    setParams({ mail: next.template, language: next.language }, { replace: true });
  return [chosen, choose] as const;
}

/** The placeholders of a kind of mail, with what each stands for. */
function Placeholders({ template }: { template: MailTemplateKey }) {
  const t = useTexts(staffMailTemplatesTexts);
  const kind = MAIL_TEMPLATE_KINDS[template];
  return (
    <div>
      <h3 className="font-semibold text-slate-800">{t('placeholders')}</h3>
      <dl className="mt-1 flex flex-col gap-1">
        {Object.entries(kind.placeholders).map(([name, meaning]) => (
          <div key={name} className="flex flex-col sm:flex-row sm:gap-2">
            <dt className="shrink-0 font-mono text-slate-900">
              {`{${name}}`}
              {kind.required.includes(name) && <span className="font-sans text-slate-700"> {t('required')}</span>}
            </dt>
            <dd className="text-slate-700">{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The mail as the text being written makes it, with made-up values, updated as staff type. */
function Preview({ language }: { language: Language }) {
  const t = useTexts(staffMailTemplatesTexts);
  const [subject, body] = useWatch<MailTextWrite, ['subject', 'body']>({ name: ['subject', 'body'] });
  const mail = fillMailText({ subject: subject ?? '', body: body ?? '' }, MAIL_PREVIEW_VALUES[language]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-slate-50 p-3">
      <h3 id={headingId} className="font-semibold text-slate-800">
        {t('preview')}
      </h3>
      <p className="text-sm text-slate-700">{t('previewIntro')}</p>
      <div lang={language} className="mt-2 break-words">
        <p>
          <span className="font-semibold">{t('previewSubject')}</span> {mail.subject}
        </p>
        <p className="mt-2 whitespace-pre-wrap">{mail.text}</p>
      </div>
    </section>
  );
}

/**
 * Staff's text for one mail in one language: the subject and body, checked by the same rules
 * as the server's, with a preview; saving stores it, going back removes it. `onDirtyChange`
 * tells the page whether there are unsaved changes.
 */
function MailTextForm({ template, onDirtyChange }: { template: MailTemplate; onDirtyChange: (dirty: boolean) => void }) {
  const t = useTexts(staffMailTemplatesTexts);
  const characterLimitHint = useCharacterLimitHint();
  const key = template.template;
  const save = useSaveMailTemplate(key, template.language);
  const reset = useResetMailTemplate(key, template.language);
  const form = useSchemaForm(MailTextWrite, {
    defaultValues: { subject: template.subject, body: template.body },
    check: (values) => mailTextErrors(key, values),
  });
  const [notice, setNotice] = useState<string>();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [askingReset, setAskingReset] = useState(false);
  const bodyError = form.formState.errors.body?.message || undefined;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // What the notice says is about the text as it was sent: the next edit takes it away.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setNotice(undefined));
    return () => subscription.unsubscribe();
  }, [watch]);
  // After going back, the button that asked is gone: the focus goes to the notice that says what happened.
  useEffect(() => {
    if (notice === t('resetDone')) noticeRef.current?.focus();
  }, [notice, t]);

  async function submit(values: MailTextWrite) {
    setNotice(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ subject: saved.subject, body: saved.body });
      setNotice(t('saved'));
    } catch (error) {
      showServerErrors(form, error, (failure) => formError(failure) ?? (isApiError(failure) ? undefined : t('saveFailed')));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-slate-700">
        <span className="font-semibold">{t('sentWhen')}</span> {MAIL_TEMPLATE_KINDS[key].sentWhen}{' '}
        {template.is_default ? t('isDefault') : t('changedOn', { when: dateTime(template.updated_at) })}
      </p>
      <FormTextField
        name="subject"
        label={t('subject')}
        required
        maxLength={MAIL_SUBJECT_MAX_LENGTH}
        autoComplete="off"
        lang={template.language}
      />
      <LabelledField label={t('body')} error={bodyError} hint={characterLimitHint(MAIL_BODY_MAX_LENGTH)}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('body')}
            lang={template.language}
            rows={12}
            maxLength={MAIL_BODY_MAX_LENGTH}
            aria-required="true"
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600"
          />
        )}
      </LabelledField>
      <Placeholders template={key} />
      <Preview language={template.language} />
      <FormRootMessage />
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <FormSubmitButton busyLabel={t('saving')}>{t('save')}</FormSubmitButton>
        {!template.is_default && (
          <Button type="button" variant="secondary" onClick={() => setAskingReset(true)}>
            {t('reset')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={askingReset}
        onClose={() => {
          setAskingReset(false);
          reset.reset();
        }}
        title={t('resetTitle')}
        explanation={t('resetExplain')}
        error={reset.isError ? (formError(reset.error) ?? t('resetFailed')) : undefined}
        cancelLabel={t('resetKeep')}
        confirmLabel={t('resetConfirm')}
        busyLabel={t('resetting')}
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (restored) => {
              setAskingReset(false);
              form.reset({ subject: restored.subject, body: restored.body });
              setNotice(t('resetDone'));
            },
          })
        }
      />
    </Form>
  );
}

/**
 * /staff/settings/mail: the texts of the mails staff can edit, one mail and language at a time.
 * Choosing another mail with unsaved changes asks first.
 */
export default function MailTemplatesPage() {
  const t = useTexts(staffMailTemplatesTexts);
  const mailChoice = useMemo(() => ({ name: 'mail', label: t('mail'), kind: 'select', options: MAIL_OPTIONS }) as const, [t]);
  const languageChoice = useMemo(
    () => ({ name: 'language', label: t('language'), kind: 'select', options: LANGUAGE_OPTIONS }) as const,
    [t],
  );
  const templates = useMailTemplates();
  const [chosen, choose] = useChosenMail();
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<{ template: MailTemplateKey; language: Language }>();

  // Closing or reloading the tab with unsaved changes asks first, as the browser words it.
  useEffect(() => {
    if (!dirty) return;
    const keep = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [dirty]);

  function switchTo(next: { template: MailTemplateKey; language: Language }) {
    if (dirty) setLeavingFor(next);
    else choose(next);
  }

  const current = templates.data?.results.find((row) => row.template === chosen.template && row.language === chosen.language);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      {/* The example's braces would make it a value of the message: it goes in as one. */}
      <p className="text-slate-700">{t('intro', { example: '{donor_name}' })}</p>
      <Section id="mail-choice" title={t('choose')}>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <FilterField
            field={mailChoice}
            value={chosen.template}
            onChange={(value) => isMailTemplateKey(value) && switchTo({ ...chosen, template: value })}
          />
          <FilterField
            field={languageChoice}
            value={chosen.language}
            onChange={(value) => isLanguage(value) && switchTo({ ...chosen, language: value })}
          />
        </div>
      </Section>
      {templates.isPending ? (
        <Spinner label={t('loading')} />
      ) : !current ? (
        <LoadError message={t('loadFailed')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
      ) : (
        <Section
          id="mail-text"
          title={
            <>
              {MAIL_TEMPLATE_KINDS[current.template].title} · <span lang={current.language}>{LANGUAGE_NAMES[current.language]}</span>
            </>
          }
        >
          <div className="mt-3">
            <MailTextForm key={`${current.template}/${current.language}`} template={current} onDirtyChange={setDirty} />
          </div>
        </Section>
      )}
      <ConfirmDialog
        open={leavingFor !== undefined}
        onClose={() => setLeavingFor(undefined)}
        title={t('leaveTitle')}
        explanation={t('leaveExplain')}
        cancelLabel={t('leaveStay')}
        confirmLabel={t('leaveConfirm')}
        busyLabel={t('leaveConfirm')}
        busy={false}
        onConfirm={() => {
          if (leavingFor) choose(leavingFor);
          setLeavingFor(undefined);
          setDirty(false);
        }}
      />
    </div>
  );
}
