import { setupStepsLeft } from '@onepair/contract';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { useStaffSetup } from '../api/get-setup';
import { SETUP_TEXTS } from '../lib/texts';

/**
 * The dashboard's notice while a step before going live is left, leading to the checklist. It
 * shows nothing once every step is done (the checklist stays in the navigation), nor while the
 * checklist loads or when it cannot be read: the dashboard's own figures come first.
 */
export function SetupNotice() {
  const setup = useStaffSetup();
  if (!setup.data) return null;
  const left = setupStepsLeft(setup.data);
  if (left === 0) return null;
  return (
    <section aria-labelledby="setup-notice" className="flex flex-col gap-2 rounded-2xl border-2 border-amber-400 bg-amber-50 p-5">
      <h2 id="setup-notice" className="text-lg font-semibold text-slate-900">
        {SETUP_TEXTS.stepsLeft(left, setup.data.items.length)}
      </h2>
      <Link to={paths.staffSetup} className="self-start font-semibold text-blue-800 underline">
        {SETUP_TEXTS.noticeLink}
      </Link>
    </section>
  );
}
