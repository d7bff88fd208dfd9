import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import AccessibilityPage from './accessibility-page';

describe('the accessibility statement', () => {
  it('says what was tested and what falls short, and names the address to write to', async () => {
    mockApi({ 'GET /api/config/': { body: { contact_email: 'help@onepair.example' } } });
    renderPage(<AccessibilityPage />, { route: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    const tested = screen.getByRole('region', { name: 'What we test' });
    expect(within(tested).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'What we know is not perfect yet' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'help@onepair.example' });
    expect(link).toHaveAttribute('href', 'mailto:help@onepair.example');
    expect(screen.getByTestId('accessibility-contact')).toHaveTextContent('Write to help@onepair.example.');
  });

  it('points to Contact Support when the site has no address configured', async () => {
    mockApi({ 'GET /api/config/': { body: { contact_email: null } } });
    renderPage(<AccessibilityPage />, { route: '/accessibility' });
    expect(await screen.findByTestId('accessibility-contact')).toHaveTextContent(
      'If you have claimed a pair, use “Contact Support” on your account page: our team reads every message.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the accessibility statement in Spanish', () => {
  inSpanish();

  it('says what was tested and where to write in Spanish', async () => {
    mockApi({ 'GET /api/config/': { body: { contact_email: 'help@onepair.example' } } });
    renderPage(<AccessibilityPage />, { route: '/accessibility' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesibilidad' })).toBeInTheDocument();
    const tested = screen.getByRole('region', { name: 'Qué revisamos' });
    expect(within(tested).getAllByRole('listitem')).toHaveLength(5);
    const link = await screen.findByRole('link', { name: 'help@onepair.example' });
    expect(link).toHaveAttribute('href', 'mailto:help@onepair.example');
    expect(screen.getByTestId('accessibility-contact')).toHaveTextContent('Escríbanos a help@onepair.example.');
  });
});
