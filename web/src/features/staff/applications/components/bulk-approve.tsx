import type { BulkApproveResult } from '@onepair/contract';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTexts } from '@/i18n';
import { formError } from '@/lib/api-errors';

import type { StaffApplicationRow } from '../../lib/types';
import { personLabel } from '../../lib/person-label';
import { useApproveApplications } from '../api/approve-applications';
import { staffApplicationsTexts } from '../texts';

export interface BulkApproveDialogProps {
  /** The applications to approve, or none while the dialog is closed. */
  applications: StaffApplicationRow[];
  onClose: () => void;
  /** Called with the server's result per application once it answered. */
  onDone: (results: BulkApproveResult[]) => void;
}

/** Asks before approving the selected applications, naming each person. */
export function BulkApproveDialog({ applications, onClose, onDone }: BulkApproveDialogProps) {
  const approve = useApproveApplications();
  const t = useTexts(staffApplicationsTexts);
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <ConfirmDialog
      open={applications.length > 0}
      onClose={close}
      title={t('bulkConfirmTitle', { count: applications.length })}
      explanation={
        <>
          {t('bulkConfirmIntro')}
          <ul className="mt-2 list-disc pl-5" aria-label={t('bulkListLabel')}>
            {applications.map((application) => (
              <li key={application.donatee_id}>{personLabel(application)}</li>
            ))}
          </ul>
        </>
      }
      error={error}
      cancelLabel={t('keepReviewing')}
      confirmLabel={t('bulkConfirm', { count: applications.length })}
      busyLabel={t('approving')}
      busy={approve.isPending}
      onConfirm={() => {
        setError(undefined);
        approve.mutate(
          { donatee_ids: applications.map((application) => application.donatee_id) },
          {
            onSuccess: (reply) => onDone(reply.results),
            onError: (caught) => setError(formError(caught) ?? t('bulkFailed')),
          },
        );
      }}
    />
  );
}

/** What the last bulk approval did: how many were approved, and why the others were not. */
export function BulkApproveOutcome({ results, names }: { results: BulkApproveResult[]; names: Map<number, string> }) {
  const t = useTexts(staffApplicationsTexts);
  const approved = results.filter((result) => result.approved).length;
  const refused = results.filter((result) => !result.approved);
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
      <p className="font-semibold">{t('bulkApproved', { count: approved })}</p>
      {refused.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-amber-900">
          {refused.map((result) => (
            <li key={result.donatee_id}>
              {t('bulkRefused', {
                person: names.get(result.donatee_id) ?? `#${result.donatee_id}`,
                why: Object.values(result.errors ?? {})
                  .flat()
                  .join(' '),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
