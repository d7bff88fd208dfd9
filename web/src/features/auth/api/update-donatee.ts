import type { PrescriptionFields } from '@onepair/contract';

import { appendPrescription } from '@/components/application/prescription';
import { useUpdateDonatee } from '@/components/application/update-donatee';
import { useSession } from '@/session';

export interface DonateeApplication {
  monthlyIncome: number;
  averageHouseholdIncome: number;
  currentBankBalance: number;
  /** null when left blank. */
  householdSize: number | null;
  isDependent: boolean;
  /** The prescription's figures (blank ones left out) and the exam date. */
  figures: PrescriptionFields;
  /** The picture; null keeps the one on file when an application is sent again. */
  prescription: File | null;
}

export interface ApplicationFormOptions {
  /** A first application also says that nothing was claimed yet, as older clients send it (docs/api.md, Compatibility). */
  first: boolean;
}

/**
 * The Donatee Form as multipart/form-data: the application fields and the prescription
 * picture, really sent.
 */
export function donateeApplicationForm(application: DonateeApplication, { first }: ApplicationFormOptions = { first: true }): FormData {
  const form = new FormData();
  form.append('has_applied_for_account', 'true');
  if (first) form.append('has_claimed', 'false');
  form.append('monthly_income', String(application.monthlyIncome));
  form.append('average_household_income', String(application.averageHouseholdIncome));
  form.append('current_bank_balance', String(application.currentBankBalance));
  form.append('is_dependent', application.isDependent ? 'true' : 'false');
  form.append('household_size', application.householdSize === null ? '' : String(application.householdSize));
  return appendPrescription(form, application.figures, application.prescription);
}

/**
 * Sends the Donatee Form and, once the refreshed user is in, calls `onSubmitted`: the role rule
 * reads the application from that user. Used by the sign-up wizard and by /apply (where an
 * application staff sent back is edited and sent again).
 */
export function useSubmitApplication() {
  const { refresh } = useSession();
  const updateDonatee = useUpdateDonatee();
  function submit(donateeId: number, application: DonateeApplication, onSubmitted: () => void, options?: ApplicationFormOptions) {
    updateDonatee.mutate(
      { donateeId, body: donateeApplicationForm(application, options) },
      {
        onSuccess: async () => {
          await refresh();
          onSubmitted();
        },
        onError: (error) => console.error('Submitting the donatee form failed', error),
      },
    );
  }
  return { submit, isPending: updateDonatee.isPending, error: updateDonatee.error };
}
