import type { Account, Glasses } from '@onepair/contract';
import { lazy, Suspense, useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { claimingTexts } from './texts';

/** The dialog's content, with the claim and the address form: not part of the catalogue's first download. */
export const loadConfirmSelectionBody = () => import('./confirm-selection-body');
const ConfirmSelectionBody = lazy(() => loadConfirmSelectionBody().then((module) => ({ default: module.ConfirmSelectionBody })));

export interface ConfirmSelectionModalProps {
  item: Glasses | null;
  /** The signed-in recipient's account. */
  account: Account | null;
  onClaimed: () => void;
  onCancel: () => void;
}

/** 'Confirm Your Selection' on a dimmed overlay that closes it when clicked. */
export function ConfirmSelectionModal({ item, account, onClaimed, onCancel }: ConfirmSelectionModalProps) {
  const t = useTexts(claimingTexts);
  const [busy, setBusy] = useState(false);
  const { user } = useSession();
  const names = { first_name: user?.first_name, last_name: user?.last_name };
  // While the claim is on its way the dialog stays open, so that its answer has a place to show.
  return (
    <Modal open={item !== null} onClose={busy ? () => undefined : onCancel} title={t('confirmTitle')}>
      {item && account && (
        <Suspense
          fallback={
            <div className="flex justify-center p-8">
              <Spinner label={t('loadingShort')} />
            </div>
          }
        >
          <ConfirmSelectionBody
            item={item}
            account={account}
            names={names}
            onBusyChange={setBusy}
            onClaimed={onClaimed}
            onCancel={onCancel}
          />
        </Suspense>
      )}
    </Modal>
  );
}
