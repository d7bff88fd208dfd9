import { screen, waitFor, within } from '@testing-library/react';

import { paths } from '@/config/paths';
import { TEST_TOKEN, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { shellTexts } from '../texts';
import { topBarItems } from './top-bar';

const labels = (loggedIn: boolean, donator: boolean, staff = false) =>
  topBarItems(loggedIn, donator, staff).map((item) => shellTexts.t(item.label));

describe('navigation rules', () => {
  it('shows Account to everyone signed in, Get free glasses to visitors, and Donate to visitors and donors', () => {
    expect(labels(false, false)).toEqual(['Home', 'About Us', 'Map', 'Get free glasses', 'Donate']);
    expect(labels(true, true)).toEqual(['Home', 'About Us', 'Map', 'Account', 'Donate']);
    expect(labels(true, false)).toEqual(['Home', 'About Us', 'Map', 'Account']);
    expect(labels(true, true, true)).toEqual(['Home', 'About Us', 'Map', 'Staff', 'Account', 'Donate']);
    expect(labels(false, false, true)).toEqual(['Home', 'About Us', 'Map', 'Get free glasses', 'Donate']);
  });

  it('gives a visitor Login in the footer, and no social links while none is configured', async () => {
    const api = mockApi({
      'GET /api/glasses/': { body: [] },
      'GET /api/config/': { body: { social_links: { facebook: null, instagram: null, x: null } } },
    });
    renderApp({ path: paths.home });
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About Us', 'Map', 'Transparency', 'Accessibility', 'Login']);
    await waitFor(() => expect(api.callsTo('GET', '/api/config/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.queryByRole('link', { name: /OnePair on/ })).toBeNull();
  });

  it('links only to the social pages the server has an address for', async () => {
    mockApi({
      'GET /api/glasses/': { body: [] },
      'GET /api/config/': {
        body: { social_links: { facebook: 'https://www.facebook.com/onepair', instagram: null, x: 'https://x.com/onepair' } },
      },
    });
    renderApp({ path: paths.home });
    const list = await screen.findByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['OnePair on Facebook', 'https://www.facebook.com/onepair'],
      ['OnePair on X', 'https://x.com/onepair'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives a logged-in donatee the Account link in both bars', async () => {
    mockApi({ 'GET /auth/users/me/': { body: makeUser({ applied: true }) }, 'GET /api/glasses/': { body: [] } });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    await waitFor(() => expect(within(footer).getByRole('link', { name: 'Account' })).toBeInTheDocument());
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(main).queryByRole('link', { name: 'Donate' })).toBeNull();
  });

  it('shows only the full-screen spinner while the app is loading: no page, no footer', async () => {
    let release: (value: unknown) => void = () => undefined;
    mockApi({
      'GET /auth/users/me/': () => new Promise((resolve) => (release = () => resolve({ body: makeUser() }))),
      'GET /api/glasses/': { body: [] },
    });
    renderApp({ path: paths.home, token: TEST_TOKEN });
    expect(await screen.findByTestId('full-screen-spinner')).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    release(undefined);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('full-screen-spinner')).toBeNull();
  });
});
