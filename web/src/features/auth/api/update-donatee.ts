import type { Donatee, DonateeWrite } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey, useSession } from '@/session';

export interface DonateeApplication {
  monthlyIncome: number;
  averageHouseholdIncome: number;
  currentBankBalance: number;
  isDependent: boolean;
  prescription: File | null;
}

export interface UpdateDonateeInput {
  donateeId: number;
  body: DonateeWrite | FormData;
}

export function updateDonatee({ donateeId, body }: UpdateDonateeInput): Promise<Donatee> {
  return apiClient.patch<Donatee>(`/api/donatees/${donateeId}/`, body);
}

/**
 * The Donatee Form as multipart/form-data: the application fields and the prescription
 * picture, really sent.
 */
export function donateeApplicationForm(application: DonateeApplication): FormData {
  const form = new FormData();
  form.append('has_applied_for_account', 'true');
  form.append('has_claimed', 'false');
  form.append('monthly_income', String(application.monthlyIncome));
  form.append('average_household_income', String(application.averageHouseholdIncome));
  form.append('current_bank_balance', String(application.currentBankBalance));
  form.append('is_dependent', application.isDependent ? 'true' : 'false');
  if (application.prescription) form.append('prescription', application.prescription, application.prescription.name);
  return form;
}

export function useUpdateDonatee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonatee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/**
 * Sends the Donatee Form and, once the refreshed user is in, calls `onSubmitted`: the role rule
 * reads the application from that user. Used by the sign-up wizard and by /apply.
 */
export function useSubmitApplication() {
  const { refresh } = useSession();
  const updateDonatee = useUpdateDonatee();
  function submit(donateeId: number, application: DonateeApplication, onSubmitted: () => void) {
    updateDonatee.mutate(
      { donateeId, body: donateeApplicationForm(application) },
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
