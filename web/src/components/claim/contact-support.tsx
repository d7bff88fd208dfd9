import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';

import { claimTexts } from './texts';

// The catalogue (first visit) shows this button: the conversation, its form and the schema
// checks it brings download only when someone opens it.
const SupportConversation = lazy(async () => ({ default: (await import('./support-conversation')).SupportConversation }));

export interface ContactSupportProps {
  claimId: number;
  className?: string;
  variant?: 'primary' | 'secondary';
}

/** 'Contact Support': opens the conversation with staff about the recipient's claim in a dialog. */
export function ContactSupport({ claimId, className = '', variant = 'primary' }: ContactSupportProps) {
  const t = useTexts(claimTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={className} variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('contactSupport')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('contactSupport')}>
        <Suspense
          fallback={
            <div className="flex justify-center p-8">
              <Spinner label={t('loadingMessages')} />
            </div>
          }
        >
          <SupportConversation claimId={claimId} viewer="recipient" onClose={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
