import { QueryClient } from '@tanstack/react-query';

import { CATALOGUE_DATA_ID, takePageList } from '@/lib/page-data';
import { glassesQueryKey } from '@/lib/query-keys';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
  // The home page's HTML carries the catalogue: the first render shows the cards (and their
  // images start loading) without waiting for the app's own request.
  const catalogue = takePageList(CATALOGUE_DATA_ID);
  if (catalogue) client.setQueryData(glassesQueryKey, catalogue);
  return client;
}
