import { Link, useNavigate } from 'react-router';

import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';
import { useSession } from '@/session';

import { useSubmitApplication } from '../api/update-donatee';
import { AUTH_TEXTS } from '../lib/texts';

import { DonateeFormStep } from './donatee-form-step';

/**
 * /apply: the Donatee Form on its own, for a signed-in user who has not applied yet: someone
 * who left the sign-up wizard before its last step, or a donor who needs glasses too.
 */
export default function ApplyPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const application = useSubmitApplication();
  if (!user) return null;

  const donatee = user.account.donatee;
  if (donatee.has_applied_for_account && !application.isPending) {
    return (
      <FormContainer className="min-h-[50vh]">
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{AUTH_TEXTS.applyTitle}</h1>
          <p role="status" className="text-slate-700">
            {AUTH_TEXTS.alreadyApplied}
          </p>
          <Link to={paths.home} className="font-semibold text-blue-700 underline">
            {AUTH_TEXTS.toCatalogue}
          </Link>
        </div>
      </FormContainer>
    );
  }

  return (
    <FormContainer className="min-h-[70vh]">
      <div className="flex flex-col gap-4">
        <h1 className="text-center text-2xl font-bold text-slate-900">{AUTH_TEXTS.applyTitle}</h1>
        <p className="text-center text-slate-700">{AUTH_TEXTS.applyIntro}</p>
        <DonateeFormStep
          busy={application.isPending}
          error={application.error}
          onSubmit={(form) => application.submit(donatee.donatee_id, form, () => navigate(paths.account))}
        />
      </div>
    </FormContainer>
  );
}
