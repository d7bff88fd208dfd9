import type { User } from '@onepair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { AUTH_TEXTS } from '../lib/texts';

describe('the application page (/apply)', () => {
  it('lets a signed-in user who has not applied send the Donatee Form, then shows the account', async () => {
    let applied = false;
    const api = mockApi({
      'GET /auth/users/me/': () => ({ body: makeUser({ applied }) as User }),
      'GET /api/donators/700/': { body: makeUser().account.donator },
      'PATCH /api/donatees/7000/': () => {
        applied = true;
        return { body: {} };
      },
    });
    const { user, location } = renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.applyTitle })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Monthly Income'), '0');
    await user.type(screen.getByLabelText('Household Income'), '900');
    await user.type(screen.getByLabelText('Current Bank Balance'), '15');
    await user.click(within(screen.getByRole('group', { name: /Are you a dependent\?/ })).getByLabelText(AUTH_TEXTS.no));
    fireEvent.submit(screen.getByRole('button', { name: AUTH_TEXTS.submit }).closest('form')!);

    await waitFor(() => expect(location()).toBe('/account'));
    const form = api.callsTo('PATCH', '/api/donatees/7000/')[0]!.body as FormData;
    expect(form.get('has_applied_for_account')).toBe('true');
    expect(form.get('monthly_income')).toBe('0');
    expect(await screen.findByRole('heading', { name: 'Donatee Details' })).toBeInTheDocument();
    // The account page no longer offers the application.
    expect(screen.queryByRole('link', { name: /Apply for a free pair/ })).toBeNull();
  });

  it('tells a user who has applied already, and offers the catalogue', async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser({ applied: true }) } });
    renderApp({ path: paths.apply, token: TEST_TOKEN });
    expect(await screen.findByText(AUTH_TEXTS.alreadyApplied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_TEXTS.toCatalogue })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: AUTH_TEXTS.donateeForm })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    mockApi({});
    renderApp({ path: paths.apply });
    expect(await screen.findByRole('heading', { name: AUTH_TEXTS.welcomeBack })).toBeInTheDocument();
  });
});
