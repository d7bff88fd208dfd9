import type { PrescriptionFields } from '@onepair/contract';

import { appendPrescription } from '@/components/application/prescription';
import { useUpdateDonatee } from '@/components/application/update-donatee';

export interface PrescriptionUpdate {
  donateeId: number;
  figures: PrescriptionFields;
  /** A new picture, or null to keep the one on file. */
  file: File | null;
}

/**
 * Replaces the prescription of an application already sent: its figures, exam date and, when one
 * is chosen, its picture. The application's status stays as it is; the server refuses once the
 * pair has shipped.
 */
export function useUpdatePrescription() {
  const update = useUpdateDonatee();
  return {
    ...update,
    save: ({ donateeId, figures, file }: PrescriptionUpdate) =>
      update.mutateAsync({ donateeId, body: appendPrescription(new FormData(), figures, file) }),
  };
}
