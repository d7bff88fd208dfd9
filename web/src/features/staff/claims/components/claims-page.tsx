import { CANCELLABLE_CLAIM_STATUSES, CLAIM_STATUS_LABELS, CLAIM_STATUSES, isShippable, type ClaimStatus } from '@onepair/contract';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { DataTable, columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';

import { StatusSelect } from '../../components/status-select';
import { dateTime } from '../../lib/format';
import type { StaffClaimRow } from '../../lib/types';
import { useStaffClaims } from '../api/get-claims';

import { AssignFrameDialog } from './assign-frame-dialog';
import { CancelClaimDialog } from './cancel-claim-dialog';
import { ConversationDialog } from './conversation-dialog';
import { ShipPanel } from './ship-panel';

export const CLAIMS_TEXTS = {
  title: 'Claims',
  status: 'Status',
  allStatuses: 'All statuses',
  onlyWaiting: 'Only claims with a question waiting',
  caption: (status: StatusChoice, supportWaiting: boolean) => {
    const base =
      status === 'all' ? 'All claims' : status === 'claimed' ? 'Claims to ship' : `Claims: ${CLAIM_STATUS_LABELS[status].toLowerCase()}`;
    return supportWaiting ? `${base} with a question waiting, oldest first` : `${base}, oldest first`;
  },
  empty: 'No claims in this status.',
  emptyWaiting: 'No questions are waiting.',
  shipSelected: 'Ship the selected claims',
  questionWaiting: 'Question waiting',
  /** The conversation's button: 'Answer' while a question waits, else 'Messages', with the count. */
  conversation: (waiting: boolean, count: number) => `${waiting ? 'Answer' : 'Messages'} (${count})`,
  conversationFor: (username: string, waiting: boolean, count: number) => `${waiting ? 'Answer' : 'Messages with'} ${username} (${count})`,
} as const;

/** A status, or every status (`?status=all`). */
type StatusChoice = ClaimStatus | 'all';

const DEFAULT_STATUS: ClaimStatus = 'claimed';
const isClaimStatus = (value: string | null): value is ClaimStatus => CLAIM_STATUSES.includes(value as ClaimStatus);

/**
 * The list's filters from the address: `status` (the claims to ship unless asked) and
 * `support=waiting`. Questions may come on a claim in any status, so the waiting list shows
 * every status unless one is asked for.
 */
function filtersOf(search: URLSearchParams): { status: StatusChoice; supportWaiting: boolean } {
  const supportWaiting = search.get('support') === 'waiting';
  const asked = search.get('status');
  if (isClaimStatus(asked)) return { status: asked, supportWaiting };
  if (asked === 'all' || supportWaiting) return { status: 'all', supportWaiting };
  return { status: DEFAULT_STATUS, supportWaiting };
}
/** A claim can leave once it is claimed and has a frame. */
const shippable = isShippable;

function addressLines(claim: StaffClaimRow) {
  const address = claim.shipping_address;
  return (
    <address className="not-italic">
      {address.name}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.zip_code}
    </address>
  );
}

/**
 * /staff/claims: the list to ship (and the other statuses), with shipping, cancelling and picking
 * frames, and each claim's support conversation; `?support=waiting` lists the questions waiting.
 */
export default function ClaimsPage() {
  const [search, setSearch] = useSearchParams();
  const { status, supportWaiting } = filtersOf(search);
  const list = useStaffClaims({ status: status === 'all' ? undefined : status, supportWaiting });
  const waitingId = useId();
  const [selected, setSelected] = useState<number[]>([]);
  const [shipping, setShipping] = useState<number[]>([]);
  const [cancelling, setCancelling] = useState<StaffClaimRow | null>(null);
  const [assigning, setAssigning] = useState<StaffClaimRow | null>(null);
  const [talking, setTalking] = useState<StaffClaimRow | null>(null);

  function setFilters(next: { status: StatusChoice; supportWaiting: boolean }) {
    setSelected([]);
    setShipping([]);
    setSearch({ status: next.status, ...(next.supportWaiting ? { support: 'waiting' } : {}) }, { replace: true });
  }

  const columns = useMemo(() => {
    const helper = columnsFor<StaffClaimRow>();
    const toggle = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
    return [
      helper.display({
        id: 'select',
        header: () => <span className="sr-only">Select</span>,
        cell: ({ row }) =>
          shippable(row.original) ? (
            <input
              type="checkbox"
              className="h-5 w-5"
              aria-label={`Select the claim of ${row.original.username}`}
              checked={selected.includes(row.original.id)}
              onChange={(event) => toggle(row.original.id, event.target.checked)}
            />
          ) : null,
      }),
      helper.accessor('username', {
        header: 'Recipient',
        cell: ({ row }) => (
          <>
            {row.original.username}
            {row.original.support_waiting && (
              <span className="mt-1 block w-max rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {CLAIMS_TEXTS.questionWaiting}
              </span>
            )}
          </>
        ),
      }),
      helper.display({
        id: 'frame',
        header: 'Frame',
        cell: ({ row }) => row.original.glasses_name ?? (row.original.glasses === null ? 'None named' : `Frame ${row.original.glasses}`),
      }),
      helper.display({ id: 'address', header: 'Ship to', cell: ({ row }) => addressLines(row.original) }),
      helper.accessor('claimed_at', { header: 'Claimed', cell: ({ getValue }) => dateTime(getValue() as string) }),
      helper.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            {CLAIM_STATUS_LABELS[row.original.status]}
            {row.original.tracking_number && (
              <span className="block text-slate-600">
                {row.original.carrier} {row.original.tracking_number}
              </span>
            )}
            {row.original.reason && <span className="block text-slate-600">{row.original.reason}</span>}
          </>
        ),
      }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const claim = row.original;
          return (
            <div className="flex flex-wrap gap-1">
              <Button
                variant="secondary"
                className="!px-2 !py-1"
                onClick={() => setTalking(claim)}
                aria-label={CLAIMS_TEXTS.conversationFor(claim.username, claim.support_waiting, claim.support_messages)}
              >
                {CLAIMS_TEXTS.conversation(claim.support_waiting, claim.support_messages)}
              </Button>
              {shippable(claim) && (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1"
                  onClick={() => setShipping([claim.id])}
                  aria-label={`Ship the claim of ${claim.username}`}
                >
                  Ship
                </Button>
              )}
              {claim.status === 'claimed' && claim.glasses === null && (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1"
                  onClick={() => setAssigning(claim)}
                  aria-label={`Pick a frame for ${claim.username}`}
                >
                  Pick a frame
                </Button>
              )}
              {CANCELLABLE_CLAIM_STATUSES.includes(claim.status) && (
                <Button
                  variant="secondary"
                  className="!px-2 !py-1"
                  onClick={() => setCancelling(claim)}
                  aria-label={`Cancel the claim of ${claim.username}`}
                >
                  Cancel
                </Button>
              )}
            </div>
          );
        },
      }),
    ];
  }, [selected]);

  const rows = list.rows;
  const shippingClaims = (rows ?? []).filter((claim) => shipping.includes(claim.id) && shippable(claim));
  const selectedShippable = (rows ?? []).filter((claim) => selected.includes(claim.id) && shippable(claim));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{CLAIMS_TEXTS.title}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <StatusSelect<StatusChoice>
          label={CLAIMS_TEXTS.status}
          value={status}
          options={[
            ...CLAIM_STATUSES.map((value) => ({ value, label: CLAIM_STATUS_LABELS[value] })),
            { value: 'all', label: CLAIMS_TEXTS.allStatuses },
          ]}
          onChange={(value) => setFilters({ status: value, supportWaiting })}
        />
        <span className="flex items-center gap-2">
          <input
            id={waitingId}
            type="checkbox"
            className="h-5 w-5"
            checked={supportWaiting}
            // Questions come on claims in any status: unless a status was picked, show them all.
            onChange={(event) => setFilters({ status: search.has('status') ? status : 'all', supportWaiting: event.target.checked })}
          />
          <label htmlFor={waitingId} className="text-slate-800">
            {CLAIMS_TEXTS.onlyWaiting}
          </label>
        </span>
        {status === 'claimed' && (
          <Button disabled={selectedShippable.length === 0} onClick={() => setShipping(selectedShippable.map((claim) => claim.id))}>
            {CLAIMS_TEXTS.shipSelected} ({selectedShippable.length})
          </Button>
        )}
      </div>
      {shippingClaims.length > 0 && (
        <ShipPanel
          claims={shippingClaims}
          onShipped={(ids) => {
            setSelected((current) => current.filter((id) => !ids.includes(id)));
            setShipping((current) => current.filter((id) => !ids.includes(id)));
          }}
          onClose={() => setShipping([])}
        />
      )}
      <DataTable
        caption={CLAIMS_TEXTS.caption(status, supportWaiting)}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(claim) => String(claim.id)}
        emptyMessage={supportWaiting ? CLAIMS_TEXTS.emptyWaiting : CLAIMS_TEXTS.empty}
        {...list.tableProps}
      />
      <CancelClaimDialog claim={cancelling} onClose={() => setCancelling(null)} />
      <AssignFrameDialog claim={assigning} onClose={() => setAssigning(null)} />
      <ConversationDialog claim={talking} onClose={() => setTalking(null)} />
    </div>
  );
}
