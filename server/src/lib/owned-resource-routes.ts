/**
 * The one shape of a resource whose records belong to a user (users, accounts, donators,
 * donatees): list, create (staff), read, replace, change and delete at `/` and `/:id/`.
 * Each resource gives its schemas, summaries and service; the rules (who may see or change
 * what) stay in the service. Account, donator and donatee records cannot be deleted: every
 * user keeps exactly one of each, so even staff get a 405 that says to delete the user.
 */
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorDetail } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { callerOf, requireStaff, requireUser, type Caller } from '../auth/authenticate.js';
import { methodNotAllowed } from './errors.js';
import { KEEP_PROFILE_RECORDS } from './ownership.js';
import { errorReplies, IdParams, tokenAuth } from './schemas.js';

export interface OwnedResourceService<Read extends TSchema, Write extends TSchema, Change extends TSchema> {
  list(db: Db, caller: Caller): Promise<Static<Read>[]>;
  /** `context.caller` is the staff user. */
  create(db: Db, body: Static<Write>, context: { caller: Caller }): Promise<Static<Read>>;
  /** The caller is null only where visitors may read (`visitorsRead`); the reply is `readReply`'s. */
  read(db: Db, caller: Caller | null, id: number): Promise<unknown>;
  change(db: Db, caller: Caller, id: number, body: Static<Write> | Static<Change>): Promise<Static<Read>>;
  /** Deletes the record; without it, DELETE is a 405 for everyone. */
  remove?(db: Db, caller: Caller, id: number): Promise<void>;
}

export interface OwnedResource<Read extends TSchema, Write extends TSchema, Change extends TSchema> {
  tags: string[];
  /** One record as replied (GET, PUT, PATCH and POST). */
  read: Read;
  /** What a visitor or another user reads instead, where visitors may read (users). */
  readReply?: TSchema;
  /** The body of POST and PUT. */
  write: Write;
  /** The body of PATCH. */
  change: Change;
  summaries: { list: string; create: string; read: string; replace: string; change: string; remove?: string };
  /** Anyone may read one record (the service decides how much). */
  visitorsRead?: boolean;
  /** Content types of PUT and PATCH, for the API docs. */
  consumes?: string[];
  /** Hooks of PUT and PATCH. */
  writeHooks?: Pick<RouteShorthandOptions, 'preHandler' | 'preSerialization'>;
  service: OwnedResourceService<Read, Write, Change>;
}

export function registerOwnedResource<Read extends TSchema, Write extends TSchema, Change extends TSchema>(
  app: FastifyInstance,
  resource: OwnedResource<Read, Write, Change>,
): void {
  // Plain routes: the schemas are generic here, and the service's types say what each takes.
  type WithId = { Params: { id: number } };
  const { tags, service, summaries } = resource;
  const security = tokenAuth;
  const userOnly = { onRequest: requireUser };

  app.get(
    '/',
    { ...userOnly, schema: { tags, security, summary: summaries.list, response: { 200: Type.Array(resource.read), ...errorReplies } } },
    async (request) => service.list(app.db, callerOf(request)),
  );

  app.post(
    '/',
    {
      onRequest: requireStaff,
      schema: { tags, security, summary: summaries.create, body: resource.write, response: { 201: resource.read, ...errorReplies } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(app.db, request.body as Static<Write>, { caller: callerOf(request) })),
  );

  app.get<WithId>(
    '/:id/',
    {
      ...(resource.visitorsRead ? {} : userOnly),
      schema: {
        tags,
        security,
        summary: summaries.read,
        params: IdParams,
        response: { 200: resource.readReply ?? resource.read, ...errorReplies },
      },
    },
    async (request) => service.read(app.db, resource.visitorsRead ? request.caller : callerOf(request), request.params.id),
  );

  for (const [method, body, summary] of [
    ['put', resource.write, summaries.replace],
    ['patch', resource.change, summaries.change],
  ] as const) {
    app[method]<WithId>(
      '/:id/',
      {
        ...userOnly,
        ...resource.writeHooks,
        schema: {
          tags,
          security,
          ...(resource.consumes ? { consumes: resource.consumes } : {}),
          summary,
          params: IdParams,
          body,
          response: { 200: resource.read, ...errorReplies },
        },
      },
      async (request) => service.change(app.db, callerOf(request), request.params.id, request.body as Static<Write> | Static<Change>),
    );
  }

  const { remove } = service;
  app.delete<WithId>(
    '/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: summaries.remove ?? 'Not allowed: delete the user instead',
        params: IdParams,
        response: remove ? { 204: Type.Null(), ...errorReplies } : { 405: ErrorDetail, ...errorReplies },
      },
    },
    async (request, reply) => {
      if (!remove) throw methodNotAllowed('DELETE', KEEP_PROFILE_RECORDS);
      await remove(app.db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
