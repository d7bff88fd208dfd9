/**
 * Reads `Authorization: Token <key>` on every request and decorates it with the caller
 * (or null for a visitor). Routes then declare who may call them with `requireUser` or
 * `requireStaff` as a route hook; ownership is checked in the services.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@onepair/contract';
import { ApiError, notAuthenticated, permissionDenied } from '../lib/errors.js';
import { toBool } from '../db/schema.js';
import { databaseFault } from '../db/faults.js';
import { hashTokenKey, tokenFromHeader } from './tokens.js';
import { findTokenHolder, touchToken } from '../users/repository.js';

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

/** A token's last use is written at most this often, so that most requests only read. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

async function authenticate(app: FastifyInstance, options: { tokenTtlDays?: number; tokenMaxAgeDays?: number }): Promise<void> {
  const ttlMs = (options.tokenTtlDays ?? 30) * DAY_MS;
  const maxAgeMs = (options.tokenMaxAgeDays ?? 90) * DAY_MS;
  app.decorateRequest('caller', null);
  app.decorateRequest('badToken', false);

  app.addHook('onRequest', async (request) => {
    const { key, present } = tokenFromHeader(request.headers.authorization);
    if (!present) return;
    const keyHash = key ? hashTokenKey(key) : undefined;
    const holder = keyHash ? await findTokenHolder(app.db.kysely, keyHash) : undefined;
    if (!keyHash || !holder || !toBool(holder.is_active)) {
      request.badToken = true;
      return;
    }
    // A token unused for the TTL, or older than the maximum age however busy, is as good as
    // none (docs/api.md, Sessions): a stolen token in steady use still ends.
    const now = Date.now();
    const lastUsed = Date.parse(holder.last_used_at ?? holder.created_at);
    if (now - lastUsed > ttlMs || now - Date.parse(holder.created_at) > maxAgeMs) {
      request.badToken = true;
      return;
    }
    if (now - lastUsed > TOUCH_INTERVAL_MS) {
      try {
        await touchToken(app.db.kysely, keyHash, new Date(now).toISOString());
      } catch (error) {
        // The last use is bookkeeping: a database that cannot write (a full disk) still serves
        // the caller's reads, and /readyz hears of the failure.
        if (databaseFault(error) !== 'cannot write') throw error;
        app.writeFailures.note(error);
      }
    }
    request.caller = { id: holder.id, username: holder.username, isStaff: toBool(holder.is_staff) };
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
