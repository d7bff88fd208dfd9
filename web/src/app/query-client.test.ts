import { CATALOGUE_DATA_ID } from '@/lib/page-data';
import { glassesQueryKey } from '@/lib/query-keys';
import { addDataBlock } from '@/testing/page-data';

import { createQueryClient } from './query-client';

afterEach(() => {
  document.getElementById(CATALOGUE_DATA_ID)?.remove();
});

describe('createQueryClient', () => {
  it('starts with the catalogue the page carries, fresh, so the first render needs no request', () => {
    addDataBlock(CATALOGUE_DATA_ID, '[{"glasses_id":7,"name":"Seven"}]');
    const client = createQueryClient();
    expect(client.getQueryData(glassesQueryKey)).toEqual([{ glasses_id: 7, name: 'Seven' }]);
    expect(client.getQueryState(glassesQueryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(glassesQueryKey)?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it('starts empty on a page without it', () => {
    expect(createQueryClient().getQueryData(glassesQueryKey)).toBeUndefined();
  });
});
