import { CATALOGUE_DATA_ID, takePageList } from './page-data';

function addBlock(id: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(CATALOGUE_DATA_ID)?.remove();
});

describe('takePageList', () => {
  it('reads the list in the data block once, and takes the block out of the page', () => {
    addBlock(CATALOGUE_DATA_ID, '[{"glasses_id":1},{"glasses_id":2}]');
    expect(takePageList(CATALOGUE_DATA_ID)).toEqual([{ glasses_id: 1 }, { glasses_id: 2 }]);
    expect(document.getElementById(CATALOGUE_DATA_ID)).toBeNull();
    expect(takePageList(CATALOGUE_DATA_ID)).toBeUndefined();
  });

  it('gives nothing for a block that is not a list or not JSON', () => {
    addBlock(CATALOGUE_DATA_ID, '{"glasses_id":1}');
    expect(takePageList(CATALOGUE_DATA_ID)).toBeUndefined();
    addBlock(CATALOGUE_DATA_ID, '[{"glasses_id":');
    expect(takePageList(CATALOGUE_DATA_ID)).toBeUndefined();
  });
});
