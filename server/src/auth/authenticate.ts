/**
 * Reads `Authorization: Token <key>` on every request and decorates it with the caller
 * (or null for a visitor). Routes then declare who may call them with `requireUser` or
 * `requireStaff` as a route hook; ownership is checked in the services.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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

  app.addHook('onRequest', (request, _reply, done) => {
    const { key, present } = tokenFromHeader(request.headers.authorization);
    if (!present) return done();
    if (!key) {
      request.badToken = true;
      return done();
    }
    const keyHash = hashTokenKey(key);
    // Most requests find the token's holder in the reads kept on SQLite, at once: then nothing
    // here waits for a promise, which cost Fastify a turn on nearly every request.
    const rows = findTokenHolder.atOnce(app.db.kysely, keyHash);
    if (rows) whenDone(admit(request, rows[0], keyHash), done);
    else
      findTokenHolder(app.db.kysely, keyHash)
        .then((found) => admit(request, found[0], keyHash))
        .then(() => done(), done);
  });

  /**
   * Makes the token's holder the caller, or marks the token bad. A promise when the token's
   * last use is written first (at most hourly).
   */
  function admit(request: FastifyRequest, row: TokenHolder | undefined, keyHash: string): Promise<void> | undefined {
    if (!row || !toBool(row.is_active)) {
      request.badToken = true;
      return undefined;
    }
    // A token unused for the TTL, or older than the maximum age however busy, is as good as
    // none (docs/api.md, Sessions): a stolen token in steady use still ends.
    const now = Date.now();
    const lastUsed = Date.parse(row.last_used_at ?? row.created_at);
    if (now - lastUsed > ttlMs || now - Date.parse(row.created_at) > maxAgeMs) {
      request.badToken = true;
      return undefined;
    }
    const caller = { id: row.id, username: row.username, isStaff: toBool(row.is_staff) };
    if (now - lastUsed <= TOUCH_INTERVAL_MS) {
      request.caller = caller;
      return undefined;
    }
    return touchToken(app.db.kysely, keyHash, new Date(now).toISOString()).then(
      () => {
        request.caller = caller;
      },
      (error: unknown) => {
        // The last use is bookkeeping: a database that cannot write (a full disk) still serves
        // the caller's reads, and /readyz hears of the failure.
        if (databaseFault(error) !== 'cannot write') throw error;
        app.writeFailures.note(error);
        request.caller = caller;
      },
    );
  }
}

type TokenHolder = Awaited<ReturnType<typeof findTokenHolder>>[number];

function whenDone(work: Promise<void> | undefined, done: HookHandlerDoneFunction): void {
  if (work) work.then(() => done(), done);
  else done();
}

/** The caller, or a 403 in DRF's words: never a 401 (docs/api.md, 403, never 401). */
export function callerOf(request: FastifyRequest): Caller {
  if (request.caller) return request.caller;
  if (request.badToken) throw new ApiError(403, { detail: MESSAGES.invalidToken });
  throw notAuthenticated();
}

// The two route hooks below take a callback rather than returning a promise: they run on
// nearly every request and decide at once, and a promise cost Fastify a turn of its own.

export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  try {
    callerOf(request);
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

export function requireStaff(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  try {
    if (!callerOf(request).isStaff) throw permissionDenied();
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

export default fp(authenticate, { name: 'authenticate', dependencies: ['database'] });
