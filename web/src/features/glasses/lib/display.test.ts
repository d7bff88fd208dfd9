import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SAMPLE_GLASSES, glassesSvg } from '@onepair/contract';

import { FALLBACK_GLASSES } from './fallback-glasses';
import { GLASSES_PLACEHOLDER, frameWidth, glassesDescription, glassesImage, glassesName, prescriptionRange } from './display';

describe('catalogue display rules', () => {
  it("falls back to 'Good Glasses', 'No description available' and 'Not specified'", () => {
    expect(glassesName({ name: '' })).toBe('Good Glasses');
    expect(glassesName({ name: 'Cat Eye Chic' })).toBe('Cat Eye Chic');
    expect(glassesDescription({ description: '' })).toBe('No description available');
    expect(frameWidth(null)).toBe('Not specified');
    expect(frameWidth(0)).toBe('Not specified');
    expect(frameWidth(52)).toBe('52 mm');
  });

  it("gives an item without a picture the contract's drawing of a plain frame, for everyone", () => {
    expect(glassesImage({ image: '' }, false)).toBe(GLASSES_PLACEHOLDER);
    expect(glassesImage({ image: '  ' }, true)).toBe(GLASSES_PLACEHOLDER);
    expect(glassesImage({}, true)).toBe(GLASSES_PLACEHOLDER);
    const file = readFileSync(path.resolve(__dirname, '../../../../public', `.${GLASSES_PLACEHOLDER}`), 'utf8');
    expect(file.trim()).toBe(glassesSvg('rectangle', '#64748b'));
  });

  it('rewrites a server host to the relative local path for logged-out users only', () => {
    const item = { image: 'https://api.onepair.example/media/4' };
    expect(glassesImage(item, false)).toBe('/media/4');
    expect(glassesImage(item, true)).toBe('https://api.onepair.example/media/4');
    expect(glassesImage({ image: '/media/2' }, false)).toBe('/media/2');
  });

  it('shows the prescription range signed, with two decimals, or nothing when a bound is missing', () => {
    expect(prescriptionRange(FALLBACK_GLASSES[0]!)).toBe('-4.00 to +3.00');
    expect(prescriptionRange({ prescription_range_lower: -2, prescription_range_upper: null })).toBeNull();
  });

  it('builds the fallback catalogue from the seeded sample data', () => {
    expect(FALLBACK_GLASSES.map((item) => [item.name, item.inventory])).toEqual(SAMPLE_GLASSES.map((item) => [item.name, item.inventory]));
    expect(FALLBACK_GLASSES.map((item) => item.glasses_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(FALLBACK_GLASSES[0]!.image).toMatch(/^data:image\/svg\+xml,/);
  });
});
