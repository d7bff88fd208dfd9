import { SUPPORT_MESSAGE_MAX_LENGTH, SupportMessageBody, VALIDATION_MESSAGES, type SupportMessage } from '@onepair/contract';
import { useId, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

import { Form, FormRootMessage } from '@/components/form/form';
import { LabelledField } from '@/components/form/labelled-field';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { pageLocale, usePageLanguage, useTexts, type Texts } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { fieldErrors, formError } from '@/lib/api-errors';
import { useCharacterLimitHint } from '@/lib/character-limit';
import { formatMoment } from '@/lib/format-date';
import { showServerErrors, useSchemaForm } from '@/lib/forms';

import { useSendSupportMessage, useSupportMessages } from './support-messages';
import { claimTexts, type ClaimTextKey } from './texts';

export type SupportViewer = 'recipient' | 'staff';

export interface SupportConversationProps {
  claimId: number;
  /** Who reads it: the recipient of the claim, or staff answering them. */
  viewer: SupportViewer;
  /** Called once a message is stored (the staff list then refreshes its "Question waiting" marker). */
  onSent?: (message: SupportMessage) => void;
  /** Shows a Close button beside Send (in a dialog). */
  onClose?: () => void;
}

function authorOf(t: Texts<ClaimTextKey>['t'], message: SupportMessage, viewer: SupportViewer): string {
  if (message.author === 'staff') return t('staffAuthor', { name: message.author_name });
  return viewer === 'recipient' ? t('you') : t('recipientAuthor', { name: message.author_name });
}

/**
 * "Contact Support": the conversation on one claim between its recipient and staff. The messages
 * so far (who, when, what), then a field and Send; a sent message joins the list, the field
 * empties and a status line says it went. What was typed stays when sending fails.
 */
export function SupportConversation({ claimId, viewer, onSent, onClose }: SupportConversationProps) {
  const t = useTexts(claimTexts);
  const language = usePageLanguage();
  const messages = useSupportMessages(claimId);
  const send = useSendSupportMessage(claimId);
  const headingId = useId();
  const fieldId = useId();
  const [sentCount, setSentCount] = useState(0);
  const form = useSchemaForm(SupportMessageBody, {
    defaultValues: { body: '' },
    check: ({ body }) => ({ body: body.trim() === '' ? VALIDATION_MESSAGES.blank : undefined }),
  });

  async function submit({ body }: SupportMessageBody) {
    setSentCount(0);
    try {
      const message = await send.mutateAsync({ body: body.trim() });
      form.resetField('body');
      setSentCount((count) => count + 1);
      onSent?.(message);
    } catch (error) {
      console.error('Sending the support message failed', error);
      showServerErrors(form, error, (caught) => {
        if (Object.keys(fieldErrors(caught)).length > 0) return undefined;
        // Past the server's limit on messages a minute: say what to do, not the throttle's wording.
        if (isApiError(caught) && caught.status === 429) return `${t('sendFailed')} ${t('tooMany')}`;
        return [t('sendFailed'), formError(caught)].filter(Boolean).join(' ');
      });
    }
    // Send was disabled while the message went, which took the focus away from it.
    form.setFocus('body');
  }

  const list = messages.data;
  return (
    <div className="flex flex-col gap-4 p-5 text-left">
      <p className="text-slate-700">{viewer === 'recipient' ? t('recipientIntro') : t('staffIntro')}</p>
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('messages')}
        </h3>
        {messages.isPending && <Spinner label={t('loadingMessages')} />}
        {messages.isError && !list && (
          <LoadError message={t('loadFailed')} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
        )}
        {list && list.length === 0 && <p className="text-slate-600">{t('empty')}</p>}
        {list && list.length > 0 && (
          <ol aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="support-messages">
            {list.map((message) => (
              <li
                key={message.id}
                className={`rounded-lg p-3 ${message.author === 'staff' ? 'bg-blue-50' : 'bg-slate-100'} ${
                  message.author === viewer ? 'sm:ml-8' : 'sm:mr-8'
                }`}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-slate-900">{authorOf(t, message, viewer)}</span>
                  <time dateTime={message.created_at} className="text-slate-600">
                    {formatMoment(message.created_at, pageLocale(language))}
                  </time>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <Form form={form} onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('newMessage')}>
        <MessageField id={fieldId} disabled={send.isPending} />
        <FormRootMessage />
        <p role="status" className="text-sm text-emerald-800">
          {sentCount > 0 ? (viewer === 'recipient' ? t('sent') : t('staffSent')) : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}

/** The labelled text area, with its message under it. */
function MessageField({ id, disabled }: { id: string; disabled: boolean }) {
  const t = useTexts(claimTexts);
  const characterLimitHint = useCharacterLimitHint();
  const form = useFormContext<SupportMessageBody>();
  const { errors } = useFormState({ control: form.control, name: 'body' });
  const error = errors.body?.message;
  return (
    <LabelledField id={id} label={t('messageLabel')} error={error} hint={characterLimitHint(SUPPORT_MESSAGE_MAX_LENGTH)}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          readOnly={disabled}
          className={`w-full rounded-lg border bg-white p-3 text-base text-slate-900 outline-none focus:ring-2 ${
            error ? 'border-red-500 focus:ring-red-300' : 'border-slate-300 focus:border-blue-600 focus:ring-blue-200'
          }`}
          {...form.register('body')}
        />
      )}
    </LabelledField>
  );
}
