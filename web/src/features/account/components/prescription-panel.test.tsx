import type { Claim, User } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { daysAgo } from '@/testing/application';
import { TEST_TOKEN, makeClaim, makeUser } from '@/testing/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { accountTexts } from '../texts';

const { t } = accountTexts;

/** An applicant whose donatee record is changed by `donatee`. */
function applicant(donatee: Record<string, unknown> = {}, claim: Claim | null = null): User {
  const user = makeUser({
    applied: true,
    claimed: claim !== null,
    claimedGlasses: claim?.glasses ?? null,
    prescription: '/media/12/rx.png',
  });
  return {
    ...user,
    account: {
      ...user.account,
      donatee: {
        ...user.account.donatee,
        prescription_sphere_right: -1.75,
        prescription_cylinder_right: -0.5,
        prescription_sphere_left: -2,
        prescription_exam_date: '2026-01-15',
        claim,
        ...donatee,
      },
    },
  } as User;
}

function renderAccount(user: User, extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /auth/users/me/': { body: user },
    'GET /api/glasses/': { body: [] },
    'GET /api/config/': { body: { tile_url: '', prescription_max_age_months: 24 } },
    ...extra,
  });
  return { api, ...renderApp({ path: paths.account, token: TEST_TOKEN }) };
}

// The account page is a lazy route: its first render may take a while on a busy machine.
const panel = async () => screen.findByRole('region', { name: t('prescriptionTitle') }, { timeout: 5000 });

// Whole forms are typed key by key: on a busy machine that takes longer than the default 5 s.
describe("the account page's prescription", { timeout: 20_000 }, () => {
  it('shows the figures, the exam date and the picture on file', async () => {
    renderAccount(applicant());
    const section = await panel();
    expect(within(section).getByTestId(`prescription-${t('rightEye')}`)).toHaveTextContent('SPH -1.75, CYL -0.50');
    expect(within(section).getByTestId(`prescription-${t('leftEye')}`)).toHaveTextContent('SPH -2.00');
    expect(within(section).getByTestId(`prescription-${t('examDate')}`)).toHaveTextContent('Jan 15, 2026');
    expect(within(section).getByRole('link', { name: t('openCurrentFile') })).toHaveAttribute('href', '/media/12/rx.png');
    // The spec's Donatee Details keep their one 'View prescription'.
    expect(screen.getAllByRole('link', { name: t('viewPrescription') })).toHaveLength(1);
  });

  it("says 'Not given' for figures the application left out", async () => {
    renderAccount(applicant({ prescription_sphere_right: null, prescription_exam_date: null }));
    const section = await panel();
    expect(within(section).getByTestId(`prescription-${t('rightEye')}`)).toHaveTextContent(t('notGiven'));
    expect(within(section).getByTestId(`prescription-${t('examDate')}`)).toHaveTextContent(t('notGiven'));
  });

  it('replaces the figures and the picture before a pair ships, keeping the status, and says so', async () => {
    let current = applicant({ application_status: 'submitted' });
    const { api, user } = renderAccount(current, {
      'GET /auth/users/me/': () => ({ body: current }),
      'PATCH /api/donatees/7000/': (call: ApiCall) => {
        const form = call.body as FormData;
        current = applicant({ application_status: 'submitted', prescription_sphere_left: Number(form.get('prescription_sphere_left')) });
        return { body: current.account.donatee };
      },
    });
    const section = await panel();
    const open = within(section).getByRole('button', { name: t('replacePrescription') });
    await user.click(open);
    const left = within(section).getByLabelText('Left eye sphere (SPH)');
    expect(left).toHaveValue(-2);
    expect(within(section).getByLabelText('Right eye sphere (SPH)')).toHaveFocus();
    await user.clear(left);
    await user.type(left, '-2.25');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'new-rx.png', { type: 'image/png' });
    await user.upload(within(section).getByLabelText(t('newPicture')), file);
    await user.click(within(section).getByRole('button', { name: t('savePrescription') }));

    expect(await within(section).findByText(t('prescriptionSaved'))).toHaveAttribute('role', 'status');
    const form = api.callsTo('PATCH', '/api/donatees/7000/')[0]!.body as FormData;
    expect(form.get('prescription_sphere_left')).toBe('-2.25');
    expect(form.get('prescription_sphere_right')).toBe('-1.75');
    expect(form.get('prescription_exam_date')).toBe('2026-01-15');
    expect((form.get('prescription') as File).name).toBe('new-rx.png');
    // Replacing the prescription is not a new application.
    expect(form.has('has_applied_for_account')).toBe(false);
    await waitFor(() => expect(within(section).getByTestId(`prescription-${t('leftEye')}`)).toHaveTextContent('SPH -2.25'));
    expect(within(section).getByRole('button', { name: t('replacePrescription') })).toHaveFocus();
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAccount(applicant(), {
      'PATCH /api/donatees/7000/': {
        status: 400,
        body: { prescription_exam_date: ['The prescription must be from an eye exam in the last 24 months.'] },
      },
    });
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: t('replacePrescription') }));
    const examDate = within(section).getByLabelText('Date of your eye exam');
    await user.clear(examDate);
    await user.type(examDate, daysAgo(2));
    await user.click(within(section).getByRole('button', { name: t('savePrescription') }));
    await waitFor(() => expect(examDate).toHaveAccessibleDescription('The prescription must be from an eye exam in the last 24 months.'));
    expect(examDate).toHaveValue(daysAgo(2));
    expect(within(section).getByText(new RegExp(t('prescriptionSaveFailed')))).toHaveAttribute('role', 'alert');
  });

  it('cannot be changed once the pair has shipped, and says why', async () => {
    renderAccount(applicant({}, { ...makeClaim(), status: 'shipped', shipped_at: '2026-02-01T10:00:00.000Z' }));
    const section = await panel();
    expect(within(section).getByText(t('prescriptionLocked'))).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: t('replacePrescription') })).toBeNull();
  });

  it('may still be changed while a claimed pair waits to ship', async () => {
    renderAccount(applicant({}, makeClaim()));
    const section = await panel();
    expect(within(section).getByRole('button', { name: t('replacePrescription') })).toBeInTheDocument();
  });

  it('leads to the application when staff sent it back', async () => {
    renderAccount(applicant({ application_status: 'info_requested', decision_message: 'Please add the exam date.' }));
    const section = await panel();
    expect(within(section).getByRole('link', { name: t('prescriptionViaApplication') })).toHaveAttribute('href', paths.apply);
    expect(within(section).queryByRole('button', { name: t('replacePrescription') })).toBeNull();
  });

  it('is not shown before the application is sent', async () => {
    renderAccount(makeUser({ applied: false }), { 'GET /api/donators/700/': { body: makeUser().account.donator } });
    expect(await screen.findByRole('heading', { name: t('title') })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t('prescriptionTitle') })).toBeNull();
  });
});
