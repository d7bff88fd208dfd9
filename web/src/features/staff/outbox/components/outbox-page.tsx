import type { OutboxMessage, OutboxStatus } from '@onepair/contract';
import { useMemo, useState } from 'react';

import { columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { useTexts, type TextKey } from '@/i18n';
import { allErrorMessages } from '@/lib/api-errors';

import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { useOutbox } from '../api/get-outbox';
import { useResendMessage } from '../api/resend-message';
import { staffOutboxTexts } from '../texts';

const STATUS_KEYS: Record<OutboxStatus, TextKey<typeof staffOutboxTexts>> = {
  pending: 'statusPending',
  sent: 'statusSent',
  failed: 'statusFailed',
};

const helper = columnsFor<OutboxMessage>();
const columns = (t: typeof staffOutboxTexts.t) => [
  helper.accessor('created_at', { header: t('columnWritten'), cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('to', { header: t('columnTo') }),
  helper.display({
    id: 'message',
    header: t('columnMessage'),
    cell: ({ row }) => (
      <details>
        <summary className="cursor-pointer font-semibold text-blue-800">{row.original.subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{row.original.body}</p>
      </details>
    ),
  }),
  helper.display({
    id: 'status',
    header: t('columnStatus'),
    cell: ({ row }) => (
      <>
        {t(STATUS_KEYS[row.original.status])}
        {row.original.sent_at && <span className="block text-slate-600">{dateTime(row.original.sent_at)}</span>}
        {row.original.attempts > 0 && row.original.status !== 'sent' && (
          <span className="block text-slate-600">{t('attempts', { count: row.original.attempts })}</span>
        )}
        {row.original.last_error && <span className="block text-red-800">{row.original.last_error}</span>}
        {row.original.status === 'failed' && <ResendButton message={row.original} />}
      </>
    ),
  }),
];

/** Queues a failed (or bounced) message again, and says what became of it. */
function ResendButton({ message }: { message: OutboxMessage }) {
  const t = useTexts(staffOutboxTexts);
  const resend = useResendMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  return (
    <span className="mt-1 block">
      <Button
        variant="secondary"
        className="!px-2 !py-1"
        aria-label={t('resendTo', { to: message.to, subject: message.subject })}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
        onClick={() =>
          resend.mutate(message.id, {
            onSuccess: () => setOutcome({ ok: true, text: t('queued') }),
            onError: (error) => setOutcome({ ok: false, text: `${t('resendFailed')} ${allErrorMessages(error).join(' ')}`.trim() }),
          })
        }
      >
        {resend.isPending ? t('resending') : t('resend')}
      </Button>
      <span role="status" className={`block ${outcome?.ok ? 'text-emerald-800' : 'text-red-800'}`}>
        {outcome?.text}
      </span>
    </span>
  );
}

/** /staff/outbox: every message the server wrote, and whether it went out. */
export default function OutboxPage() {
  const t = useTexts(staffOutboxTexts);
  const tableColumns = useMemo(() => columns(t), [t]);
  const list = useOutbox();
  return (
    <StaffListPage
      texts={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      list={list}
      table={{
        columns: tableColumns,
        rowKey: 'id',
      }}
    />
  );
}
