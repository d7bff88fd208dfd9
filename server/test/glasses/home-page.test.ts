/** The home page's extras: the preload of the first image and the catalogue's data block. */
import type { GlassesItem } from '@onepair/contract';
import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../src/glasses/catalogue-cache.js';
import { catalogueExtras, homePageExtras, MAX_INLINE_CATALOGUE_BYTES } from '../../src/glasses/home-page.js';

function item(overrides: Partial<GlassesItem> = {}): GlassesItem {
  return {
    glasses_id: 1,
    name: 'VisionPro Classic',
    description: 'A light frame',
    size: 52,
    color: '#1f2937',
    prescription_range_upper: 3,
    prescription_range_lower: -4,
    image: '/media/1',
    inventory: 25,
    ...overrides,
  } as GlassesItem;
}

describe('catalogueExtras', () => {
  it('preloads a first image on this server and carries the list with the old spellings too', () => {
    const extras = catalogueExtras([item(), item({ glasses_id: 2, image: '/media/2' })]);
    expect(extras.head).toBe('<link rel="preload" as="image" href="/media/1" fetchpriority="high">');
    const json = /^<script type="application\/json" id="onepair-catalogue">(.*)<\/script>$/.exec(extras.body)![1]!;
    const list = JSON.parse(json);
    expect(list.map((entry: GlassesItem) => entry.glasses_id)).toEqual([1, 2]);
    expect(list[0]).toMatchObject({ img: '/media/1', perscription_range_upper: 3, prescription_range_upper: 3 });
  });

  it('preloads nothing for an image on another host (visitors and users load it from different addresses) or none', () => {
    expect(catalogueExtras([item({ image: 'https://images.example.com/media/1' })]).head).toBe('');
    expect(catalogueExtras([item({ image: '//images.example.com/1.png' })]).head).toBe('');
    expect(catalogueExtras([item({ image: '' })]).head).toBe('');
    expect(catalogueExtras([]).head).toBe('');
  });

  it('escapes what could end the elements: quotes in the address, `<` in the data', () => {
    const extras = catalogueExtras([item({ image: '/media/1?a="b"&c', name: '</script><!--' })]);
    expect(extras.head).toContain('href="/media/1?a=&quot;b&quot;&amp;c"');
    expect(extras.body.indexOf('</script>')).toBe(extras.body.length - '</script>'.length);
    expect(extras.body).not.toContain('<!--');
  });

  it('leaves out a catalogue too large to carry in the page', () => {
    const count = Math.ceil(MAX_INLINE_CATALOGUE_BYTES / 200);
    const items = Array.from({ length: count }, (_, index) => item({ glasses_id: index + 1, description: 'x'.repeat(200) }));
    const extras = catalogueExtras(items);
    expect(extras.body).toBe('');
    expect(extras.head).toContain('/media/1');
  });
});

describe('homePageExtras', () => {
  it('computes the extras once per catalogue list and gives none when the catalogue cannot be read', async () => {
    let fail = false;
    const cache = new CatalogueCache(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve([item()])));
    const extras = homePageExtras(cache);
    const first = await extras();
    expect(first?.head).toContain('/media/1');
    expect(await extras()).toBe(first);
    cache.invalidate();
    fail = true;
    expect(await extras()).toBeUndefined();
  });
});
