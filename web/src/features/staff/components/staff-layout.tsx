import { NavLink, Outlet } from 'react-router';

import { paths } from '@/config/paths';
import { useSession } from '@/session';

import { STAFF_SECTIONS, STAFF_TEXTS } from '../lib/texts';

import { NotAllowed } from './not-allowed';

const SECTION_PATHS: Record<(typeof STAFF_SECTIONS)[number]['key'], string> = {
  dashboard: paths.staff,
  applications: paths.staffApplications,
  claims: paths.staffClaims,
  catalogue: paths.staffCatalogue,
  outbox: paths.staffOutbox,
  people: paths.staffPeople,
  audit: paths.staffAudit,
  donations: paths.staffDonations,
  reports: paths.staffReports,
  mail: paths.staffMailTexts,
  partners: paths.staffPartners,
  setup: paths.staffSetup,
};

/**
 * The console's layout: its own navigation beside the screens. The router puts it behind the
 * sign-in screen, so a visitor never gets here; a signed-in user who is not staff is told so.
 */
export default function StaffLayout() {
  const { user } = useSession();
  if (!user?.is_staff) return <NotAllowed />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-6 sm:px-6 md:flex-row md:gap-8">
      <nav aria-label={STAFF_TEXTS.navigationLabel} className="md:w-48 md:shrink-0">
        <p className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{STAFF_TEXTS.consoleName}</p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {STAFF_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink
                to={SECTION_PATHS[section.key]}
                end={section.key === 'dashboard'}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-blue-800'}`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
