import { staffClaimsTexts } from '../texts';

import { parseShipLines } from './ship-lines';

describe('parseShipLines', () => {
  it('reads pasted lines and a CSV with a header, quotes and tabs, leaving blank lines out', () => {
    const lines = parseShipLines('claim_id,carrier,tracking_number\n12, USPS , 9400 1\n\n"13","UPS, Ground",1Z\t\n14\tDHL\tJD01\r\n');
    expect(lines.map((line) => [line.line, line.shipment, line.error])).toEqual([
      [2, { claim_id: 12, carrier: 'USPS', tracking_number: '9400 1' }, undefined],
      [4, { claim_id: 13, carrier: 'UPS, Ground', tracking_number: '1Z' }, undefined],
      [5, { claim_id: 14, carrier: 'DHL', tracking_number: 'JD01' }, undefined],
    ]);
  });

  it('says what is wrong with each line', () => {
    const lines = parseShipLines(
      ['12,USPS', 'x,USPS,1', '0,USPS,1', '13,,1', `14,USPS,${'9'.repeat(81)}`, '15,USPS,1', '15,UPS,2'].join('\n'),
    );
    expect(lines.map((line) => line.error)).toEqual([
      staffClaimsTexts.t('lineShape'),
      staffClaimsTexts.t('lineClaimId'),
      staffClaimsTexts.t('lineClaimId'),
      staffClaimsTexts.t('lineCarrier'),
      staffClaimsTexts.t('lineTrackingNumber'),
      undefined,
      staffClaimsTexts.t('lineTwice'),
    ]);
  });
});
