import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';

import { ACCESSIBILITY_TEXTS } from '../lib/texts';

import AccessibilityPage from './accessibility-page';

describe('the accessibility statement', () => {
  it('says what was tested and what falls short, and names the address to write to', async () => {
    mockApi({ 'GET /api/config/': { body: { contact_email: 'help@onepair.example' } } });
    renderPage(<AccessibilityPage />, { route: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: ACCESSIBILITY_TEXTS.title })).toBeInTheDocument();
    const tested = screen.getByRole('region', { name: ACCESSIBILITY_TEXTS.testedTitle });
    expect(within(tested).getAllByRole('listitem')).toHaveLength(ACCESSIBILITY_TEXTS.tested.length);
    expect(screen.getByRole('region', { name: ACCESSIBILITY_TEXTS.limitsTitle })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'help@onepair.example' });
    expect(link).toHaveAttribute('href', 'mailto:help@onepair.example');
  });

  it('points to Contact Support when the site has no address configured', async () => {
    mockApi({ 'GET /api/config/': { body: { contact_email: null } } });
    renderPage(<AccessibilityPage />, { route: '/accessibility' });
    expect(await screen.findByTestId('accessibility-contact')).toHaveTextContent(ACCESSIBILITY_TEXTS.noAddress);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
