/** /api/users/: staff manage users; a user reads and changes their own; anyone reads {id, username}. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PublicUser, User, UserWrite } from '@onepair/contract';
import { callerOf, requireStaff, requireUser } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['users'];
  const security = tokenAuth;

  routes.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List users (staff: all; others: themselves)',
        response: { 200: Type.Array(User), ...errorReplies },
      },
    },
    async (request) => service.listUsers(app.db, callerOf(request)),
  );

  routes.post(
    '/',
    {
      onRequest: requireStaff,
      schema: { tags, security, summary: 'Create a user (staff)', body: UserWrite, response: { 201: User, ...errorReplies } },
    },
    async (request, reply) => reply.status(201).send(await service.createUserAsStaff(app.db, request.body)),
  );

  routes.get(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Read a user: the whole user for themselves and staff, {id, username} for others',
        params: IdParams,
        response: { 200: Type.Union([User, PublicUser]), ...errorReplies },
      },
    },
    async (request) => service.readUser(app.db, request.caller, request.params.id),
  );

  routes.put(
    '/:id/',
    {
      onRequest: requireUser,
      schema: { tags, security, summary: 'Replace a user', params: IdParams, body: UserWrite, response: { 200: User, ...errorReplies } },
    },
    async (request) => service.changeUser(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Change some fields of a user',
        params: IdParams,
        body: Type.Partial(UserWrite),
        response: { 200: User, ...errorReplies },
      },
    },
    async (request) => service.changeUser(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a user and everything of theirs (staff)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorReplies },
      },
    },
    async (request, reply) => {
      await service.removeUser(app.db, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
