import { screen } from '@testing-library/react';

import { paths } from '@/config/paths';
import { sampleGlasses } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { deferredReply } from '@/testing/render-page';

describe('the catalogue while it loads', () => {
  it('holds the grid’s place with grey cards and names the wait, then shows the cards', async () => {
    const reply = deferredReply();
    mockApi({ 'GET /api/glasses/': reply.handler });
    renderApp({ path: paths.home });
    const loading = await screen.findByTestId('glasses-grid-loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading glasses');
    // The same grid as the cards', with a screenful of card-sized placeholders hidden from screen readers.
    const grid = loading.querySelector('[aria-hidden="true"]')!;
    expect(grid).toHaveClass('grid', 'grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4');
    expect(grid.children).toHaveLength(8);
    expect(grid.children[0]!.firstElementChild).toHaveClass('aspect-[2/1]');

    reply.resolve({ body: sampleGlasses() });
    expect(await screen.findAllByTestId('glasses-card')).toHaveLength(9);
    expect(screen.queryByTestId('glasses-grid-loading')).toBeNull();
  });

  it('fetches the first screen’s images at once and the rest when scrolled to, each with its size', async () => {
    mockApi({ 'GET /api/glasses/': { body: sampleGlasses() } });
    renderApp({ path: paths.home });
    await screen.findAllByTestId('glasses-card');
    const images = screen.getAllByRole('img').filter((image) => image.closest('[data-testid="glasses-card"]'));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([...Array(4).fill('eager'), ...Array(5).fill('lazy')]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', ...Array(8).fill('auto')]);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '200');
    }
  });
});
