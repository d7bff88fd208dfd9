import { REGIONS, type DonationStats } from '@onepair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { switchLanguage } from '@/i18n';
import { mockApi } from '@/testing/mock-api';
import { deferredReply, renderPage } from '@/testing/render-page';
import { inSpanish } from '@/testing/in-spanish';

import { DEFAULT_TILE_URL } from '@onepair/contract';

import MapPage from './map-page';

// Leaflet starts here as soon as the placeholder is done (on the page it waits for the visitor or
// a quiet while, map-handover.test.ts), so that these tests see the map at once.
vi.mock('./map-handover', async (importOriginal) => {
  const original = await importOriginal<typeof import('./map-handover')>();
  return { ...original, handOver: original.startNow, handOverNow: original.startNow };
});

afterEach(() => vi.unstubAllGlobals());

type Donor = [userId: number, username: string, total: number];

/** One region's statistics: name and place from REGIONS, then the numbers. */
function regionStats(id: number, donationCount: number, total: number, donors: Donor[]): DonationStats['regions'][number] {
  const { name, lat, lon } = REGIONS.find((region) => region.id === id)!;
  const top_donors = donors.map(([user_id, username, donorTotal]) => ({ user_id, username, total: donorTotal, is_sample: false }));
  return { id, name, lat, lon, donation_count: donationCount, total, top_donors, pairs_delivered: 0 };
}

function makeStats(): DonationStats {
  return {
    total: 1000,
    regions: [
      regionStats(1, 4, 240, [
        [1, 'ada_giver', 195],
        [4, 'dev_donates', 45],
      ]),
      regionStats(2, 6, 205, [
        [1, 'ada_giver', 100],
        [4, 'dev_donates', 40],
        [5, 'emma_optics', 25],
      ]),
      regionStats(3, 5, 300, [[5, 'emma_optics', 300]]),
      regionStats(4, 3, 155, [[3, 'carla_sees', 155]]),
      regionStats(5, 0, 0, []),
    ],
  };
}

const TILE_URL = 'http://tiles.test/{s}/{z}/{x}/{y}.png';

function renderMap(
  statsReply: Parameters<typeof mockApi>[0][string] = { status: 200, body: makeStats() },
  configReply: Parameters<typeof mockApi>[0][string] = { status: 200, body: { tile_url: TILE_URL } },
) {
  const api = mockApi({ 'GET /api/stats/regions/': statsReply, 'GET /api/config/': configReply });
  const view = renderPage(<MapPage />, { route: paths.map });
  return { api, ...view };
}

async function marker(name: string): Promise<HTMLElement> {
  return screen.findByRole('button', { name: `${name} region` });
}

describe('the map page', () => {
  it("shows 'Loading donations...' until the statistics arrive, then the total and the chart", async () => {
    const reply = deferredReply();
    renderMap(reply.handler);
    expect(screen.getByRole('heading', { level: 1, name: 'Donations by Region' })).toBeInTheDocument();
    expect(screen.getByText('Loading donations...')).toBeInTheDocument();
    reply.resolve({ status: 200, body: makeStats() });
    await waitFor(() => expect(screen.getByTestId('map-total')).toHaveTextContent('$1,000.00'));
    expect(screen.queryByText('Loading donations...')).not.toBeInTheDocument();
    expect(screen.getByText('Total Donated:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Donations by Region' })).toBeInTheDocument();
  });

  it('loads everything with one request, with no per-donor lookups', async () => {
    const { api } = renderMap();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /^Southwest/ }));
    await screen.findByRole('heading', { name: 'Top Donations' });
    expect(api.callsTo('GET', '/api/stats/regions/')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.startsWith('/api/users/'))).toEqual([]);
  });

  it('draws a 500x300 bar chart of each region total, with a table of the same numbers for screen readers', async () => {
    renderMap();
    const table = await screen.findByRole('table', { name: 'Total donated per region' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['West$240.00', 'Southwest$205.00', 'Midwest$300.00', 'Southeast$155.00', 'Northeast$0.00']);
    const chart = screen.getByTestId('donations-chart');
    expect(chart).toHaveAttribute('width', '500');
    expect(chart).toHaveAttribute('height', '300');
    const heights = screen.getAllByTestId('chart-bar').map((bar) => Number(bar.querySelector('rect')!.getAttribute('height')));
    expect(heights).toHaveLength(5);
    // Bars are proportional to the totals: Midwest is the tallest, Northeast is flat.
    expect(Math.max(...heights)).toBe(heights[2]);
    expect(heights[4]).toBe(0);
    expect(heights[0]! / heights[2]!).toBeCloseTo(240 / 300, 1);
    const labels = screen.getAllByTestId('chart-bar').map((bar) => bar.querySelectorAll('text')[0]!.textContent);
    expect(labels).toEqual(['$240.00', '$205.00', '$300.00', '$155.00', '$0.00']);
  });

  it("holds the map's place while Leaflet loads with a box of the same border and height, so nothing below moves, then hides it", async () => {
    renderMap();
    expect(screen.getByText('Loading the map…')).toBeInTheDocument();
    const placeholder = screen.getByTestId('map-placeholder');
    expect(placeholder).toHaveStyle({ height: '500px' });
    const placeholderBox = placeholder.parentElement!.className;
    await marker('West');
    const map = screen.getByRole('region', { name: 'Map of the donation regions in the United States' });
    expect(map.className.trim()).toBe(placeholderBox);
    expect(map.querySelector('.leaflet-container')).toHaveStyle({ height: '500px' });
    // The placeholder stays in the page, hidden from sight and from screen readers.
    expect(placeholder.parentElement).toHaveAttribute('hidden');
    expect(screen.queryByText('Loading the map…')).not.toBeVisible();
  });

  it('draws the Leaflet map with five 25x41 markers, no scroll-wheel zoom, the configured tiles and attribution', async () => {
    const { container } = renderMap();
    for (const name of ['West', 'Southwest', 'Midwest', 'Southeast', 'Northeast']) {
      const icon = await marker(name);
      expect(icon).toHaveStyle({ width: '25px', height: '41px' });
    }
    const map = container.querySelector('.leaflet-container') as HTMLElement;
    expect(map).toHaveStyle({ height: '500px' });
    await waitFor(() => expect(container.querySelector('.leaflet-tile-pane img, .leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src).toMatch(/^http:\/\/tiles\.test\/[abc]\/3\/\d+\/\d+\.png$/);
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('OpenStreetMap');
  });

  it('falls back to the OpenStreetMap tiles when the tile setting cannot be read', async () => {
    const { container } = renderMap(undefined, { status: 500, body: null });
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    const pattern = DEFAULT_TILE_URL.replace('{s}', '[abc]')
      .replace('{z}', '3')
      .replace(/\{[xy]\}/g, '\\d+')
      .replace(/\./g, '\\.');
    expect(tile.src).toMatch(new RegExp(`^${pattern}$`));
  });

  it('clicking a marker shows that region in a popup and its Top Donations; closing the popup brings the chart back', async () => {
    const { container } = renderMap();
    await screen.findByRole('table');
    fireEvent.click(await marker('Southwest'));
    const popup = await waitFor(() => {
      const element = container.querySelector('.leaflet-popup-content');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(popup).toHaveTextContent(/^Southwest$/);
    expect(await screen.findByRole('heading', { name: 'Top Donations' })).toBeInTheDocument();
    const donors = screen.getAllByTestId('top-donor').map((row) => row.textContent);
    expect(donors).toEqual(['1ada_giver$100.00', '2dev_donates$40.00', '3emma_optics$25.00']);
    expect(screen.queryByTestId('donations-chart')).not.toBeInTheDocument();

    fireEvent.click(container.querySelector('.leaflet-popup-close-button') as HTMLElement);
    expect(await screen.findByTestId('donations-chart')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Donations' })).not.toBeInTheDocument();
  });

  it('lets keyboard users pick a region from the list, and shows at most three donors or a note when there are none', async () => {
    const user = userEvent.setup();
    const stats = makeStats();
    stats.regions[0]!.top_donors.push(
      { user_id: 8, username: 'fourth', total: 5, is_sample: false },
      { user_id: 9, username: 'fifth', total: 1, is_sample: false },
    );
    const { container } = renderMap({ status: 200, body: stats });
    await screen.findByRole('table');
    const list = screen.getByRole('navigation', { name: 'Regions' });
    await user.click(within(list).getByRole('button', { name: /^West/ }));
    expect(within(list).getByRole('button', { name: /^West/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByTestId('top-donor')).toHaveLength(3);
    await waitFor(() => expect(container.querySelector('.leaflet-popup-content')).toHaveTextContent('West'));

    await user.click(within(list).getByRole('button', { name: /^Northeast/ }));
    expect(await screen.findByText('No donations in this region yet.')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.leaflet-popup-content')).toHaveTextContent('Northeast'));

    await user.click(within(list).getByRole('button', { name: 'All regions' }));
    expect(await screen.findByTestId('donations-chart')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.leaflet-popup-content')).toBeNull());
  });

  it('says the figures could not be loaded and offers Try again, which loads them, instead of showing sample totals', async () => {
    const user = userEvent.setup();
    let reply: { status: number; body: unknown } = { status: 500, body: null };
    const { api } = renderMap(() => reply);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The donation figures could not be loaded: the OnePair server did not answer.');
    expect(screen.getByTestId('map-total')).toHaveTextContent('…');
    expect(screen.queryByTestId('donations-chart')).toBeNull();
    reply = { status: 200, body: makeStats() };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('map-total')).toHaveTextContent('$1,000.00'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET', '/api/stats/regions/')).toHaveLength(2);
  });

  it("a region's panel shows the pairs delivered there, Anonymous donors, and marks sample donors", async () => {
    const user = userEvent.setup();
    const stats = makeStats();
    stats.regions[1] = {
      ...stats.regions[1]!,
      pairs_delivered: 'fewer than 3',
      top_donors: [
        { user_id: 0, username: 'Anonymous', total: 100, is_sample: false },
        { user_id: 0, username: 'Anonymous', total: 40, is_sample: false },
        { user_id: 5, username: 'emma_optics', total: 25, is_sample: true },
      ],
    };
    renderMap({ status: 200, body: stats });
    await screen.findByTestId('donations-chart');
    await user.click(within(screen.getByRole('navigation', { name: 'Regions' })).getByRole('button', { name: /^Southwest/ }));
    await screen.findByRole('heading', { name: 'Top Donations' });
    expect(screen.getByTestId('pairs-delivered')).toHaveTextContent('Pairs delivered here: fewer than 3');
    expect(screen.getAllByTestId('top-donor').map((row) => row.textContent)).toEqual([
      '1Anonymous$100.00',
      '2Anonymous$40.00',
      '3emma_optics(sample)$25.00',
    ]);
    expect(
      screen.getByText('Donors marked (sample) are example data that came with a new installation, not real people.'),
    ).toBeInTheDocument();
  });
});

describe('the map page in Spanish', () => {
  inSpanish();

  it("says the page, a region's panel and the map's labels in Spanish, the regions' names too; amounts stay as sent", async () => {
    const user = userEvent.setup();
    const stats = makeStats();
    stats.regions[1] = {
      ...stats.regions[1]!,
      pairs_delivered: 'fewer than 3',
      top_donors: [
        { user_id: 0, username: 'Anonymous', total: 100, is_sample: false },
        { user_id: 5, username: 'emma_optics', total: 25, is_sample: true },
      ],
    };
    const { container } = renderMap({ status: 200, body: stats });
    expect(await screen.findByRole('heading', { level: 1, name: 'Donaciones por región' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Total donado en cada región' });
    expect(within(table).getByRole('columnheader', { name: 'Región' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Elegir una región' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Región Oeste' })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('colaboradores de OpenStreetMap'),
    );
    await user.click(within(screen.getByRole('navigation', { name: 'Regiones' })).getByRole('button', { name: /^Suroeste/ }));
    expect(await screen.findByRole('heading', { name: 'Mayores donaciones' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mayores donaciones: Suroeste' })).toBeInTheDocument();
    expect(screen.getByTestId('pairs-delivered')).toHaveTextContent('Pares entregados aquí: menos de 3');
    expect(screen.getAllByTestId('top-donor').map((row) => row.textContent)).toEqual(['1Anónimo$100.00', '2emma_optics(sample)$25.00']);
    expect(screen.getByRole('button', { name: 'Todas las regiones' })).toBeInTheDocument();
  });

  it("changes the map's pin descriptions and attribution when the page changes language", async () => {
    await switchLanguage('en', { remember: false });
    const { container } = renderMap();
    await marker('West');
    await act(() => switchLanguage('es', { remember: false }));
    expect(await screen.findByRole('button', { name: 'Región Oeste' })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('colaboradores de OpenStreetMap'),
    );
    expect(container.querySelector('.leaflet-control-attribution')).not.toHaveTextContent('contributors');
    expect(screen.getByRole('heading', { level: 1, name: 'Donaciones por región' })).toBeInTheDocument();
  });
});
