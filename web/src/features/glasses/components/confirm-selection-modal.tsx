import type { Glasses } from '@onepair/contract';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { glassesDescription, glassesImage, glassesName } from '../lib/display';
import { CATALOGUE_TEXTS } from '../lib/texts';

export interface ConfirmSelectionModalProps {
  item: Glasses | null;
  busy: boolean;
  error?: string;
  onConfirm: (item: Glasses) => void;
  onCancel: () => void;
}

/** 'Confirm Your Selection' on a dimmed overlay that closes it when clicked. */
export function ConfirmSelectionModal({ item, busy, error, onConfirm, onCancel }: ConfirmSelectionModalProps) {
  // While the claim is on its way the dialog stays open, so that its answer has a place to show.
  return (
    <Modal open={item !== null} onClose={busy ? () => undefined : onCancel} title={CATALOGUE_TEXTS.confirmTitle}>
      {item && (
        <div className="flex flex-col gap-3 p-5">
          <img
            src={glassesImage(item, true)}
            alt={glassesName(item)}
            className="aspect-[2/1] w-full rounded-lg bg-slate-100 object-contain"
          />
          <h3 className="text-lg font-bold">{glassesName(item)}</h3>
          <p className="text-slate-700">{glassesDescription(item)}</p>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {CATALOGUE_TEXTS.cancel}
            </Button>
            <Button onClick={() => onConfirm(item)} disabled={busy}>
              {busy ? 'Loading...' : CATALOGUE_TEXTS.confirm}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
