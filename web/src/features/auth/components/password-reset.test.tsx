import { VALIDATION_MESSAGES } from '@onepair/contract';
import { screen, waitFor } from '@testing-library/react';

import { paths } from '@/config/paths';
import { PASSWORDS_DIFFER } from '@/lib/forms/new-password';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { authTexts } from '../texts';

/** What the form sent: every call but the footer's read of the public settings. */
const formCalls = (calls: ApiCall[]) => calls.filter((call) => call.path !== '/api/config/');

const WEAK = 'This password is too easy to guess.';
const ADVICE = 'Add another word or two. Uncommon words are better.';

describe('forgot password', () => {
  it('is linked from the sign-in form', async () => {
    const { user, location } = renderApp({ path: paths.login });
    await user.click(await screen.findByRole('link', { name: authTexts.t('forgotLink') }));
    await waitFor(() => expect(location()).toBe(paths.forgotPassword));
    expect(await screen.findByRole('heading', { name: authTexts.t('forgotTitle') })).toBeInTheDocument();
  });

  it('sends the address and answers with the neutral confirmation, focused', async () => {
    const api = mockApi({ 'POST /auth/users/reset_password/': { status: 204 } });
    const { user } = renderApp({ path: paths.forgotPassword });
    await user.type(await screen.findByLabelText(authTexts.t('email')), ' casey@example.org ');
    await user.click(screen.getByRole('button', { name: authTexts.t('sendLink') }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(authTexts.t('linkSent'));
    expect(confirmation).toHaveFocus();
    expect(api.callsTo('POST', '/auth/users/reset_password/')[0]!.body).toEqual({ email: 'casey@example.org' });
    expect(api.callsTo('POST', '/auth/users/reset_password/')[0]!.headers.Authorization).toBeUndefined();
  });

  it('asks for the address before sending anything', async () => {
    const api = mockApi({});
    const { user } = renderApp({ path: paths.forgotPassword });
    await user.click(await screen.findByRole('button', { name: authTexts.t('sendLink') }));
    expect(await screen.findByText(VALIDATION_MESSAGES.blank)).toBeInTheDocument();
    expect(screen.getByLabelText(authTexts.t('email'))).toHaveAttribute('aria-invalid', 'true');
    expect(formCalls(api.calls)).toEqual([]);
  });

  it("shows the server's refusal and keeps the address", async () => {
    mockApi({
      'POST /auth/users/reset_password/': { status: 429, body: { detail: 'Request was throttled. Expected available in 30 seconds.' } },
    });
    const { user } = renderApp({ path: paths.forgotPassword });
    await user.type(await screen.findByLabelText(authTexts.t('email')), 'casey@example.org');
    await user.click(screen.getByRole('button', { name: authTexts.t('sendLink') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request was throttled.');
    expect(screen.getByLabelText(authTexts.t('email'))).toHaveValue('casey@example.org');
  });
});

describe('reset password', () => {
  const resetPath = paths.resetPassword('Nw', 'abc-123');

  async function fill(user: ReturnType<typeof renderApp>['user'], password: string, again = password) {
    await user.type(await screen.findByLabelText(authTexts.t('newPassword')), password);
    await user.type(screen.getByLabelText(authTexts.t('confirmPassword')), again);
    await user.click(screen.getByRole('button', { name: authTexts.t('savePassword') }));
  }

  it("sends the link's uid and token with the new password, then links to sign in", async () => {
    const api = mockApi({ 'POST /auth/users/reset_password_confirm/': { status: 204 } });
    const { user, location } = renderApp({ path: resetPath });
    await fill(user, 'violet harbour lantern');
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(authTexts.t('resetDone'));
    expect(done).toHaveFocus();
    expect(api.callsTo('POST', '/auth/users/reset_password_confirm/')[0]!.body).toEqual({
      uid: 'Nw',
      token: 'abc-123',
      new_password: 'violet harbour lantern',
    });
    await user.click(screen.getByRole('link', { name: authTexts.t('goToSignIn') }));
    await waitFor(() => expect(location()).toBe(paths.login));
    expect(await screen.findByRole('heading', { name: authTexts.t('welcomeBack') })).toBeInTheDocument();
  });

  it('asks for both fields before sending', async () => {
    const api = mockApi({});
    const { user } = renderApp({ path: resetPath });
    await user.click(await screen.findByRole('button', { name: authTexts.t('savePassword') }));
    await waitFor(() => expect(screen.getByLabelText(authTexts.t('newPassword'))).toHaveAccessibleDescription(VALIDATION_MESSAGES.blank));
    expect(screen.getByLabelText(authTexts.t('confirmPassword'))).toHaveAccessibleDescription(VALIDATION_MESSAGES.blank);
    expect(screen.getByLabelText(authTexts.t('newPassword'))).toHaveFocus();
    expect(formCalls(api.calls)).toEqual([]);
  });

  it('checks that both passwords are the same before sending', async () => {
    const api = mockApi({});
    const { user } = renderApp({ path: resetPath });
    await fill(user, 'violet harbour lantern', 'violet harbour');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(screen.getByLabelText(authTexts.t('confirmPassword'))).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    expect(formCalls(api.calls)).toEqual([]);
  });

  it('shows the strength advice under the field and keeps what was typed', async () => {
    mockApi({ 'POST /auth/users/reset_password_confirm/': { status: 400, body: { new_password: [`${WEAK} ${ADVICE}`] } } });
    const { user } = renderApp({ path: resetPath });
    await fill(user, 'password1');
    const field = screen.getByLabelText(authTexts.t('newPassword'));
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${WEAK} ${ADVICE}`));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('password1');
    expect(screen.getByLabelText(authTexts.t('confirmPassword'))).toHaveValue('password1');
  });

  it('shows every rule a password breaks, not only the first', async () => {
    mockApi({
      'POST /auth/users/reset_password_confirm/': {
        status: 400,
        body: { new_password: ['This password is too short. It must contain at least 8 characters.', 'This password is too common.'] },
      },
    });
    const { user } = renderApp({ path: resetPath });
    await fill(user, 'abc');
    await waitFor(() =>
      expect(screen.getByLabelText(authTexts.t('newPassword'))).toHaveAccessibleDescription(
        'This password is too short. It must contain at least 8 characters. This password is too common.',
      ),
    );
  });

  it('says when the link is spent and links to a new one', async () => {
    mockApi({ 'POST /auth/users/reset_password_confirm/': { status: 400, body: { token: ['Invalid token for given user.'] } } });
    const { user, location } = renderApp({ path: resetPath });
    await fill(user, 'violet harbour lantern');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(authTexts.t('linkInvalid'));
    expect(message).toHaveFocus();
    await user.click(screen.getByRole('link', { name: authTexts.t('askNewLink') }));
    await waitFor(() => expect(location()).toBe(paths.forgotPassword));
  });
});
