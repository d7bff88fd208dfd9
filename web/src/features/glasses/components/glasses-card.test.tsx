import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { sampleGlasses } from '@/testing/fixtures';

import { GLASSES_PLACEHOLDER } from '../lib/display';

import { GlassesCard } from './glasses-card';

const item = { ...sampleGlasses()[0]!, name: '', description: '', size: null };

describe('GlassesCard', () => {
  it('shows the fallbacks and a Donate button for visitors and donators', () => {
    render(<GlassesCard item={item} role="visitor" onSelect={() => undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Good Glasses' })).toBeInTheDocument();
    expect(screen.getByText('No description available')).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate Good Glasses' })).toHaveTextContent('Donate');
    expect(screen.getByRole('img', { name: 'Good Glasses' })).toHaveAttribute('src', '/media/1');
  });

  it('shows the placeholder drawing, not a broken image, for an item without a picture or whose picture fails', () => {
    const { unmount } = render(<GlassesCard item={{ ...item, image: '' }} role="visitor" onSelect={() => undefined} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('img', { name: 'Good Glasses' })).toHaveAttribute('src', GLASSES_PLACEHOLDER);
    unmount();
    render(<GlassesCard item={item} role="visitor" onSelect={() => undefined} />, { wrapper: MemoryRouter });
    const picture = screen.getByRole('img', { name: 'Good Glasses' });
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', GLASSES_PLACEHOLDER);
  });

  it('shows a Claim button for donatees and selects the item on click or Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<GlassesCard item={{ ...item, name: 'Cat Eye Chic' }} role="donatee" onSelect={onSelect} />, { wrapper: MemoryRouter });
    const button = screen.getByRole('button', { name: 'Claim Cat Eye Chic' });
    expect(button).toHaveTextContent('Claim');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('cannot be claimed when out of stock', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<GlassesCard item={{ ...item, inventory: 0 }} role="donatee" onSelect={onSelect} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Claim/ })).toBeDisabled();
    await user.click(screen.getByRole('article'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('links to its detail page', () => {
    render(<GlassesCard item={sampleGlasses()[3]!} role="donator" onSelect={() => undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Details of Classic Wayfarer' })).toHaveAttribute('href', '/glasses/4');
  });
});
