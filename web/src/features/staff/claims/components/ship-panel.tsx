import { ShipBody } from '@onepair/contract';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';
import { allErrorMessages, fieldErrors } from '@/lib/api-errors';
import { schemaErrors } from '@/lib/forms';

import type { StaffClaimRow } from '../../lib/types';
import { useShipClaim } from '../api/claim-actions';
import { personLabel } from '../../lib/person-label';
import { staffClaimsTexts } from '../texts';

interface Entry {
  carrier: string;
  tracking_number: string;
  errors: Partial<Record<keyof ShipBody | 'root', string>>;
}

export interface ShipPanelProps {
  claims: StaffClaimRow[];
  /** Called with the ids of the claims marked shipped. */
  onShipped: (claimIds: number[]) => void;
  onClose: () => void;
}

/** Marks one or several claims shipped, each with its own carrier and tracking number. */
export function ShipPanel({ claims, onShipped, onClose }: ShipPanelProps) {
  const t = useTexts(staffClaimsTexts);
  const ship = useShipClaim();
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [sending, setSending] = useState(false);
  const entry = (id: number): Entry => entries[id] ?? { carrier: '', tracking_number: '', errors: {} };
  const edit = (id: number, field: keyof ShipBody, value: string) =>
    setEntries((current) => ({ ...current, [id]: { ...entry(id), ...current[id], [field]: value } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<number, Entry> = {};
    for (const claim of claims) {
      const values = entry(claim.id);
      const body = { carrier: values.carrier.trim(), tracking_number: values.tracking_number.trim() };
      next[claim.id] = { ...values, errors: schemaErrors(ShipBody, body) };
    }
    setEntries(next);
    const firstInvalid = claims.find((claim) => Object.keys(next[claim.id]!.errors).length > 0);
    if (firstInvalid) {
      const field = next[firstInvalid.id]!.errors.carrier ? 'carrier' : 'tracking_number';
      document.getElementById(`ship-${firstInvalid.id}-${field}`)?.focus();
      return;
    }
    setSending(true);
    const shipped: number[] = [];
    for (const claim of claims) {
      const values = next[claim.id]!;
      try {
        await ship.mutateAsync({
          claimId: claim.id,
          body: { carrier: values.carrier.trim(), tracking_number: values.tracking_number.trim() },
        });
        shipped.push(claim.id);
      } catch (error) {
        const named = fieldErrors(error);
        next[claim.id] = {
          ...values,
          errors: {
            carrier: named.carrier?.[0],
            tracking_number: named.tracking_number?.[0],
            root: named.carrier || named.tracking_number ? undefined : allErrorMessages(error).join(' '),
          },
        };
      }
    }
    setSending(false);
    setEntries({ ...next });
    if (shipped.length) onShipped(shipped);
  }

  return (
    <Panel title={t('markShippedTitle', { count: claims.length })} size="compact">
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
        {claims.map((claim) => {
          const values = entry(claim.id);
          return (
            <fieldset key={claim.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">
                {t('shipLegend', {
                  person: personLabel(claim),
                  frame: claim.glasses_name ?? t('frameLower', { id: String(claim.glasses) }),
                })}
              </legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                <TextField
                  id={`ship-${claim.id}-carrier`}
                  label={t('carrier')}
                  required
                  value={values.carrier}
                  error={values.errors.carrier}
                  onChange={(event) => edit(claim.id, 'carrier', event.target.value)}
                />
                <TextField
                  id={`ship-${claim.id}-tracking_number`}
                  label={t('trackingNumber')}
                  required
                  value={values.tracking_number}
                  error={values.errors.tracking_number}
                  onChange={(event) => edit(claim.id, 'tracking_number', event.target.value)}
                />
              </div>
              {values.errors.root && (
                <p role="alert" className="text-sm text-red-700">
                  {values.errors.root}
                </p>
              )}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={sending}>
            {t('markShipped', { count: claims.length })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
