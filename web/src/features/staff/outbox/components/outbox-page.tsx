import type { OutboxMessage } from '@onepair/contract';

import { useState } from 'react';

import { columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { allErrorMessages } from '@/lib/api-errors';

import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { useOutbox } from '../api/get-outbox';
import { useResendMessage } from '../api/resend-message';
import { OUTBOX_STATUS_LABELS, OUTBOX_TEXTS } from '../lib/texts';

const helper = columnsFor<OutboxMessage>();
const columns = [
  helper.accessor('created_at', { header: OUTBOX_TEXTS.columns.written, cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('to', { header: OUTBOX_TEXTS.columns.to }),
  helper.display({
    id: 'message',
    header: OUTBOX_TEXTS.columns.message,
    cell: ({ row }) => (
      <details>
        <summary className="cursor-pointer font-semibold text-blue-800">{row.original.subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{row.original.body}</p>
      </details>
    ),
  }),
  helper.display({
    id: 'status',
    header: OUTBOX_TEXTS.columns.status,
    cell: ({ row }) => (
      <>
        {OUTBOX_STATUS_LABELS[row.original.status]}
        {row.original.sent_at && <span className="block text-slate-600">{dateTime(row.original.sent_at)}</span>}
        {row.original.attempts > 0 && row.original.status !== 'sent' && (
          <span className="block text-slate-600">{OUTBOX_TEXTS.attempts(row.original.attempts)}</span>
        )}
        {row.original.last_error && <span className="block text-red-800">{row.original.last_error}</span>}
        {row.original.status === 'failed' && <ResendButton message={row.original} />}
      </>
    ),
  }),
];

/** Queues a failed (or bounced) message again, and says what became of it. */
function ResendButton({ message }: { message: OutboxMessage }) {
  const resend = useResendMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  return (
    <span className="mt-1 block">
      <Button
        variant="secondary"
        className="!px-2 !py-1"
        aria-label={OUTBOX_TEXTS.resendTo(message.to, message.subject)}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
        onClick={() =>
          resend.mutate(message.id, {
            onSuccess: () => setOutcome({ ok: true, text: OUTBOX_TEXTS.queued }),
            onError: (error) => setOutcome({ ok: false, text: `${OUTBOX_TEXTS.resendFailed} ${allErrorMessages(error).join(' ')}`.trim() }),
          })
        }
      >
        {resend.isPending ? OUTBOX_TEXTS.resending : OUTBOX_TEXTS.resend}
      </Button>
      <span role="status" className={`block ${outcome?.ok ? 'text-emerald-800' : 'text-red-800'}`}>
        {outcome?.text}
      </span>
    </span>
  );
}

/** /staff/outbox: every message the server wrote, and whether it went out. */
export default function OutboxPage() {
  const list = useOutbox();
  return (
    <StaffListPage
      texts={OUTBOX_TEXTS}
      list={list}
      table={{
        columns,
        rowKey: 'id',
      }}
    />
  );
}
