import { addDataBlock } from '@/testing/page-data';

import { CATALOGUE_DATA_ID, takePageList } from './page-data';

afterEach(() => {
  document.getElementById(CATALOGUE_DATA_ID)?.remove();
});

describe('takePageList', () => {
  it('reads the list in the data block once, and takes the block out of the page', () => {
    addDataBlock(CATALOGUE_DATA_ID, '[{"glasses_id":1},{"glasses_id":2}]');
    expect(takePageList(CATALOGUE_DATA_ID)).toEqual([{ glasses_id: 1 }, { glasses_id: 2 }]);
    expect(document.getElementById(CATALOGUE_DATA_ID)).toBeNull();
    expect(takePageList(CATALOGUE_DATA_ID)).toBeUndefined();
  });

  it('gives nothing for a block that is not a list or not JSON', () => {
    addDataBlock(CATALOGUE_DATA_ID, '{"glasses_id":1}');
    expect(takePageList(CATALOGUE_DATA_ID)).toBeUndefined();
    addDataBlock(CATALOGUE_DATA_ID, '[{"glasses_id":');
    expect(takePageList(CATALOGUE_DATA_ID)).toBeUndefined();
  });
});
