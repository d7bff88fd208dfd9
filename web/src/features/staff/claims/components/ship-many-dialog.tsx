import type { ShipManyResult } from '@onepair/contract';
import { useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { formError } from '@/lib/api-errors';

import type { StaffClaimRow } from '../../lib/types';
import { personLabel } from '../../lib/person-label';
import { useShipMany } from '../api/claim-actions';
import { parseShipLines } from '../lib/ship-lines';
import { SHIP_MANY_TEXTS } from '../lib/texts';

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
  return (
    <Modal open={open} onClose={onClose} title={SHIP_MANY_TEXTS.title} className="sm:max-w-2xl">
      {open && <ShipManyForm claims={claims} onClose={onClose} />}
    </Modal>
  );
}

function ShipManyForm({ claims, onClose }: { claims: readonly StaffClaimRow[]; onClose: () => void }) {
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
  const tooMany = shipments.length > SHIP_MANY_TEXTS.max;

  async function readFile(file: File | undefined) {
    if (!file) return;
    try {
      setText(await readText(file));
    } catch (caught) {
      console.error('Reading the CSV failed', caught);
      setError(SHIP_MANY_TEXTS.unreadable);
    }
  }

  function confirm() {
    setError(undefined);
    ship.mutate(
      { shipments },
      { onSuccess: (reply) => setResults(reply.results), onError: (caught) => setError(formError(caught) ?? SHIP_MANY_TEXTS.failed) },
    );
  }

  if (results) {
    const shipped = results.filter((result) => result.shipped).length;
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-semibold text-slate-900">
          {SHIP_MANY_TEXTS.shipped(shipped, results.length)}
        </p>
        <ul className="flex flex-col gap-1" aria-label={SHIP_MANY_TEXTS.resultsLabel}>
          {results.map((result, index) => (
            <li key={index} className={result.shipped ? 'text-emerald-800' : 'text-red-800'}>
              {result.shipped
                ? SHIP_MANY_TEXTS.lineShipped(result.claim_id, result.claim ? personLabel(result.claim) : '')
                : SHIP_MANY_TEXTS.lineRefused(
                    result.claim_id,
                    Object.values(result.errors ?? {})
                      .flat()
                      .join(' '),
                  )}
            </li>
          ))}
        </ul>
        <DialogButtons>
          <Button onClick={onClose}>{SHIP_MANY_TEXTS.close}</Button>
        </DialogButtons>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={textId} className="font-semibold text-slate-900">
        {SHIP_MANY_TEXTS.linesLabel}
      </label>
      <p id={hintId} className="-mt-3 text-sm text-slate-700">
        {SHIP_MANY_TEXTS.linesHint}
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
        {SHIP_MANY_TEXTS.fileLabel}{' '}
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void readFile(event.target.files?.[0])}
          className="text-sm"
        />
      </label>
      {lines.length > 0 && (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label={SHIP_MANY_TEXTS.previewLabel}>
          {lines.map((line) => {
            const claim = line.shipment && byId.get(line.shipment.claim_id);
            return (
              <li key={line.line} className={line.error ? 'text-red-800' : 'text-slate-900'}>
                {line.error
                  ? SHIP_MANY_TEXTS.lineError(line.line, line.error)
                  : SHIP_MANY_TEXTS.linePreview(
                      line.line,
                      line.shipment!.claim_id,
                      claim ? personLabel(claim) : undefined,
                      `${line.shipment!.carrier} ${line.shipment!.tracking_number}`,
                    )}
              </li>
            );
          })}
        </ul>
      )}
      <FormMessage message={tooMany ? SHIP_MANY_TEXTS.tooMany : problems > 0 ? SHIP_MANY_TEXTS.fixLines(problems) : error} />
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          {SHIP_MANY_TEXTS.cancel}
        </Button>
        <Button
          disabled={shipments.length === 0 || problems > 0 || tooMany || ship.isPending}
          aria-busy={ship.isPending || undefined}
          onClick={confirm}
        >
          {ship.isPending ? SHIP_MANY_TEXTS.shipping : SHIP_MANY_TEXTS.confirm(shipments.length)}
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
