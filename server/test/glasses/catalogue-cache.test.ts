import { describe, expect, it } from 'vitest';
import type { GlassesItem } from '@onepair/contract';
import { CatalogueCache } from '../../src/glasses/catalogue-cache.js';

describe('CatalogueCache', () => {
  it('loads once for many readers until invalidated, and forgets a failed load', async () => {
    let loads = 0;
    let fail = false;
    const cache = new CatalogueCache(async () => {
      loads += 1;
      if (fail) throw new Error('database down');
      return [] as GlassesItem[];
    });
    await Promise.all([cache.list(), cache.list(), cache.list()]);
    expect(loads).toBe(1);
    cache.invalidate();
    await cache.list();
    expect(loads).toBe(2);
    cache.invalidate();
    fail = true;
    await expect(cache.list()).rejects.toThrow('database down');
    fail = false;
    await cache.list();
    expect(loads).toBe(4);
  });
});
