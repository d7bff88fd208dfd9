import { setupStepsLeft } from '@onepair/contract';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { useStaffSetup } from '../api/get-setup';
import { staffSetupTexts } from '../texts';

/**
 * The dashboard's notice while a step before going live is left, leading to the checklist. It
 * shows nothing once every step is done (the checklist stays in the navigation), nor while the
 * checklist loads or when it cannot be read: the dashboard's own figures come first.
 */
export function SetupNotice() {
  const t = useTexts(staffSetupTexts);
  const setup = useStaffSetup();
  if (!setup.data) return null;
  const left = setupStepsLeft(setup.data);
  if (left === 0) return null;
  return (
    <section aria-labelledby="setup-notice" className="flex flex-col gap-2 rounded-2xl border-2 border-amber-400 bg-amber-50 p-5">
      <h2 id="setup-notice" className="text-lg font-semibold text-slate-900">
        {t('stepsLeft', { left, total: setup.data.items.length })}
      </h2>
      <Link to={paths.staffSetup} className="self-start font-semibold text-blue-800 underline">
        {t('noticeLink')}
      </Link>
    </section>
  );
}
