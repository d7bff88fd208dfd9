/**
 * The staff console's screens, at their addresses in config/paths.ts. The app's route table
 * sends every address under /staff here, so this table and the console's layout download with
 * the console, not with a first visit to the site.
 */
import { paths } from '@/config/paths';
import StaffLayout from '@/features/staff/components/staff-layout';

import { AppRoutes, page, type AppRoute } from '../routing';

import { NotFoundPage } from './not-found-page';

/** A console address as a path below /staff, as routes under `/staff/*` match it. */
const below = (path: string) => path.slice(paths.staff.length + 1);

const staffRoutes: AppRoute[] = [
  {
    element: <StaffLayout />,
    children: [
      { index: true, lazy: page(() => import('@/features/staff/dashboard/components/dashboard-page')) },
      { path: below(paths.staffApplications), lazy: page(() => import('@/features/staff/applications/components/applications-page')) },
      {
        path: below(paths.staffApplication(':id')),
        lazy: page(() => import('@/features/staff/applications/components/application-detail-page')),
      },
      { path: below(paths.staffClaims), lazy: page(() => import('@/features/staff/claims/components/claims-page')) },
      { path: below(paths.staffOutbox), lazy: page(() => import('@/features/staff/outbox/components/outbox-page')) },
      { path: below(paths.staffCatalogue), lazy: page(() => import('@/features/staff/catalogue/components/catalogue-page')) },
      { path: below(paths.staffCatalogueNew), lazy: page(() => import('@/features/staff/catalogue/components/new-item-page')) },
      { path: below(paths.staffCatalogueItem(':id')), lazy: page(() => import('@/features/staff/catalogue/components/item-page')) },
      { path: below(paths.staffPeople), lazy: page(() => import('@/features/staff/people/components/people-page')) },
      { path: below(paths.staffPerson(':id')), lazy: page(() => import('@/features/staff/people/components/person-page')) },
      { path: below(paths.staffAudit), lazy: page(() => import('@/features/staff/audit/components/audit-page')) },
      { path: below(paths.staffDonations), lazy: page(() => import('@/features/staff/donations/components/donations-page')) },
      { path: below(paths.staffDonationsNew), lazy: page(() => import('@/features/staff/donations/components/record-gift-page')) },
      { path: below(paths.staffDonation(':id')), lazy: page(() => import('@/features/staff/donations/components/gift-page')) },
      { path: below(paths.staffReports), lazy: page(() => import('@/features/staff/reports/components/reports-page')) },
      { path: below(paths.staffPartners), lazy: page(() => import('@/features/staff/partners/components/partners-page')) },
      { path: below(paths.staffMailTexts), lazy: page(() => import('@/features/staff/mail-templates/components/mail-templates-page')) },
      { path: below(paths.staffSetup), lazy: page(() => import('@/features/staff/setup/components/setup-page')) },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export default function StaffRoutes() {
  return <AppRoutes routes={staffRoutes} />;
}
