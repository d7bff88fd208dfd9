import { NavLink, Outlet } from 'react-router';

import { paths } from '@/config/paths';
import { EnglishPart, useTexts, type TextKey } from '@/i18n';
import { useSession } from '@/session';

import { staffTexts } from '../texts';

import { NotAllowed } from '../not-allowed/not-allowed';

type SectionKey = TextKey<typeof staffTexts>;

/** The console's sections, in navigation order: a label and where it leads. */
export const STAFF_SECTIONS: readonly { label: SectionKey; to: string }[] = [
  { label: 'sectionDashboard', to: paths.staff },
  { label: 'sectionApplications', to: paths.staffApplications },
  { label: 'sectionClaims', to: paths.staffClaims },
  { label: 'sectionCatalogue', to: paths.staffCatalogue },
  { label: 'sectionOutbox', to: paths.staffOutbox },
  { label: 'sectionPeople', to: paths.staffPeople },
  { label: 'sectionAudit', to: paths.staffAudit },
  { label: 'sectionDonations', to: paths.staffDonations },
  { label: 'sectionPartners', to: paths.staffPartners },
  { label: 'sectionReports', to: paths.staffReports },
  { label: 'sectionMail', to: paths.staffMailTexts },
  { label: 'sectionSetup', to: paths.staffSetup },
];

/**
 * The console's layout: its own navigation beside the screens. The router puts it behind the
 * sign-in screen, so a visitor never gets here; a signed-in user who is not staff is told so.
 * The console is in English whatever the page's language, the shared pieces in it too
 * (`EnglishPart`), and says so for screen readers.
 */
export default function StaffLayout() {
  const { user } = useSession();
  const t = useTexts(staffTexts);
  if (!user?.is_staff) return <NotAllowed />;
  return (
    <EnglishPart.Provider value={true}>
      <div lang="en" className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-6 sm:px-6 md:flex-row md:gap-8">
        <nav aria-label={t('navigationLabel')} className="md:w-48 md:shrink-0">
          <p className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('consoleName')}</p>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {STAFF_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.to === paths.staff}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-blue-800'}`
                  }
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </EnglishPart.Provider>
  );
}
