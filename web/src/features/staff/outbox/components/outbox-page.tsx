import type { OutboxMessage, OutboxStatus } from '@onepair/contract';

import { DataTable, columnsFor } from '@/components/table/data-table';

import { dateTime } from '../../lib/format';
import { useOutbox } from '../api/get-outbox';

export const OUTBOX_TEXTS = {
  title: 'Outbox',
  intro: 'The e-mail OnePair sends to recipients. Without a mail server configured, messages wait here.',
  caption: 'Messages, newest first',
  empty: 'No messages yet.',
} as const;

const STATUS_LABELS: Record<OutboxStatus, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed' };

const helper = columnsFor<OutboxMessage>();
const columns = [
  helper.accessor('created_at', { header: 'Written', cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('to', { header: 'To' }),
  helper.display({
    id: 'message',
    header: 'Message',
    cell: ({ row }) => (
      <details>
        <summary className="cursor-pointer font-semibold text-blue-800">{row.original.subject}</summary>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{row.original.body}</p>
      </details>
    ),
  }),
  helper.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <>
        {STATUS_LABELS[row.original.status]}
        {row.original.sent_at && <span className="block text-slate-600">{dateTime(row.original.sent_at)}</span>}
        {row.original.attempts > 0 && row.original.status !== 'sent' && (
          <span className="block text-slate-600">
            {row.original.attempts} {row.original.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
        )}
        {row.original.last_error && <span className="block text-red-800">{row.original.last_error}</span>}
      </>
    ),
  }),
];

/** /staff/outbox: every message the server wrote, and whether it went out. */
export default function OutboxPage() {
  const list = useOutbox();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{OUTBOX_TEXTS.title}</h1>
      <p className="text-slate-700">{OUTBOX_TEXTS.intro}</p>
      <DataTable
        caption={OUTBOX_TEXTS.caption}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(message) => String(message.id)}
        emptyMessage={OUTBOX_TEXTS.empty}
        {...list.tableProps}
      />
    </div>
  );
}
