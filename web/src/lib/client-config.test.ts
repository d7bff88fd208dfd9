import { QueryClient } from '@tanstack/react-query';

import { mockApi } from '@/testing/mock-api';

const CONFIG = { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', prescription_max_age_months: 24 };

/** A fresh copy of the module: its early request lives in the module. */
async function freshModule() {
  vi.resetModules();
  return import('./client-config');
}

function readConfig(module: Awaited<ReturnType<typeof freshModule>>) {
  return new QueryClient().fetchQuery(module.clientConfigQueryOptions());
}

describe('prefetchClientConfig', () => {
  it('starts the request early, and the query takes its answer without asking again', async () => {
    const api = mockApi({ 'GET /api/config/': { body: CONFIG } });
    const module = await freshModule();
    module.prefetchClientConfig();
    module.prefetchClientConfig();
    expect(api.callsTo('GET', '/api/config/')).toHaveLength(1);
    await expect(readConfig(module)).resolves.toEqual(CONFIG);
    expect(api.callsTo('GET', '/api/config/')).toHaveLength(1);
  });

  it('starts nothing once the query has run, so no request is left unused', async () => {
    const api = mockApi({ 'GET /api/config/': { body: CONFIG } });
    const module = await freshModule();
    await readConfig(module);
    module.prefetchClientConfig();
    expect(api.callsTo('GET', '/api/config/')).toHaveLength(1);
  });

  it('drops a request that failed, so the query asks again instead of reporting the old failure', async () => {
    let fail = true;
    const api = mockApi({ 'GET /api/config/': () => (fail ? { status: 503, body: { detail: 'Down.' } } : { body: CONFIG }) });
    const module = await freshModule();
    module.prefetchClientConfig();
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/config/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    await expect(readConfig(module)).resolves.toEqual(CONFIG);
    expect(api.callsTo('GET', '/api/config/')).toHaveLength(2);
  });
});
