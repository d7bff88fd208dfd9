import { MESSAGES } from '@onepair/contract';
import { screen } from '@testing-library/react';

import { paths } from '@/config/paths';
import { sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

import { neighbours } from '../lib/neighbours';

describe('glasses detail', () => {
  it('wraps around the list at both ends', () => {
    expect(neighbours([1, 2, 3], 0)).toEqual({ previous: 3, next: 2 });
    expect(neighbours([1, 2, 3], 2)).toEqual({ previous: 2, next: 1 });
    expect(neighbours([1], 0)).toEqual({ previous: 1, next: 1 });
    expect(neighbours([1, 2], -1)).toBeNull();
  });

  it('shows one item with Previous/Next that wrap', async () => {
    mockApi({ 'GET /api/glasses/': { body: sampleGlasses() } });
    const { user, location } = renderApp({ path: paths.glasses(9) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cat Eye Chic' })).toBeInTheDocument();
    expect(screen.getByText('51 mm')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Next/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VisionPro Classic' })).toBeInTheDocument();
    expect(location()).toBe('/glasses/1');
    await user.click(screen.getByRole('link', { name: /^Previous/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cat Eye Chic' })).toBeInTheDocument();
  });

  it("shows 'Glasses not found!' for an id not in the list", async () => {
    mockApi({ 'GET /api/glasses/': { body: sampleGlasses() } });
    renderApp({ path: paths.glasses(42) });
    expect(await screen.findByRole('heading', { name: MESSAGES.glassesNotFound })).toBeInTheDocument();
  });
});
