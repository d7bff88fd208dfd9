import type { Partner, PartnerClient } from '@onepair/contract';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { allErrorMessages } from '@/lib/api-errors';
import { formatDay } from '@/lib/format-date';
import { useFileDownload } from '@/lib/use-file-download';

import { fetchClientsCsv, useClients, useConfirmClientDelivery } from '../api/clients';
import { partnerTexts, SHIP_TO_KEYS, STAGE_KEYS } from '../texts';

import { AddClientForm } from './add-client-form';
import { ChangeClientForm } from './change-client-form';
import { ChoosePair } from './choose-pair';

const STAGE_STYLES: Record<PartnerClient['stage'], string> = {
  review: 'bg-amber-100 text-amber-900',
  information: 'bg-amber-100 text-amber-900',
  not_approved: 'bg-slate-200 text-slate-800',
  choose_pair: 'bg-blue-100 text-blue-900',
  shipping: 'bg-blue-100 text-blue-900',
  delivery: 'bg-blue-100 text-blue-900',
  delivered: 'bg-emerald-100 text-emerald-900',
};

/** One client: where their case stands, staff's message, the pair on its way, and choosing one when they may. */
function ClientItem({ partner, client, onNotice }: { partner: Partner; client: PartnerClient; onNotice: (notice: string) => void }) {
  const t = useTexts(partnerTexts);
  const [choosing, setChoosing] = useState(false);
  const [changing, setChanging] = useState(false);
  const name = `${client.first_name} ${client.last_name}`;
  const claim = client.claim && client.claim.status !== 'cancelled' ? client.claim : null;
  const mayChoose = partner.status === 'approved' && client.stage === 'choose_pair';
  const mayAnswer = partner.status === 'approved' && (client.stage === 'information' || client.stage === 'not_approved');
  const confirm = useConfirmClientDelivery(partner.id);
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold break-words text-slate-900">{name}</h4>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STAGE_STYLES[client.stage]}`}>{t(STAGE_KEYS[client.stage])}</span>
      </div>
      <p className="text-sm break-words text-slate-700">
        {[client.city, client.state].filter(Boolean).join(', ')}
        {client.email && ` · ${client.email}`}
        <br />
        {client.consent_recorded_by
          ? t('consentBy', { who: client.consent_recorded_by, when: formatDay(client.consent_recorded_at) })
          : t('consentOn', { when: formatDay(client.consent_recorded_at) })}
      </p>
      {client.decision_message && (client.stage === 'information' || client.stage === 'not_approved') && (
        <div className="rounded-md bg-slate-100 p-3 text-sm">
          <p className="font-semibold">{t('teamMessage')}</p>
          <p className="break-words whitespace-pre-wrap">{client.decision_message}</p>
        </div>
      )}
      {mayAnswer && (
        <div>
          <Button variant="secondary" aria-expanded={changing} onClick={() => setChanging(!changing)}>
            {changing ? t('closeChange') : t('change', { name })}
          </Button>
        </div>
      )}
      {mayAnswer && changing && (
        <div className="rounded-lg border border-slate-200 p-3">
          <ChangeClientForm
            partnerId={partner.id}
            client={client}
            onSent={() => {
              setChanging(false);
              onNotice(t('sentAgain', { name }));
            }}
          />
        </div>
      )}
      {claim && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm break-words">
          <dt className="font-semibold">{t('frame')}</dt>
          <dd>{claim.glasses_name ?? '—'}</dd>
          <dt className="font-semibold">{t('confirmation')}</dt>
          <dd>{claim.confirmation_number}</dd>
          <dt className="font-semibold">{t('shipsTo')}</dt>
          <dd>{t(SHIP_TO_KEYS[claim.ship_to])}</dd>
          {claim.tracking_number && (
            <>
              <dt className="font-semibold">{t('tracking')}</dt>
              <dd>{[claim.carrier, claim.tracking_number].filter(Boolean).join(' ')}</dd>
            </>
          )}
        </dl>
      )}
      {claim?.status === 'shipped' && (
        <div className="flex flex-col gap-2">
          <div>
            <Button
              variant="secondary"
              aria-label={t('confirmDeliveryFor', { name })}
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(client.client_id, { onSuccess: () => onNotice(t('confirmed', { name })) })}
            >
              {confirm.isPending ? t('saving') : t('confirmDelivery')}
            </Button>
          </div>
          {confirm.isError && <FormMessage message={allErrorMessages(confirm.error).join(' ') || t('confirmFailed')} />}
        </div>
      )}
      {mayChoose && (
        <div>
          <Button variant="secondary" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            {choosing ? t('closeChoose') : t('choose', { name })}
          </Button>
        </div>
      )}
      {mayChoose && choosing && (
        <ChoosePair
          partner={partner}
          client={client}
          onClaimed={(notice) => {
            setChoosing(false);
            onNotice(notice);
          }}
        />
      )}
    </li>
  );
}

/**
 * The organisation's clients in its card: adding one (an approved organisation only), finding
 * them, downloading their outcomes, and each client's case.
 */
export function ClientsSection({ partner, onNotice }: { partner: Partner; onNotice: (notice: string) => void }) {
  const t = useTexts(partnerTexts);
  const [adding, setAdding] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const clients = useClients(partner.id, search);
  const csv = useFileDownload({ failed: t('downloadFailed') });
  const searchId = useId();
  const list = clients.data?.pages.flatMap((page) => page.results) ?? [];
  const approved = partner.status === 'approved';

  function find(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
  }

  return (
    <>
      <h3 className="text-lg font-semibold text-slate-900">{t('clientsTitle')}</h3>
      <p className="text-slate-700">{approved ? t('clientsIntro') : t('clientsSuspended')}</p>
      {approved && (
        <div>
          <Button variant={adding ? 'secondary' : 'primary'} aria-expanded={adding} onClick={() => setAdding(!adding)}>
            {adding ? t('closeAdd') : t('addClient')}
          </Button>
        </div>
      )}
      {approved && adding && (
        <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
          <h4 className="mb-3 font-semibold text-slate-900">{t('newClientTitle')}</h4>
          <AddClientForm
            partnerId={partner.id}
            onAdded={(name, created) => {
              setAdding(false);
              onNotice(t(created.application_status === 'approved' ? 'addedApproved' : 'addedForReview', { name }));
            }}
          />
        </div>
      )}
      <form role="search" onSubmit={find} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="font-semibold text-slate-800">
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('search')}
        </Button>
        {search && (
          <Button
            variant="secondary"
            onClick={() => {
              setTyped('');
              setSearch('');
            }}
          >
            {t('clearSearch')}
          </Button>
        )}
      </form>
      {clients.isPending ? (
        <Spinner label={t('clientsLoading')} />
      ) : clients.isError && !clients.data ? (
        <LoadError message={t('clientsLoadFailed')} onRetry={() => void clients.refetch()} retrying={clients.isFetching} />
      ) : list.length === 0 ? (
        <p className="text-slate-700">{search ? t('noClientFound', { search }) : t('noClients')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('clientsTitle')}>
          {list.map((client) => (
            <ClientItem key={client.client_id} partner={partner} client={client} onNotice={onNotice} />
          ))}
        </ul>
      )}
      {clients.hasNextPage && (
        <div>
          <Button variant="secondary" disabled={clients.isFetchingNextPage} onClick={() => void clients.fetchNextPage()}>
            {clients.isFetchingNextPage ? t('loadingMore') : t('moreClients')}
          </Button>
        </div>
      )}
      {list.length > 0 && !search && (
        <div className="flex flex-col gap-2">
          <div>
            <Button
              variant="secondary"
              disabled={csv.busy}
              aria-busy={csv.busy || undefined}
              onClick={() => void csv.download(() => fetchClientsCsv(partner.id), `onepair-clients-${partner.id}.csv`)}
            >
              {csv.busy ? t('downloading') : t('download')}
            </Button>
          </div>
          {csv.error && <FormMessage message={csv.error} />}
        </div>
      )}
    </>
  );
}
