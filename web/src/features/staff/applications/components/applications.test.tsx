import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import type { StaffApplication, StaffApplicationRow } from '../../lib/types';

import { staffApplicationsTexts } from '../texts';

const staffUser = () => ({ ...makeUser(), is_staff: true });

function row(id: number, username: string, overrides: Partial<StaffApplicationRow> = {}): StaffApplicationRow {
  return {
    donatee_id: id,
    username,
    name: username,
    status: 'submitted',
    submitted_at: '2026-01-05T10:00:00.000Z',
    household_size: 3,
    monthly_income: 1500,
    within_limit: true,
    partner_name: null,
    ...overrides,
  };
}

function application(overrides: Partial<StaffApplication> = {}): StaffApplication {
  return {
    donatee_id: 41,
    user_id: 9,
    username: 'robin',
    name: 'robin',
    email: 'robin@example.org',
    status: 'submitted',
    submitted_at: '2026-01-05T10:00:00.000Z',
    decided_at: null,
    decision_message: null,
    review_reason: null,
    monthly_income: 1500,
    average_household_income: 2000,
    current_bank_balance: 40,
    is_dependent: false,
    household_size: 3,
    shipping_address: { name: 'robin', address: '2 Elm St', city: 'Reno', state: 'NV', zip_code: '89501', phone_number: '555-1' },
    eligibility: { year: 2025, percent: 200, household_size: 3, yearly_income: 18000, yearly_limit: 53600, within_limit: true },
    prescription: { url: '/media/prescriptions/41.png', content_type: 'image/png' },
    prescription_figures: { sphere_right: -1.25, cylinder_right: -0.5, sphere_left: 0.75, cylinder_left: null, exam_date: '2025-11-02' },
    partner: null,
    possible_duplicates: [],
    ...overrides,
  };
}

/** The addresses fetched, with their query strings (the mock API matches on the path alone). */
function requested(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:prescription');
  URL.revokeObjectURL = vi.fn();
});

describe('the applications queue', () => {
  it('lists submitted applications by default, switches status from the filter, and loads the next page', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/': () => ({ body: { results: [row(41, 'robin'), row(42, 'sam')], next: 'cursor-1' } }),
    });
    const { user, router } = renderApp({ path: paths.staffApplications, token: TEST_TOKEN });
    const table = await screen.findByRole('table', { name: /waiting for review, oldest first/ });
    expect(await within(table).findByRole('link', { name: 'robin' })).toHaveAttribute('href', paths.staffApplication(41));
    expect(requested(api.fetchMock, '/api/staff/applications/')).toEqual(['/api/staff/applications/?status=submitted']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(requested(api.fetchMock, '/api/staff/applications/')).toContain('/api/staff/applications/?status=submitted&after=cursor-1'),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'More information needed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=info_requested'));
    await waitFor(() =>
      expect(requested(api.fetchMock, '/api/staff/applications/')).toContain('/api/staff/applications/?status=info_requested'),
    );
  });

  it('shows the hint per row and approves the selected within-limit applications after a confirmation listing them', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/': {
        body: {
          results: [
            row(41, 'rosa_p', { name: 'Rosa Parkes' }),
            row(42, 'sam', { within_limit: false }),
            row(43, 'lee', { within_limit: null }),
            row(44, 'kim'),
          ],
          next: null,
        },
      },
      'POST /api/staff/applications/approve/': {
        body: {
          results: [
            { donatee_id: 41, approved: true, errors: null },
            {
              donatee_id: 44,
              approved: false,
              errors: { decision: ['Only a submitted application can be decided; this one is approved.'] },
            },
          ],
        },
      },
    });
    const { user } = renderApp({ path: paths.staffApplications, token: TEST_TOKEN });
    await screen.findByRole('link', { name: 'Rosa Parkes (rosa_p)' });
    const table = screen.getByRole('table');
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(rowOf('Rosa Parkes (rosa_p)')).toHaveTextContent(staffApplicationsTexts.t('withinLimit'));
    expect(rowOf('sam')).toHaveTextContent(staffApplicationsTexts.t('aboveLimit'));
    expect(rowOf('lee')).toHaveTextContent(staffApplicationsTexts.t('cannotTell'));
    // Only rows within the limit can be picked.
    expect(within(table).getAllByRole('checkbox')).toHaveLength(2);
    const approveSelected = screen.getByRole('button', { name: staffApplicationsTexts.t('approveSelected', { count: 0 }) });
    expect(approveSelected).toBeDisabled();

    await user.click(
      screen.getByRole('checkbox', { name: staffApplicationsTexts.t('selectApplication', { person: 'Rosa Parkes (rosa_p)' }) }),
    );
    await user.click(screen.getByRole('checkbox', { name: staffApplicationsTexts.t('selectApplication', { person: 'kim' }) }));
    await user.click(screen.getByRole('button', { name: staffApplicationsTexts.t('approveSelected', { count: 2 }) }));
    const dialog = await screen.findByRole('dialog', { name: staffApplicationsTexts.t('bulkConfirmTitle', { count: 2 }) });
    const names = within(dialog).getByRole('list', { name: staffApplicationsTexts.t('bulkListLabel') });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rosa Parkes (rosa_p)', 'kim']);
    expect(api.callsTo('POST', '/api/staff/applications/approve/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: staffApplicationsTexts.t('bulkConfirm', { count: 2 }) }));
    expect(await screen.findByText(staffApplicationsTexts.t('bulkApproved', { count: 1 }))).toBeInTheDocument();
    expect(screen.getByText(/kim: not approved\. Only a submitted application/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/applications/approve/')[0]!.body).toEqual({ donatee_ids: [41, 44] });
  });

  it('offers no selection outside the submitted queue', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/': { body: { results: [row(41, 'robin', { status: 'rejected' })], next: null } },
    });
    renderApp({ path: `${paths.staffApplications}?status=rejected`, token: TEST_TOKEN });
    await screen.findByRole('link', { name: 'robin' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).toBeNull();
  });

  it('says when no application is in the status', async () => {
    mockApi({ 'GET /auth/users/me/': { body: staffUser() }, 'GET /api/staff/applications/': { body: { results: [], next: null } } });
    renderApp({ path: `${paths.staffApplications}?status=rejected`, token: TEST_TOKEN });
    expect(await screen.findByText('No applications in this status.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reports a failed load with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/': () =>
        fail ? { status: 500, body: { detail: 'Server error.' } } : { body: { results: [row(41, 'robin')], next: null } },
    });
    const { user } = renderApp({ path: paths.staffApplications, token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'robin' })).toBeInTheDocument();
  });
});

describe('one application', () => {
  it('shows the answers, the eligibility hint with its year, the prescription fetched with the token, and its figures', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application() },
      'GET /media/prescriptions/41.png': { body: 'image bytes' },
    });
    renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Application of robin' })).toBeInTheDocument();
    expect(screen.getByText('2 Elm St, Reno, NV, 89501')).toBeInTheDocument();
    expect(screen.getByTestId('eligibility-verdict')).toHaveTextContent('Within the income limit');
    expect(screen.getByText(/200% of the 2025 federal poverty guidelines/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The uploaded prescription' })).toHaveAttribute('src', 'blob:prescription');
    expect(api.callsTo('GET', '/media/prescriptions/41.png')[0]!.headers.Authorization).toBe(`Token ${TEST_TOKEN}`);
    const figures = screen.getByRole('table', { name: 'Prescription figures' });
    expect(within(figures).getByRole('row', { name: 'Right −1.25 −0.50' })).toBeInTheDocument();
    expect(within(figures).getByRole('row', { name: 'Left +0.75 Not given' })).toBeInTheDocument();
  });

  it('says when it is back because the recipient changed it after approval', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application({ review_reason: 'changed_after_approval' }) },
      'GET /media/prescriptions/41.png': { body: 'image bytes' },
    });
    renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    expect(await screen.findByTestId('review-reason')).toHaveTextContent(staffApplicationsTexts.t('changedAfterApproval'));
  });

  it('shows a PDF prescription in an object', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application({ prescription: { url: '/media/p.pdf', content_type: 'application/pdf' } }) },
      'GET /media/p.pdf': { body: 'pdf' },
    });
    const { container } = renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    await waitFor(() => expect(container.querySelector('object[type="application/pdf"]')).toHaveAttribute('data', 'blob:prescription'));
  });

  it('asks for a message before rejecting, then sends the decision with it', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application({ prescription: null }) },
      'POST /api/staff/applications/41/decision/': (call: ApiCall) => ({
        body: application({
          status: 'rejected',
          decision_message: (call.body as { message: string }).message,
          decided_at: '2026-01-06T09:00:00.000Z',
        }),
      }),
    });
    const { user } = renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    await user.click(await screen.findByRole('radio', { name: /Reject/ }));
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(await screen.findByText(staffApplicationsTexts.t('messageRequired'))).toBeInTheDocument();
    expect(screen.getByLabelText('Message to the recipient')).toHaveFocus();
    expect(api.callsTo('POST', '/api/staff/applications/41/decision/')).toHaveLength(0);

    await user.type(screen.getByLabelText('Message to the recipient'), 'Income above the limit.');
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(await screen.findByTestId('decided-status')).toHaveTextContent('Not approved');
    expect(api.callsTo('POST', '/api/staff/applications/41/decision/')[0]!.body).toEqual({
      decision: 'reject',
      message: 'Income above the limit.',
    });
    expect(screen.getByText('Message: Income above the limit.')).toBeInTheDocument();
    // The form that held the focus is gone: the focus moves to the decision taken.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Decision' })).toHaveFocus());
  });

  it('leaves the focus alone when it opens an application decided earlier', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': {
        body: application({ status: 'approved', decided_at: '2026-01-06T09:00:00.000Z', prescription: null }),
      },
    });
    renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    expect(await screen.findByTestId('decided-status')).toHaveTextContent('Approved on Jan 6, 2026');
    expect(screen.getByRole('heading', { name: 'Decision' })).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send the decision' })).toBeNull();
  });

  it('preselects no decision: sending without one asks for it and sends nothing', async () => {
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application({ prescription: null }) },
    });
    const { user } = renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    const radios = await screen.findAllByRole('radio');
    for (const radio of radios) expect(radio).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(await screen.findByText(staffApplicationsTexts.t('chooseDecision'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/staff/applications/41/decision/')).toHaveLength(0);
  });

  it('marks the message required when rejecting or asking for information', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application({ prescription: null }) },
    });
    const { user } = renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    const message = await screen.findByLabelText('Message to the recipient');
    expect(message).not.toBeRequired();
    await user.click(screen.getByRole('radio', { name: /Ask for information/ }));
    expect(message).toBeRequired();
    expect(screen.getByText(staffApplicationsTexts.t('messageNeeded'))).toBeInTheDocument();
  });

  it("approves after a confirmation naming the person, and shows the server's refusal in it", async () => {
    let refuse = true;
    const api = mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/41/': { body: application({ prescription: null, name: 'Rosa Parkes', username: 'rosa_p' }) },
      'POST /api/staff/applications/41/decision/': () =>
        refuse
          ? { status: 409, body: { detail: 'This application was decided already.' } }
          : { body: application({ status: 'approved', prescription: null }) },
    });
    const { user } = renderApp({ path: paths.staffApplication(41), token: TEST_TOKEN });
    await user.click(await screen.findByRole('radio', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Approve the application of Rosa Parkes (rosa_p)?');
    expect(api.callsTo('POST', '/api/staff/applications/41/decision/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Keep reviewing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/staff/applications/41/decision/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await within(screen.getByRole('dialog')).findByText('This application was decided already.')).toBeInTheDocument();
    refuse = false;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByTestId('decided-status')).toHaveTextContent('Approved');
    expect(api.callsTo('POST', '/api/staff/applications/41/decision/').at(-1)!.body).toEqual({ decision: 'approve' });
  });

  it('says when there is no such application', async () => {
    mockApi({
      'GET /auth/users/me/': { body: staffUser() },
      'GET /api/staff/applications/99/': { status: 404, body: { detail: 'Not found.' } },
    });
    renderApp({ path: paths.staffApplication(99), token: TEST_TOKEN });
    expect(await screen.findByText('There is no such application.')).toBeInTheDocument();
  });
});
