import { CANCELLABLE_CLAIM_STATUSES, CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@onepair/contract';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { DataTable, columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';

import { dateTime } from '../../lib/format';
import type { StaffClaimRow } from '../../lib/types';
import { useStaffClaims } from '../api/get-claims';

import { AssignFrameDialog } from './assign-frame-dialog';
import { CancelClaimDialog } from './cancel-claim-dialog';
import { ShipPanel } from './ship-panel';

export const CLAIMS_TEXTS = {
  title: 'Claims',
  status: 'Status',
  caption: (status: ClaimStatus) =>
    status === 'claimed' ? 'Claims to ship, oldest first' : `Claims: ${CLAIM_STATUS_LABELS[status].toLowerCase()}`,
  empty: 'No claims in this status.',
  shipSelected: 'Ship the selected claims',
} as const;

const DEFAULT_STATUS: ClaimStatus = 'claimed';
const isClaimStatus = (value: string | null): value is ClaimStatus => CLAIM_STATUSES.includes(value as ClaimStatus);
/** A claim can leave once it is claimed and has a frame. */
const shippable = (claim: StaffClaimRow) => claim.status === 'claimed' && claim.glasses !== null;

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

/** /staff/claims: the list to ship (and the other statuses), with shipping, cancelling and picking frames. */
export default function ClaimsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status = isClaimStatus(asked) ? asked : DEFAULT_STATUS;
  const list = useStaffClaims(status);
  const selectId = useId();
  const [selected, setSelected] = useState<number[]>([]);
  const [shipping, setShipping] = useState<number[]>([]);
  const [cancelling, setCancelling] = useState<StaffClaimRow | null>(null);
  const [assigning, setAssigning] = useState<StaffClaimRow | null>(null);

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
      helper.accessor('username', { header: 'Recipient' }),
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
        <label htmlFor={selectId} className="font-semibold text-slate-800">
          {CLAIMS_TEXTS.status}
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => {
            setSelected([]);
            setShipping([]);
            setSearch({ status: event.target.value }, { replace: true });
          }}
          className="rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          {CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {CLAIM_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
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
        caption={CLAIMS_TEXTS.caption(status)}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(claim) => String(claim.id)}
        emptyMessage={CLAIMS_TEXTS.empty}
        {...list.tableProps}
      />
      <CancelClaimDialog claim={cancelling} onClose={() => setCancelling(null)} />
      <AssignFrameDialog claim={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}
