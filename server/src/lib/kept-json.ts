import type { FastifyReply } from 'fastify';
import type { Db } from '../db/engine.js';

/**
 * Sends what `load` reads as JSON, serialised by the route's reply schema, and on SQLite keeps
 * that text under `key` until the database changes (Db.keepText): later requests for the same
 * key get it again without reading or serialising. The key must name everything the reply
 * depends on besides the database, the caller included. For replies most requests read again
 * unchanged (`users/me`, which the web app reads on every page). The text is sent as it is, so
 * the route's `preSerialization` hooks do not see it: use it only on routes that have none.
 */
export async function sendKeptJson(reply: FastifyReply, db: Db, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
  const json = await db.keepText(key, async () => {
    const text = reply.serialize(await load());
    // Schema serialisers make text; only a custom serialiser could make bytes.
    if (typeof text !== 'string') throw new Error(`The reply for ${key} did not serialise to text.`);
    return text;
  });
  return reply.type('application/json; charset=utf-8').send(json);
}
