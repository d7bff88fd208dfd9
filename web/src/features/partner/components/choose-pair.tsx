import { rangeCoversPrescription, type Glasses, type Partner, type PartnerClient, type ShipTo } from '@onepair/contract';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { allErrorMessages } from '@/lib/api-errors';

import { useClaimForClient, useFrames } from '../api/clients';
import { partnerTexts } from '../texts';

const addressLine = (place: { address: string; city: string; state: string; zip_code: string }) =>
  [place.address, place.city, [place.state, place.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The client's figures as the contract's fit rule reads them, or null without the sphere of both eyes. */
function figuresOf(client: PartnerClient) {
  if (client.prescription_sphere_right === null || client.prescription_sphere_left === null) return null;
  return {
    sphere_right: client.prescription_sphere_right,
    cylinder_right: client.prescription_cylinder_right,
    sphere_left: client.prescription_sphere_left,
    cylinder_left: client.prescription_cylinder_left,
  };
}

/**
 * A member picks a frame in stock with the client (those that fit the client's figures marked
 * and listed first) and where it ships: the client's address or the organisation's.
 */
export function ChoosePair({
  partner,
  client,
  onClaimed,
}: {
  partner: Partner;
  client: PartnerClient;
  onClaimed: (notice: string) => void;
}) {
  const t = useTexts(partnerTexts);
  const frames = useFrames();
  const claim = useClaimForClient(partner.id);
  const [frameId, setFrameId] = useState<number>();
  const [shipTo, setShipTo] = useState<ShipTo>('client');
  const [problem, setProblem] = useState<string>();
  const titleId = useId();
  const name = `${client.first_name} ${client.last_name}`;
  const figures = figuresOf(client);
  const fits = (item: Glasses) =>
    figures !== null &&
    rangeCoversPrescription({ lower: item.prescription_range_lower ?? null, upper: item.prescription_range_upper ?? null }, figures);
  const inStock = (frames.data ?? []).filter((item) => item.inventory > 0).sort((a, b) => Number(fits(b)) - Number(fits(a)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const frame = inStock.find((item) => item.glasses_id === frameId);
    if (!frame) return setProblem(t('pickFrame'));
    setProblem(undefined);
    // Awaited rather than mutate's callbacks: the refreshed list closes this chooser (the client
    // has a pair now) before those would run, and the notice must still be given.
    try {
      const made = await claim.mutateAsync({ clientId: client.client_id, claim: { glasses_id: frame.glasses_id, ship_to: shipTo } });
      onClaimed(t('claimed', { frame: frame.name, name, number: String(made.confirmation_number ?? 0) }));
    } catch (error) {
      setProblem(allErrorMessages(error).join(' ') || t('claimFailed'));
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3">
      <h5 id={titleId} className="font-semibold text-slate-900">
        {t('chooseTitle', { name })}
      </h5>
      {frames.isPending ? (
        <Spinner label={t('framesLoading')} />
      ) : frames.isError ? (
        <LoadError message={t('framesFailed')} onRetry={() => void frames.refetch()} retrying={frames.isFetching} />
      ) : inStock.length === 0 ? (
        <p>{t('noFrames')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate aria-labelledby={titleId}>
          {!figures && <p className="text-sm text-slate-700">{t('noFigures')}</p>}
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-slate-800">{t('frame')}</legend>
            <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-2">
              {inStock.map((item) => (
                <li key={item.glasses_id}>
                  <label className="flex min-h-10 items-center gap-2 break-words">
                    <input
                      type="radio"
                      name={`frame-${client.client_id}`}
                      value={item.glasses_id}
                      checked={frameId === item.glasses_id}
                      onChange={() => setFrameId(item.glasses_id)}
                      className="h-4 w-4 shrink-0 accent-blue-600"
                    />
                    <span>
                      {item.name} <span className="text-sm text-slate-600">({t('inStock', { count: item.inventory })})</span>
                      {fits(item) && (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-sm font-semibold text-emerald-800">
                          {t('fits')}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-slate-800">{t('shipLegend')}</legend>
            {(['client', 'partner'] as const).map((place) => (
              <label key={place} className="flex min-h-10 items-start gap-2 break-words">
                <input
                  type="radio"
                  name={`ship-${client.client_id}`}
                  value={place}
                  checked={shipTo === place}
                  onChange={() => setShipTo(place)}
                  className="mt-1 h-4 w-4 shrink-0 accent-blue-600"
                />
                {place === 'client'
                  ? t('shipToClient', { address: addressLine(client) })
                  : t('shipToPartner', { address: addressLine(partner) })}
              </label>
            ))}
          </fieldset>
          {problem && <FormMessage message={problem} />}
          <div>
            <Button type="submit" disabled={claim.isPending} aria-busy={claim.isPending || undefined}>
              {claim.isPending ? t('claiming') : t('claim')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
