import { SHIP_MANY_MAX, type Shipment, type ShipManyResult } from '@onepair/contract';
import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/i18n';
import { formError } from '@/lib/api-errors';

import type { StaffClaimRow } from '../../lib/types';
import { personLabel } from '../../lib/person-label';
import { useShipMany } from '../api/claim-actions';
import { parseShipLines } from '../lib/ship-lines';
import { staffClaimsTexts } from '../texts';

export interface ShipManyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The claims the list shows, to name each line's recipient before anything is sent. */
  claims: readonly StaffClaimRow[];
}

/**
 * "Ship many": staff paste lines `claim id, carrier, tracking number` (or pick a .csv file),
 * see what each line will do, and confirm; the server ships each line on its own and says
 * per line what it did, so a refused line is shown with its reason and nothing of it is stored.
 */
export function ShipManyDialog({ open, onClose, claims }: ShipManyDialogProps) {
  const t = useTexts(staffClaimsTexts);
  return (
    <Modal open={open} onClose={onClose} title={t('shipManyTitle')} className="sm:max-w-2xl">
      {open && <ShipManyForm claims={claims} onClose={onClose} />}
    </Modal>
  );
}

function ShipManyForm({ claims, onClose }: { claims: readonly StaffClaimRow[]; onClose: () => void }) {
  const t = useTexts(staffClaimsTexts);
  const ship = useShipMany();
  const [text, setText] = useState('');
  const [results, setResults] = useState<ShipManyResult[]>();
  const [error, setError] = useState<string>();
  const textId = useId();
  const hintId = useId();
  const lines = useMemo(() => parseShipLines(text), [text]);
  const byId = useMemo(() => new Map(claims.map((claim) => [claim.id, claim])), [claims]);
  const shipments = lines.flatMap((line) => (line.shipment ? [line.shipment] : []));
  const problems = lines.filter((line) => line.error).length;
  const tooMany = shipments.length > SHIP_MANY_MAX;

  /** What a correct line will do, naming the recipient when the list shown has the claim. */
  function preview(line: number, shipment: Shipment): string {
    const claim = byId.get(shipment.claim_id);
    const values = { line, claimId: shipment.claim_id, tracking: `${shipment.carrier} ${shipment.tracking_number}` };
    return claim ? t('linePreview', { ...values, person: personLabel(claim) }) : t('linePreviewUnlisted', values);
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    try {
      setText(await readText(file));
    } catch (caught) {
      console.error('Reading the CSV failed', caught);
      setError(t('fileUnreadable'));
    }
  }

  function confirm() {
    setError(undefined);
    ship.mutate(
      { shipments },
      { onSuccess: (reply) => setResults(reply.results), onError: (caught) => setError(formError(caught) ?? t('shipManyFailed')) },
    );
  }

  if (results) {
    const shipped = results.filter((result) => result.shipped).length;
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-semibold text-slate-900">
          {t('shippedCount', { shipped, total: results.length })}
        </p>
        <ul className="flex flex-col gap-1" aria-label={t('resultsLabel')}>
          {results.map((result, index) => (
            <li key={index} className={result.shipped ? 'text-emerald-800' : 'text-red-800'}>
              {!result.shipped
                ? t('lineRefused', {
                    claimId: result.claim_id,
                    why: Object.values(result.errors ?? {})
                      .flat()
                      .join(' '),
                  })
                : result.claim
                  ? t('lineShipped', { claimId: result.claim_id, person: personLabel(result.claim) })
                  : t('lineShippedUnnamed', { claimId: result.claim_id })}
            </li>
          ))}
        </ul>
        <DialogButtons>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogButtons>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={textId} className="font-semibold text-slate-900">
        {t('linesLabel')}
      </label>
      <p id={hintId} className="-mt-3 text-sm text-slate-700">
        {t('linesHint')}
      </p>
      <textarea
        id={textId}
        aria-describedby={hintId}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-slate-400 p-2 font-mono text-sm"
      />
      <label className="text-sm text-slate-800">
        {t('fileLabel')}{' '}
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readFile(event.target.files?.[0])}
          className="text-sm"
        />
      </label>
      {lines.length > 0 && (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label={t('previewLabel')}>
          {lines.map((line) => {
            return (
              <li key={line.line} className={line.error ? 'text-red-800' : 'text-slate-900'}>
                {line.error ? t('lineError', { line: line.line, error: line.error }) : preview(line.line, line.shipment!)}
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage
        message={tooMany ? t('tooManyLines', { max: SHIP_MANY_MAX }) : problems > 0 ? t('fixLines', { count: problems }) : error}
      />
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          disabled={shipments.length === 0 || problems > 0 || tooMany || ship.isPending}
          aria-busy={ship.isPending || undefined}
          onClick={confirm}
        >
          {ship.isPending ? t('shipping') : t('shipCount', { count: shipments.length })}
        </Button>
      </DialogButtons>
    </div>
  );
}

/** A file's text, through FileReader, which every browser (and the tests' DOM) offers. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
