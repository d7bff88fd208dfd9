/**
 * The catalogue is read on every visit and changes rarely, so each server keeps the list for
 * at most a second: under load one query serves thousands of visitors. Writes through this
 * server drop it at once (call `invalidate` after anything that changes an item or its stock);
 * other instances behind a load balancer show a change within the second. The copy is derived
 * from the database and expires, so the server still keeps no state of its own. Item reads
 * (`/api/glasses/<id>/`) always go to the database.
 *
 * One cache is made per app (app.ts) and handed to the services that read or change stock.
 */
import type { GlassesItem } from '@onepair/contract';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

const CATALOGUE_TTL_MS = 1000;

export class CatalogueCache {
  private entry: { expires: number; items: Promise<GlassesItem[]> } | undefined;

  constructor(private readonly load: () => Promise<GlassesItem[]>) {}

  list(): Promise<GlassesItem[]> {
    const now = Date.now();
    if (this.entry && this.entry.expires > now) return this.entry.items;
    // The promise is shared, so that many visitors arriving at once cause one query.
    const entry = { expires: now + CATALOGUE_TTL_MS, items: this.load() };
    this.entry = entry;
    entry.items.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return entry.items;
  }

  /** Forget this server's copy: the next list reads the database. */
  invalidate(): void {
    this.entry = undefined;
  }
}
