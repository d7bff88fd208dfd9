/**
 * Reads `Authorization: Token <key>` on every request and decorates it with the caller
 * (or null for a visitor). Routes then declare who may call them with `requireUser` or
 * `requireStaff` as a preHandler; ownership is checked in the services.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@onepair/contract';
import { ApiError, notAuthenticated, permissionDenied } from '../lib/errors.js';
import { toBool } from '../db/schema.js';
import { hashTokenKey, tokenFromHeader } from './tokens.js';
import { findTokenHolder } from '../users/repository.js';

export interface Caller {
  id: number;
  username: string;
  isStaff: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** A token header was sent but did not match a live token. */
    badToken: boolean;
  }
}

async function authenticate(app: FastifyInstance): Promise<void> {
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);

  app.addHook('onRequest', async (request) => {
    const { key, present } = tokenFromHeader(request.headers.authorization);
    if (!present) return;
    if (!key) {
      request.badToken = true;
      return;
    }
    const [row] = await findTokenHolder(app.db.kysely, hashTokenKey(key));
    if (!row || !toBool(row.is_active)) {
      request.badToken = true;
      return;
    }
    request.caller = { id: row.id, username: row.username, isStaff: toBool(row.is_staff) };
  });
}

/** The caller, or a 403 in DRF's words: never a 401 (docs/api.md, 403, never 401). */
export function callerOf(request: FastifyRequest): Caller {
  if (request.caller) return request.caller;
  if (request.badToken) throw new ApiError(403, { detail: MESSAGES.invalidToken });
  throw notAuthenticated();
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  callerOf(request);
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!callerOf(request).isStaff) throw permissionDenied();
}

export default fp(authenticate, { name: 'authenticate', dependencies: ['database'] });
