import type { OutboxMessage } from '@onepair/contract';

import { columnsFor } from '@/components/table/data-table';

import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { useOutbox } from '../api/get-outbox';
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
      </>
    ),
  }),
];

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
