import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { renderPage } from '@/testing/render-page';

import { authTexts } from '../texts';

import { SignInModal } from './sign-in-modal';

describe("the sign-in and sign-up steps' headings", () => {
  it("are the page's h1 on /login (axe: page-has-heading-one), for sign-in and each sign-up step", async () => {
    mockApi({});
    const { user } = renderApp({ path: paths.login });
    expect(await screen.findByRole('heading', { level: 1, name: authTexts.t('welcomeBack') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authTexts.t('needAccount') }));
    expect(screen.getByRole('heading', { level: 1, name: authTexts.t('getStarted') })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("are h2 in the sign-in dialog, which has a visible close button and keeps the spec's 'Welcome Back'", async () => {
    mockApi({});
    const onClose = vi.fn();
    renderPage(<SignInModal open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in or sign up' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: authTexts.t('welcomeBack') })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { level: 1 })).toBeNull();
    // The first field has the focus; the close button is there to see and to click.
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
