import { SETUP_ITEM_KEYS, type SetupItemKey, type StaffSetup } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { uiTexts } from '@/components/ui/texts';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { staffTexts } from '../../texts';
import { SETUP_ITEM_TEXT_KEYS } from '../lib/setup-items';
import { staffSetupTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

/** The checklist as the server answers it, with `done` the steps done. */
const setupWith = (done: readonly SetupItemKey[]): StaffSetup => ({
  items: SETUP_ITEM_KEYS.map((key) => ({ key, done: done.includes(key) })),
});

const ALL_DONE = setupWith(SETUP_ITEM_KEYS);
const SUMMARY = { applications_waiting: 0, claims_to_ship: 0, support_waiting: 0 };

describe('the "Ready to go live" checklist', () => {
  it('lists every step with whether it is done (a word and a named icon), what to set and why', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/setup/': { body: setupWith(['public_url', 'smtp_url', 'org_tax_id']) },
    });
    renderApp({ path: paths.staffSetup, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: staffSetupTexts.t('title'), level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent(staffSetupTexts.t('stepsLeft', { left: 6, total: 9 }));
    expect(screen.getByText(/docs\/operations\.md/)).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: staffSetupTexts.t('listLabel') })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      SETUP_ITEM_KEYS.map((key) => staffSetupTexts.t(SETUP_ITEM_TEXT_KEYS[key].title)),
    );
    const step = (key: SetupItemKey) => screen.getByRole('listitem', { name: staffSetupTexts.t(SETUP_ITEM_TEXT_KEYS[key].title) });
    expect(within(step('public_url')).getByRole('img', { name: staffSetupTexts.t('done') })).toBeInTheDocument();
    expect(within(step('public_url')).getByText(staffSetupTexts.t('done'))).toBeInTheDocument();
    expect(within(step('payments')).getByRole('img', { name: staffSetupTexts.t('notDone') })).toBeInTheDocument();
    expect(within(step('payments')).queryByRole('img', { name: staffSetupTexts.t('done') })).toBeNull();
    expect(step('payments')).toHaveTextContent(staffSetupTexts.t(SETUP_ITEM_TEXT_KEYS.payments.what));
    expect(step('payments')).toHaveTextContent(staffSetupTexts.t(SETUP_ITEM_TEXT_KEYS.payments.why));
    // Each step names the variable (or variables) to set.
    for (const [key, variable] of [
      ['sample_data', 'SAMPLE_DATA'],
      ['payments', 'PAYMENT_PROVIDER'],
      ['application_review', 'APPLICATION_REVIEW'],
      ['public_url', 'PUBLIC_URL'],
      ['smtp_url', 'SMTP_URL'],
      ['org_name', 'ORG_NAME'],
      ['org_tax_id', 'ORG_TAX_ID'],
      ['org_address', 'ORG_ADDRESS'],
      ['social_links', 'SOCIAL_FACEBOOK_URL'],
    ] as const) {
      expect(step(key)).toHaveTextContent(variable);
    }
  });

  it('says so when every step is done', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/setup/': { body: ALL_DONE } });
    renderApp({ path: paths.staffSetup, token: TEST_TOKEN });
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent(staffSetupTexts.t('allDone'));
    expect(screen.getAllByRole('img', { name: staffSetupTexts.t('done') })).toHaveLength(SETUP_ITEM_KEYS.length);
    expect(screen.queryByRole('img', { name: staffSetupTexts.t('notDone') })).toBeNull();
  });

  it('offers to try again when the checklist cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/setup/': () => (fail ? { status: 503, body: { detail: 'Down.' } } : { body: ALL_DONE }),
    });
    const { user } = renderApp({ path: paths.staffSetup, token: TEST_TOKEN });
    expect(await screen.findByRole('alert')).toHaveTextContent(staffSetupTexts.t('failed'));
    fail = false;
    await user.click(screen.getByRole('button', { name: uiTexts.t('tryAgain') }));
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent(staffSetupTexts.t('allDone'));
  });

  it('is in the console navigation', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/setup/': { body: ALL_DONE } });
    const { user, location } = renderApp({ path: paths.staffPeople, token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: staffTexts.t('navigationLabel') });
    const label = staffTexts.t('sectionSetup');
    await user.click(within(nav).getByRole('link', { name: label }));
    await waitFor(() => expect(location()).toBe(paths.staffSetup));
    expect(await screen.findByRole('heading', { name: staffSetupTexts.t('title'), level: 1 })).toBeInTheDocument();
  });
});

describe("the dashboard's notice", () => {
  it('says how many steps are left and leads to the checklist', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': { body: SUMMARY },
      'GET /api/staff/setup/': { body: setupWith(['org_name', 'org_address']) },
    });
    const { user, location } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    const notice = (await screen.findByRole('heading', { name: staffSetupTexts.t('stepsLeft', { left: 7, total: 9 }) })).closest(
      'section',
    )!;
    await user.click(within(notice).getByRole('link', { name: staffSetupTexts.t('noticeLink') }));
    await waitFor(() => expect(location()).toBe(paths.staffSetup));
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent(staffSetupTexts.t('stepsLeft', { left: 7, total: 9 }));
  });

  it('is gone once every step is done', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': { body: SUMMARY },
      'GET /api/staff/setup/': { body: ALL_DONE },
    });
    const { user } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: staffTexts.t('navigationLabel') });
    // The checklist's answer is surely in by the time its page shows it; back on the dashboard
    // the notice reads the same answer at once.
    await user.click(within(nav).getByRole('link', { name: staffTexts.t('sectionSetup') }));
    expect(await screen.findByTestId('setup-progress')).toHaveTextContent(staffSetupTexts.t('allDone'));
    await user.click(within(nav).getByRole('link', { name: staffTexts.t('sectionDashboard') }));
    expect(await screen.findByTestId('applications-waiting-count')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: staffSetupTexts.t('noticeLink') })).toBeNull();
    expect(screen.queryByText(/steps left before going live/)).toBeNull();
  });
});
