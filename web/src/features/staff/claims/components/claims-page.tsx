import {
  CANCELLABLE_CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  isShippable,
  type ClaimStatus,
  PACKING_SLIPS_MAX,
} from '@onepair/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { selectionColumn } from '@/components/table/selection-column';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useTexts } from '@/i18n';
import { useFileDownload } from '@/lib/use-file-download';

import { FilterBar } from '../../components/list-page/filter-bar';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import type { StaffClaimRow } from '../../lib/types';
import { useUrlFilters, type FilterValues } from '../../lib/use-url-filters';
import { useStaffClaims } from '../api/get-claims';
import { getPackingSlips } from '../api/claim-actions';
import { staffClaimsTexts } from '../texts';

import { AssignFrameDialog } from './assign-frame-dialog';
import { CancelClaimDialog } from './cancel-claim-dialog';
import { ConversationDialog } from './conversation-dialog';
import { ShipManyDialog } from './ship-many-dialog';
import { ShipPanel } from './ship-panel';
import { personLabel } from '../../lib/person-label';

/** A status, or every status (`?status=all`). */
type StatusChoice = ClaimStatus | 'all';

const FILTERS = [
  {
    name: 'status',
    label: staffClaimsTexts.t('status'),
    kind: 'select',
    options: [
      ...CLAIM_STATUSES.map((value) => ({ value, label: CLAIM_STATUS_LABELS[value] })),
      { value: 'all', label: staffClaimsTexts.t('allStatuses') },
    ],
  },
  { name: 'support', label: staffClaimsTexts.t('onlyWaiting'), kind: 'checkbox', checkedValue: 'waiting' },
] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['status', 'support', 'partner'] as const;

const DEFAULT_STATUS: ClaimStatus = 'claimed';
const isClaimStatus = (value: string): value is ClaimStatus => CLAIM_STATUSES.includes(value as ClaimStatus);

/**
 * The list's filters from the address: `status` (the claims to ship unless asked) and
 * `support=waiting`. Questions may come on a claim in any status, so the waiting list shows
 * every status unless one is asked for.
 */
function filtersOf(values: FilterValues<'status' | 'support'>): { status: StatusChoice; supportWaiting: boolean } {
  const supportWaiting = values.support === 'waiting';
  const asked = values.status;
  if (isClaimStatus(asked)) return { status: asked, supportWaiting };
  if (asked === 'all' || supportWaiting) return { status: 'all', supportWaiting };
  return { status: DEFAULT_STATUS, supportWaiting };
}

/** What the table is, for assistive technology: the status shown, and whether only questions waiting are. */
function caption(status: StatusChoice, supportWaiting: boolean): string {
  const question = supportWaiting ? 'waiting' : 'none';
  if (status === 'all') return staffClaimsTexts.t('captionAll', { question });
  if (status === 'claimed') return staffClaimsTexts.t('captionToShip', { question });
  return staffClaimsTexts.t('captionStatus', { question, status: CLAIM_STATUS_LABELS[status].toLowerCase() });
}

/** A claim can leave once it is claimed and has a frame. */
const shippable = isShippable;

/** A button in a claim's row: its text, the name that says which claim, and whether the claim offers it. */
interface RowAction {
  text: string;
  name: string;
  run: () => void;
  shown?: boolean;
}

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
  const t = useTexts(staffClaimsTexts);
  const filters = useUrlFilters(FILTER_NAMES);
  const { status, supportWaiting } = filtersOf(filters.values);
  const partnerId = /^[1-9]\d{0,9}$/.test(filters.values.partner) ? Number(filters.values.partner) : undefined;
  const list = useStaffClaims({ status: status === 'all' ? undefined : status, supportWaiting, partnerId });
  const [selected, setSelected] = useState<number[]>([]);
  const [shipping, setShipping] = useState<number[]>([]);
  const [cancelling, setCancelling] = useState<StaffClaimRow | null>(null);
  const [assigning, setAssigning] = useState<StaffClaimRow | null>(null);
  const [talking, setTalking] = useState<StaffClaimRow | null>(null);
  const [shippingMany, setShippingMany] = useState(false);
  const slips = useFileDownload({ failed: t('slipsFailed') });
  const { download } = slips;
  const downloadSlips = (ids: number[]) =>
    void download(() => getPackingSlips(ids), ids.length === 1 ? `packing-slip-${ids[0]}.pdf` : 'packing-slips.pdf');

  function setFilters(next: { status: StatusChoice; supportWaiting: boolean }) {
    setSelected([]);
    setShipping([]);
    filters.apply({ status: next.status, support: next.supportWaiting ? 'waiting' : '', partner: filters.values.partner });
  }

  const columns = useMemo(() => {
    const helper = columnsFor<StaffClaimRow>();
    return [
      selectionColumn<StaffClaimRow>({
        header: t('columnSelect'),
        selectable: shippable,
        idOf: (row) => row.id,
        label: (row) => t('selectClaim', { person: personLabel(row) }),
        selected,
        onChange: setSelected,
      }),
      helper.accessor('username', {
        header: t('columnRecipient'),
        cell: ({ row }) => (
          <>
            {personLabel(row.original)}
            {row.original.partner && (
              <Link
                to={`?${new URLSearchParams({ ...filters.query, partner: String(row.original.partner.id) })}`}
                className="mt-1 block text-sm text-blue-700 underline"
                aria-label={t('onlyPartner', { partner: row.original.partner.name })}
              >
                {t('clientOf', { partner: row.original.partner.name })}
              </Link>
            )}
            {row.original.support_waiting && (
              <span className="mt-1 block w-max rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('questionWaiting')}
              </span>
            )}
          </>
        ),
      }),
      helper.display({
        id: 'frame',
        header: t('columnFrame'),
        cell: ({ row }) =>
          row.original.glasses_name ?? (row.original.glasses === null ? t('noFrame') : t('frameNumber', { id: row.original.glasses })),
      }),
      helper.display({ id: 'address', header: t('columnShipTo'), cell: ({ row }) => addressLines(row.original) }),
      helper.accessor('claimed_at', { header: t('columnClaimed'), cell: ({ getValue }) => dateTime(getValue() as string) }),
      helper.display({
        id: 'status',
        header: t('columnStatus'),
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
        header: t('columnActions'),
        cell: ({ row }) => {
          const claim = row.original;
          const person = personLabel(claim);
          const count = claim.support_messages;
          const actions: RowAction[] = [
            {
              // 'Answer' while a question waits, else 'Messages', with the count.
              text: claim.support_waiting ? t('answer', { count }) : t('messages', { count }),
              name: claim.support_waiting ? t('answerPerson', { person, count }) : t('messagesWith', { person, count }),
              run: () => setTalking(claim),
            },
            {
              text: t('ship'),
              name: t('shipClaim', { person }),
              run: () => setShipping([claim.id]),
              shown: shippable(claim),
            },
            {
              text: t('packingSlip'),
              name: t('packingSlipFor', { person }),
              run: () => downloadSlips([claim.id]),
              shown: claim.status !== 'cancelled',
            },
            {
              text: t('pickFrame'),
              name: t('pickFrameFor', { person }),
              run: () => setAssigning(claim),
              shown: claim.status === 'claimed' && claim.glasses === null,
            },
            {
              text: t('cancel'),
              name: t('cancelClaimOf', { person }),
              run: () => setCancelling(claim),
              shown: CANCELLABLE_CLAIM_STATUSES.includes(claim.status),
            },
          ];
          return (
            <div className="flex flex-wrap gap-1">
              {actions
                .filter((action) => action.shown !== false)
                .map((action) => (
                  <Button key={action.text} variant="secondary" className="!px-2 !py-1" onClick={action.run} aria-label={action.name}>
                    {action.text}
                  </Button>
                ))}
            </div>
          );
        },
      }),
    ];
  }, [selected, download, filters.query, t]);

  const rows = list.rows;
  const shippingClaims = (rows ?? []).filter((claim) => shipping.includes(claim.id) && shippable(claim));
  const selectedShippable = (rows ?? []).filter((claim) => selected.includes(claim.id) && shippable(claim));
  const partnerName = rows?.find((claim) => claim.partner)?.partner?.name;

  return (
    <StaffListPage
      texts={{
        title: t('title'),
        caption: caption(status, supportWaiting),
        empty: t(supportWaiting ? 'emptyWaiting' : 'empty'),
      }}
      filters={
        <FilterBar
          fields={FILTERS}
          values={{ status, support: supportWaiting ? 'waiting' : '' }}
          onChange={(name, value) =>
            name === 'status'
              ? setFilters({ status: value as StatusChoice, supportWaiting })
              : // Questions come on claims in any status: unless a status was picked, show them all.
                setFilters({ status: filters.has('status') ? status : 'all', supportWaiting: value === 'waiting' })
          }
        >
          {partnerId !== undefined && (
            <p className="flex flex-wrap items-center gap-2 text-slate-800">
              {partnerName ? t('onlyClientsOf', { partner: partnerName }) : t('onlyOneOrganisation')}
              <Button variant="secondary" className="!px-2 !py-1" onClick={() => filters.set('partner', '')}>
                {t('everyPartner')}
              </Button>
            </p>
          )}
          {status === 'claimed' && (
            <>
              <Button disabled={selectedShippable.length === 0} onClick={() => setShipping(selectedShippable.map((claim) => claim.id))}>
                {t('shipSelected', { count: selectedShippable.length })}
              </Button>
              <Button
                variant="secondary"
                // The server makes at most PACKING_SLIPS_MAX slips at once.
                disabled={selectedShippable.length === 0 || selectedShippable.length > PACKING_SLIPS_MAX || slips.busy}
                aria-busy={slips.busy || undefined}
                onClick={() => downloadSlips(selectedShippable.map((claim) => claim.id))}
              >
                {t('packingSlips', { count: selectedShippable.length })}
              </Button>
              <Button variant="secondary" onClick={() => setShippingMany(true)}>
                {t('shipMany')}
              </Button>
            </>
          )}
        </FilterBar>
      }
      list={list}
      table={{
        columns,
        rowKey: 'id',
      }}
      footer={
        <>
          <CancelClaimDialog claim={cancelling} onClose={() => setCancelling(null)} />
          <AssignFrameDialog claim={assigning} onClose={() => setAssigning(null)} />
          <ConversationDialog claim={talking} onClose={() => setTalking(null)} />
          <ShipManyDialog open={shippingMany} onClose={() => setShippingMany(false)} claims={rows ?? []} />
        </>
      }
    >
      <FormMessage message={slips.error} />
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
    </StaffListPage>
  );
}
