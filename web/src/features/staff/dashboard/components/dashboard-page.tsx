import { Link } from 'react-router';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { SetupNotice } from '../../setup/components/setup-notice';
import { staffTexts } from '../../texts';
import { useStaffSummary } from '../api/get-summary';

import { DashboardFigures } from './dashboard-figures';

interface CountCardProps {
  id: string;
  title: string;
  count: number;
  to: string;
}

function CountCard({ id, title, count, to }: CountCardProps) {
  const t = useTexts(staffTexts);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-800">
        {title}
      </h2>
      <p className="text-4xl font-bold text-blue-800" data-testid={`${id}-count`}>
        {count}
      </p>
      <Link to={to} className="font-semibold text-blue-700 underline">
        {t('openList')}
        <span className="sr-only">: {title.toLowerCase()}</span>
      </Link>
    </section>
  );
}

/**
 * /staff: what waits for the team (applications, pairs to ship, recipients' questions), each count leading to its list,
 * and, until OnePair is ready to go live, a notice leading to the checklist.
 */
export default function DashboardPage() {
  const summary = useStaffSummary();
  const t = useTexts(staffTexts);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('dashboardTitle')}</h1>
      <SetupNotice />
      {summary.isPending && <Spinner label={t('loadingCounts')} />}
      {summary.isError && <LoadError message={t('summaryFailed')} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />}
      {summary.data && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <CountCard
            id="applications-waiting"
            title={t('applicationsWaiting')}
            count={summary.data.applications_waiting}
            to={`${paths.staffApplications}?status=submitted`}
          />
          <CountCard
            id="claims-to-ship"
            title={t('claimsToShip')}
            count={summary.data.claims_to_ship}
            to={`${paths.staffClaims}?status=claimed`}
          />
          <CountCard
            id="support-waiting"
            title={t('supportWaiting')}
            count={summary.data.support_waiting}
            to={`${paths.staffClaims}?support=waiting`}
          />
        </div>
      )}
      <DashboardFigures />
    </div>
  );
}
