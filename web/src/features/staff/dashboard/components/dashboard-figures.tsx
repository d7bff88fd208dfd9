import type { StaffDashboard } from '@onepair/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { dateTime, dioptres, money } from '../../lib/format';
import { personLabel } from '../../lib/person-label';
import { useStaffDashboard } from '../api/get-dashboard';

export const DASHBOARD_FIGURES_TEXTS = {
  donationsThisMonth: 'Donations this month',
  lowStock: 'Low stock',
  recentChanges: 'Recent changes',
  noLowStock: 'Every item has enough stock.',
  noChanges: 'No changes yet.',
  failed: 'These figures could not be loaded.',
  retry: 'Try again',
  donationsLink: 'Open the donations',
  catalogueLink: 'Open the catalogue',
  auditLink: 'Open the audit log',
  failingGifts: 'Monthly gifts failing',
  noFailingGifts: 'Every monthly gift was charged.',
  failingCount: (count: number) =>
    `${count} monthly ${count === 1 ? 'gift has' : 'gifts have'} a card the payment provider could not charge. Each donor was asked by mail to update it.`,
  failingGift: (amount: string, since: string) => `${amount} a month, failing since ${since}`,
  erasedDonor: 'An erased donor',
  peopleLink: 'Open the people',
  unmetNeed: 'Prescriptions no frame fits',
  noUnmetNeed: 'A frame in stock fits every approved applicant waiting for a pair.',
  unmetCount: (people: number) =>
    `${people} approved ${people === 1 ? 'applicant waits' : 'applicants wait'} for a pair that no frame in stock fits.`,
  toBuy: 'Frames to buy or ask for:',
  power: (weakest: string, strongest: string) => (weakest === strongest ? `Power ${strongest}` : `Power ${weakest} to ${strongest}`),
  cylinder: (least: number, most: number) =>
    least === 0 ? `cylinder up to ${most.toFixed(2)}` : `cylinder ${least.toFixed(2)} to ${most.toFixed(2)}`,
  peopleCount: (people: number) => `${people} ${people === 1 ? 'person' : 'people'}`,
  byPartner: 'Applications by partner',
  noPartnerApplications: 'No partner organisation has applied for anyone yet.',
  partnersLink: 'Open the partners',
  partnerCounts: (counts: { total: number; waiting: number; approved: number; not_approved: number }) =>
    `${counts.total} in all: ${counts.waiting} waiting, ${counts.approved} approved, ${counts.not_approved} not approved`,
  withoutFigures: (people: number) =>
    `Of them, ${people} gave no figures for both eyes (a photo of the prescription only): read it on their application.`,
} as const;

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
  const month = data.donations_this_month;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Card
        id="donations-this-month"
        title={DASHBOARD_FIGURES_TEXTS.donationsThisMonth}
        link={{ to: `${DONATIONS_PATH}?from=${month.since}&status=confirmed`, text: DASHBOARD_FIGURES_TEXTS.donationsLink }}
      >
        <p className="text-4xl font-bold text-blue-800" data-testid="donations-this-month-total">
          {money(month.total)}
        </p>
        <p className="text-slate-700" data-testid="donations-this-month-count">
          {month.count} confirmed {month.count === 1 ? 'donation' : 'donations'} since {month.since}
        </p>
      </Card>
      <Card
        id="low-stock"
        title={DASHBOARD_FIGURES_TEXTS.lowStock}
        link={{ to: CATALOGUE_PATH, text: DASHBOARD_FIGURES_TEXTS.catalogueLink }}
      >
        {data.low_stock.length === 0 ? (
          <p className="text-slate-700">{DASHBOARD_FIGURES_TEXTS.noLowStock}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {data.low_stock.map((item) => (
              <li key={item.glasses_id} className="flex justify-between gap-2">
                <span className="break-words">{item.name}</span>
                <span className={`font-semibold ${item.inventory === 0 ? 'text-red-800' : 'text-slate-900'}`}>{item.inventory} left</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        id="recent-changes"
        title={DASHBOARD_FIGURES_TEXTS.recentChanges}
        link={{ to: paths.staffAudit, text: DASHBOARD_FIGURES_TEXTS.auditLink }}
      >
        {data.recent_audit.length === 0 ? (
          <p className="text-slate-700">{DASHBOARD_FIGURES_TEXTS.noChanges}</p>
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

/** The lens powers approved applicants need that no frame in stock fits: what to buy or ask for. */
function UnmetNeed({ need }: { need: StaffDashboard['unmet_need'] }) {
  return (
    <Card
      id="unmet-need"
      title={DASHBOARD_FIGURES_TEXTS.unmetNeed}
      link={{ to: CATALOGUE_PATH, text: DASHBOARD_FIGURES_TEXTS.catalogueLink }}
    >
      {need.people === 0 ? (
        <p className="text-slate-700">{DASHBOARD_FIGURES_TEXTS.noUnmetNeed}</p>
      ) : (
        <>
          <p className="text-slate-700" data-testid="unmet-need-count">
            {DASHBOARD_FIGURES_TEXTS.unmetCount(need.people)}
          </p>
          {need.bands.length > 0 && (
            <>
              <p className="text-slate-700">{DASHBOARD_FIGURES_TEXTS.toBuy}</p>
              <ul className="flex flex-col gap-1 text-sm">
                {need.bands.map((band) => (
                  <li key={`${band.sphere_strongest}/${band.cylinder_most}`} className="flex flex-wrap justify-between gap-x-3">
                    <span>
                      {DASHBOARD_FIGURES_TEXTS.power(dioptres(band.sphere_weakest), dioptres(band.sphere_strongest))},{' '}
                      {DASHBOARD_FIGURES_TEXTS.cylinder(band.cylinder_least, band.cylinder_most)}
                    </span>
                    <span className="font-semibold">{DASHBOARD_FIGURES_TEXTS.peopleCount(band.people)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {need.without_figures > 0 && (
            <p className="text-sm text-slate-700">{DASHBOARD_FIGURES_TEXTS.withoutFigures(need.without_figures)}</p>
          )}
        </>
      )}
    </Card>
  );
}

/** Monthly gifts whose card could not be charged: staff may reach the donor before the provider gives up. */
function FailingGifts({ failing }: { failing: StaffDashboard['failing_monthly_gifts'] }) {
  return (
    <Card
      id="failing-gifts"
      title={DASHBOARD_FIGURES_TEXTS.failingGifts}
      link={{ to: paths.staffPeople, text: DASHBOARD_FIGURES_TEXTS.peopleLink }}
    >
      {failing.count === 0 ? (
        <p className="text-slate-700">{DASHBOARD_FIGURES_TEXTS.noFailingGifts}</p>
      ) : (
        <>
          <p className="text-slate-700" data-testid="failing-gifts-count">
            {DASHBOARD_FIGURES_TEXTS.failingCount(failing.count)}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {failing.gifts.map((gift) => (
              <li key={gift.id}>
                {gift.donor ? (
                  <Link to={paths.staffPerson(gift.donor.id)} className="font-semibold text-blue-700 underline">
                    {personLabel(gift.donor)}
                  </Link>
                ) : (
                  <span className="font-semibold">{DASHBOARD_FIGURES_TEXTS.erasedDonor}</span>
                )}
                <span className="block text-slate-700">
                  {DASHBOARD_FIGURES_TEXTS.failingGift(money(gift.amount), gift.failed_at ? dateTime(gift.failed_at) : '—')}
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
  return (
    <Card
      id="applications-by-partner"
      title={DASHBOARD_FIGURES_TEXTS.byPartner}
      link={{ to: paths.staffPartners, text: DASHBOARD_FIGURES_TEXTS.partnersLink }}
    >
      {partners.length === 0 ? (
        <p className="text-slate-700">{DASHBOARD_FIGURES_TEXTS.noPartnerApplications}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {partners.map((partner) => (
            <li key={partner.partner_id} className="break-words">
              <span className="font-semibold">{partner.name}</span>
              <span className="block text-slate-700">{DASHBOARD_FIGURES_TEXTS.partnerCounts(partner)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The dashboard's second row: money this month, items running low, the latest changes, unmet need and failing monthly gifts, each leading to its list. */
export function DashboardFigures() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <Spinner label="Loading the figures" />;
  if (dashboard.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-red-800">
        {DASHBOARD_FIGURES_TEXTS.failed}
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          {DASHBOARD_FIGURES_TEXTS.retry}
        </Button>
      </div>
    );
  }
  return <Figures data={dashboard.data} />;
}
