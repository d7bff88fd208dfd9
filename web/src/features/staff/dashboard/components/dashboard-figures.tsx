import type { StaffDashboard } from '@onepair/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { dateTime, dioptres, money } from '../../lib/format';
import { personLabel } from '../../lib/person-label';
import { staffTexts } from '../../texts';
import { useStaffDashboard } from '../api/get-dashboard';

/** Lists of other screens the dashboard links to. */
const DONATIONS_PATH = '/staff/donations';
const CATALOGUE_PATH = '/staff/catalogue';

function Card({ id, title, link, children }: { id: string; title: string; link: { to: string; text: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-800">
        {title}
      </h2>
      {children}
      <Link to={link.to} className="mt-auto font-semibold text-blue-700 underline">
        {link.text}
      </Link>
    </section>
  );
}

function Figures({ data }: { data: StaffDashboard }) {
  const t = useTexts(staffTexts);
  const month = data.donations_this_month;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Card
        id="donations-this-month"
        title={t('donationsThisMonth')}
        link={{ to: `${DONATIONS_PATH}?from=${month.since}&status=confirmed`, text: t('donationsLink') }}
      >
        <p className="text-4xl font-bold text-blue-800" data-testid="donations-this-month-total">
          {money(month.total)}
        </p>
        <p className="text-slate-700" data-testid="donations-this-month-count">
          {t('donationsThisMonthCount', { count: month.count, since: month.since })}
        </p>
      </Card>
      <Card id="low-stock" title={t('lowStock')} link={{ to: CATALOGUE_PATH, text: t('catalogueLink') }}>
        {data.low_stock.length === 0 ? (
          <p className="text-slate-700">{t('noLowStock')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {data.low_stock.map((item) => (
              <li key={item.glasses_id} className="flex justify-between gap-2">
                <span className="break-words">{item.name}</span>
                <span className={`font-semibold ${item.inventory === 0 ? 'text-red-800' : 'text-slate-900'}`}>
                  {t('itemsLeft', { count: item.inventory })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card id="recent-changes" title={t('recentChanges')} link={{ to: paths.staffAudit, text: t('auditLink') }}>
        {data.recent_audit.length === 0 ? (
          <p className="text-slate-700">{t('noChanges')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {data.recent_audit.slice(0, 5).map((entry) => (
              <li key={entry.id}>
                <span className="font-semibold">{entry.actor_username}</span> <code>{entry.action}</code> {entry.target_type}{' '}
                {entry.target_id}
                <span className="block text-slate-600">{dateTime(entry.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <UnmetNeed need={data.unmet_need} />
      <FailingGifts failing={data.failing_monthly_gifts} />
      <ApplicationsByPartner partners={data.applications_by_partner} />
    </div>
  );
}

type Band = StaffDashboard['unmet_need']['bands'][number];

/** A band's sphere: one power, or from the weakest to the strongest. */
function powerText(band: Band): string {
  const weakest = dioptres(band.sphere_weakest);
  const strongest = dioptres(band.sphere_strongest);
  return weakest === strongest ? staffTexts.t('powerOne', { power: strongest }) : staffTexts.t('powerRange', { weakest, strongest });
}

/** A band's cylinder: up to the most, or from the least to the most. */
function cylinderText({ cylinder_least: least, cylinder_most: most }: Band): string {
  return least === 0
    ? staffTexts.t('cylinderUpTo', { most: most.toFixed(2) })
    : staffTexts.t('cylinderRange', { least: least.toFixed(2), most: most.toFixed(2) });
}

/** The lens powers approved applicants need that no frame in stock fits: what to buy or ask for. */
function UnmetNeed({ need }: { need: StaffDashboard['unmet_need'] }) {
  const t = useTexts(staffTexts);
  return (
    <Card id="unmet-need" title={t('unmetNeed')} link={{ to: CATALOGUE_PATH, text: t('catalogueLink') }}>
      {need.people === 0 ? (
        <p className="text-slate-700">{t('noUnmetNeed')}</p>
      ) : (
        <>
          <p className="text-slate-700" data-testid="unmet-need-count">
            {t('unmetCount', { people: need.people })}
          </p>
          {need.bands.length > 0 && (
            <>
              <p className="text-slate-700">{t('toBuy')}</p>
              <ul className="flex flex-col gap-1 text-sm">
                {need.bands.map((band) => (
                  <li key={`${band.sphere_strongest}/${band.cylinder_most}`} className="flex flex-wrap justify-between gap-x-3">
                    <span>{t('band', { power: powerText(band), cylinder: cylinderText(band) })}</span>
                    <span className="font-semibold">{t('peopleCount', { count: band.people })}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {need.without_figures > 0 && <p className="text-sm text-slate-700">{t('withoutFigures', { people: need.without_figures })}</p>}
        </>
      )}
    </Card>
  );
}

/** Monthly gifts whose card could not be charged: staff may reach the donor before the provider gives up. */
function FailingGifts({ failing }: { failing: StaffDashboard['failing_monthly_gifts'] }) {
  const t = useTexts(staffTexts);
  return (
    <Card id="failing-gifts" title={t('failingGifts')} link={{ to: paths.staffPeople, text: t('peopleLink') }}>
      {failing.count === 0 ? (
        <p className="text-slate-700">{t('noFailingGifts')}</p>
      ) : (
        <>
          <p className="text-slate-700" data-testid="failing-gifts-count">
            {t('failingCount', { count: failing.count })}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {failing.gifts.map((gift) => (
              <li key={gift.id}>
                {gift.donor ? (
                  <Link to={paths.staffPerson(gift.donor.id)} className="font-semibold text-blue-700 underline">
                    {personLabel(gift.donor)}
                  </Link>
                ) : (
                  <span className="font-semibold">{t('erasedDonor')}</span>
                )}
                <span className="block text-slate-700">
                  {t('failingGift', { amount: money(gift.amount), since: gift.failed_at ? dateTime(gift.failed_at) : '—' })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The partner organisations that applied for people, and where their applications stand. */
function ApplicationsByPartner({ partners }: { partners: StaffDashboard['applications_by_partner'] }) {
  const t = useTexts(staffTexts);
  return (
    <Card id="applications-by-partner" title={t('byPartner')} link={{ to: paths.staffPartners, text: t('partnersLink') }}>
      {partners.length === 0 ? (
        <p className="text-slate-700">{t('noPartnerApplications')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {partners.map((partner) => (
            <li key={partner.partner_id} className="break-words">
              <span className="font-semibold">{partner.name}</span>
              <span className="block text-slate-700">
                {t('partnerCounts', {
                  total: partner.total,
                  waiting: partner.waiting,
                  approved: partner.approved,
                  notApproved: partner.not_approved,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The dashboard's second row: money this month, items running low, the latest changes, unmet need and failing monthly gifts, each leading to its list. */
export function DashboardFigures() {
  const t = useTexts(staffTexts);
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <Spinner label={t('loadingFigures')} />;
  if (dashboard.isError) {
    return <LoadError message={t('figuresFailed')} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  }
  return <Figures data={dashboard.data} />;
}
