import { TOKEN_STORAGE_KEY } from '@onepair/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';

import { paths } from '@/config/paths';
import { PASSWORDS_DIFFER } from '@/lib/forms/new-password';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi, type MockHandler } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { accountTexts } from '../texts';

const { t } = accountTexts;

function renderSecurity(extra: Record<string, MockHandler> = {}, user = makeUser()) {
  const api = mockApi({
    'GET /auth/users/me/': { body: user },
    'GET /api/donators/700/': { body: user.account.donator },
    'GET /api/glasses/': { body: [] },
    ...extra,
  });
  return { api, ...renderApp({ path: paths.accountSecurity, token: TEST_TOKEN }) };
}

describe('the security and privacy page', () => {
  it('is linked from the account page', async () => {
    const { user, location } = renderSecurity();
    await user.click(await screen.findByRole('link', { name: t('backToAccount') }));
    await user.click(await screen.findByRole('link', { name: t('security') }));
    await waitFor(() => expect(location()).toBe(paths.accountSecurity));
    expect(await screen.findByRole('heading', { level: 1, name: t('security') })).toBeInTheDocument();
  });

  it('changes the password, empties the form and says other devices are signed out', async () => {
    const { api, user } = renderSecurity({ 'POST /auth/users/set_password/': { status: 204 } });
    await user.type(await screen.findByLabelText(t('currentPassword')), 'old secret words');
    await user.type(screen.getByLabelText(t('newPassword')), 'violet harbour lantern');
    await user.type(screen.getByLabelText(t('confirmPassword')), 'violet harbour lantern');
    await user.click(screen.getByRole('button', { name: t('changePassword') }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(t('passwordChanged'));
    expect(done).toHaveFocus();
    expect(api.callsTo('POST', '/auth/users/set_password/')[0]!.body).toEqual({
      current_password: 'old secret words',
      new_password: 'violet harbour lantern',
    });
    expect(screen.getByLabelText(t('currentPassword'))).toHaveValue('');
    // This session stays.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
  });

  it('shows a wrong current password and weak-password advice under their fields, keeping the input', async () => {
    const { api, user } = renderSecurity({
      'POST /auth/users/set_password/': {
        status: 400,
        body: { current_password: ['Invalid password.'], new_password: ['This password is too easy to guess. Add another word or two.'] },
      },
    });
    await user.type(await screen.findByLabelText(t('currentPassword')), 'wrong');
    await user.type(screen.getByLabelText(t('newPassword')), 'password1');
    await user.type(screen.getByLabelText(t('confirmPassword')), 'password2');
    await user.click(screen.getByRole('button', { name: t('changePassword') }));
    // The two new passwords differ: nothing is sent yet.
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/users/set_password/')).toHaveLength(0);
    await user.clear(screen.getByLabelText(t('confirmPassword')));
    await user.type(screen.getByLabelText(t('confirmPassword')), 'password1');
    await user.click(screen.getByRole('button', { name: t('changePassword') }));
    const current = screen.getByLabelText(t('currentPassword'));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Invalid password.'));
    expect(current).toHaveFocus();
    expect(screen.getByLabelText(t('newPassword'))).toHaveAccessibleDescription(
      'This password is too easy to guess. Add another word or two.',
    );
    expect(current).toHaveValue('wrong');
    expect(screen.getByLabelText(t('newPassword'))).toHaveValue('password1');
  });

  it('signs out everywhere after a confirmation and lands on the sign-in page with a message', async () => {
    const { api, user, location } = renderSecurity({ 'POST /auth/token/logout_all/': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: t('signOutEverywhere') }));
    const dialog = screen.getByRole('dialog', { name: t('signOutConfirmTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/auth/token/logout_all/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: t('signOutEverywhere') }));
    await user.click(screen.getByRole('button', { name: t('signOutConfirm') }));
    await waitFor(() => expect(location()).toBe(paths.login));
    expect(await screen.findByRole('status')).toHaveTextContent(t('signedOutEverywhere'));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('POST', '/auth/token/logout_all/')).toHaveLength(1);
  });

  it('downloads the data through the client as a JSON file named after the user', async () => {
    const exported = { user: { id: 7, username: 'casey' } };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; the page's own calls are watched instead, and put back after.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => void Object.assign(URL, original));
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    onTestFinished(() => click.mockRestore());
    const { api, user } = renderSecurity({ 'GET /auth/users/me/export/': { body: exported } });
    await user.click(await screen.findByRole('button', { name: t('downloadData') }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'onepair-casey.json', href: 'blob:export' }]));
    expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual(exported);
    expect(api.callsTo('GET', '/auth/users/me/export/')[0]!.headers.Authorization).toBe(`Token ${TEST_TOKEN}`);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export'));
  });

  it('says when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSecurity({ 'GET /auth/users/me/export/': { status: 503, body: { detail: 'Service unavailable.' } } });
    await user.click(await screen.findByRole('button', { name: t('downloadData') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${t('dataDownloadFailed')} Service unavailable.`);
  });

  it('deletes the account after the password, explaining what goes and that donations stay anonymous', async () => {
    const { api, user, location } = renderSecurity({
      'DELETE /auth/users/me/': ({ body }) =>
        (body as { current_password: string }).current_password === 'right one'
          ? { status: 204 }
          : { status: 400, body: { current_password: ['Invalid password.'] } },
    });
    await user.click(await screen.findByRole('button', { name: t('deleteAccount') }));
    const dialog = screen.getByRole('dialog', { name: t('deleteConfirmTitle') });
    expect(dialog).toHaveTextContent(t('deleteErased'));
    expect(dialog).toHaveTextContent(t('deleteDonations'));
    const password = within(dialog).getByLabelText(t('deletePasswordLabel'));
    expect(password).toHaveFocus();
    await user.type(password, 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: t('deleteConfirm') }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid password.'));
    expect(password).toHaveValue('wrong one');
    expect(location()).toBe(paths.accountSecurity);
    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(within(dialog).getByRole('button', { name: t('deleteConfirm') }));
    await waitFor(() => expect(location()).toBe(paths.home));
    expect(await screen.findByText(t('accountDeleted'))).toHaveFocus();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('DELETE', '/auth/users/me/')).toHaveLength(2);
  });

  it('offers staff no self-deletion', async () => {
    const staff = { ...makeUser(), is_staff: true };
    renderSecurity({}, staff);
    expect(await screen.findByRole('heading', { name: t('changePasswordTitle') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('deleteAccount') })).toBeNull();
  });
});
