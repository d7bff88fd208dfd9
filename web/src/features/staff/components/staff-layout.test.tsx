import { screen, waitFor, within } from '@testing-library/react';

import { tableTexts } from '@/components/table/texts';
import { paths } from '@/config/paths';
import { uiTexts } from '@/components/ui/texts';
import { inSpanish } from '@/testing/in-spanish';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { notAllowedTexts } from '../not-allowed/texts';
import { staffTexts } from '../texts';

import { STAFF_SECTIONS } from './staff-layout';

const staffUser = () => ({ ...makeUser(), is_staff: true });

describe('the staff console', () => {
  it('gives a visitor the sign-in screen in its place', async () => {
    mockApi({});
    renderApp({ path: paths.staff });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: staffTexts.t('navigationLabel') })).toBeNull();
  });

  it('tells a signed-in user who is not staff that it is not for them, and asks the API nothing', async () => {
    const api = mockApi({ 'GET /auth/users/me/': { body: makeUser({ applied: true }) } });
    renderApp({ path: paths.staff, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: notAllowedTexts.t('title') })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: staffTexts.t('navigationLabel') })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/staff/'))).toEqual([]);
  });

  it('shows staff the navigation and a dashboard whose counts lead to their lists', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': { body: { applications_waiting: 4, claims_to_ship: 2, support_waiting: 3 } },
    });
    const { user, location, router } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: staffTexts.t('dashboardTitle') })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: staffTexts.t('navigationLabel') });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(STAFF_SECTIONS.map((section) => staffTexts.t(section.label)));
    expect(STAFF_SECTIONS.map((section) => staffTexts.t(section.label))).toEqual(
      expect.arrayContaining(['Dashboard', 'Applications', 'Claims', 'Outbox', 'People', 'Audit log']),
    );
    expect(await screen.findByTestId('applications-waiting-count')).toHaveTextContent('4');
    expect(screen.getByTestId('claims-to-ship-count')).toHaveTextContent('2');
    await user.click(screen.getByRole('link', { name: /claims to ship/ }));
    await waitFor(() => expect(location()).toBe(paths.staffClaims));
    expect(router.state.location.search).toBe('?status=claimed');
  });

  it("counts the recipients' questions waiting for an answer, leading to that list", async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': { body: { applications_waiting: 4, claims_to_ship: 2, support_waiting: 3 } },
      'GET /api/staff/claims/': { body: { results: [], next: null } },
    });
    const { user, location, router } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    const card = (await screen.findByRole('heading', { name: staffTexts.t('supportWaiting') }, { timeout: 5000 })).closest('section')!;
    expect(within(card).getByTestId('support-waiting-count')).toHaveTextContent('3');
    await user.click(within(card).getByRole('link', { name: /questions waiting/ }));
    await waitFor(() => expect(location()).toBe(paths.staffClaims));
    expect(router.state.location.search).toBe('?support=waiting');
  });

  it('says when the counts could not be loaded, and tries again on request', async () => {
    let fail = true;
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/summary/': () =>
        fail
          ? { status: 500, body: { detail: 'Server error.' } }
          : { body: { applications_waiting: 1, claims_to_ship: 0, support_waiting: 0 } },
    });
    const { user } = renderApp({ path: paths.staff, token: TEST_TOKEN });
    expect(await screen.findByText(staffTexts.t('summaryFailed'))).toBeInTheDocument();
    fail = false;
    await user.click(
      within(screen.getByText(staffTexts.t('summaryFailed')).closest<HTMLElement>('[role="alert"]')!).getByRole('button', {
        name: uiTexts.t('tryAgain'),
      }),
    );
    expect(await screen.findByTestId('applications-waiting-count')).toHaveTextContent('1');
  });

  it('puts the Staff link in the header for staff only', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/glasses/': { body: [] } });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Staff' })).toHaveAttribute('href', paths.staff);
  });

  it('puts no Staff link in the header for anyone else', async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser({ applied: true }) }, 'GET /api/glasses/': { body: [] } });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await within(main).findByRole('link', { name: 'Account' });
    expect(within(main).queryByRole('link', { name: 'Staff' })).toBeNull();
  });
});

describe('the staff console on a page in Spanish', () => {
  inSpanish();
  const inSpanishAccount = (user: ReturnType<typeof makeUser>) => ({ ...user, account: { ...user.account, language: 'es' as const } });

  it('stays English, the shared pieces inside it too, in a part marked lang="en"; the frame around it is Spanish', async () => {
    mockApi({
      'GET /auth/users/me/': { body: inSpanishAccount(staffUser()) },
      'GET /api/staff/users/': { status: 500, body: { detail: 'Server error' } },
    });
    renderApp({ path: paths.staffPeople, token: TEST_TOKEN });
    const nav = await screen.findByRole('navigation', { name: staffTexts.t('navigationLabel') }, { timeout: 5000 });
    expect(nav.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The list's own failure and its button are the shared table's words, in English here.
    expect(await screen.findByText('The list could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(tableTexts.t('failed')).toBe('No se pudo cargar la lista.');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('tells someone who is not staff, in Spanish, that it is not for them', async () => {
    mockApi({ 'GET /auth/users/me/': { body: inSpanishAccount(makeUser({ applied: true })) } });
    renderApp({ path: paths.staff, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Solo para el personal' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
