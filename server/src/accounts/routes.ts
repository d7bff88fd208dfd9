/** /api/accounts/: contact details of a user; the owner and staff read and change them. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Account, AccountWrite } from '@onepair/contract';
import { callerOf, requireStaff, requireUser } from '../auth/authenticate.js';
import { refuseProfileRecordDelete } from '../lib/profile-record-routes.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['accounts'];
  const security = tokenAuth;

  routes.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List accounts (staff: all; others: their own)',
        response: { 200: Type.Array(Account), ...errorReplies },
      },
    },
    async (request) => service.listAccounts(app.db, callerOf(request)),
  );

  routes.post(
    '/',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create an account (staff; every user already has one)',
        body: AccountWrite,
        response: { 201: Account, ...errorReplies },
      },
    },
    async (request) => service.createAccount(app.db, request.body),
  );

  routes.get(
    '/:id/',
    {
      onRequest: requireUser,
      schema: { tags, security, summary: 'Read an account', params: IdParams, response: { 200: Account, ...errorReplies } },
    },
    async (request) => service.readAccount(app.db, callerOf(request), request.params.id),
  );

  routes.put(
    '/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Replace an account',
        params: IdParams,
        body: AccountWrite,
        response: { 200: Account, ...errorReplies },
      },
    },
    async (request) => service.changeAccount(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Change some fields of an account',
        params: IdParams,
        body: Type.Partial(AccountWrite),
        response: { 200: Account, ...errorReplies },
      },
    },
    async (request) => service.changeAccount(app.db, callerOf(request), request.params.id, request.body),
  );

  refuseProfileRecordDelete(app, tags);
}
