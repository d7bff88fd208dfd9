/**
 * The options of a route only signed-in users may call: `requireUser` answers everyone else
 * before the input is read, and the API reference lists the route under its resource's tags
 * with the token security. The route's own schema (summary, params, body, replies) is spread
 * after those, so the reference reads the same as a route that spells them out.
 */
import type { FastifySchema } from 'fastify';
import { requireUser } from '../auth/authenticate.js';
import { tokenAuth } from './schemas.js';

export function signedInRoutes(tags: string[]) {
  return <S extends FastifySchema>(schema: S) => ({ onRequest: requireUser, schema: { tags, security: tokenAuth, ...schema } });
}
