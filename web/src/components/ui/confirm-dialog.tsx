import type { ReactNode } from 'react';

import { Button } from './button';
import { DialogButtons } from './dialog-buttons';
import { FormMessage } from './form-message';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Closing without confirming: the first button, Escape or a click beside the dialog. */
  onClose: () => void;
  title: string;
  /** What confirming does, in the page's words. */
  explanation: ReactNode;
  /** Why the last attempt failed; shown above the buttons. */
  error?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be taken back (cancelling a gift, a refund, signing out
 * everywhere): what it does, why it failed if it did, and a button to keep things as they are.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  explanation,
  error,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="flex flex-col gap-4 p-5">
        <p className="text-slate-800">{explanation}</p>
        <FormMessage message={error} />
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogButtons>
      </div>
    </Modal>
  );
}
