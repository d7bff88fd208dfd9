/** /api/donators/: a donor's record with their donations and total. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Donator, DonatorWrite } from '@onepair/contract';
import { callerOf, requireStaff, requireUser } from '../auth/authenticate.js';
import { refuseProfileRecordDelete } from '../lib/profile-record-routes.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

export default async function donatorRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['donators'];
  const security = tokenAuth;

  routes.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List donator records (staff: all; others: their own)',
        response: { 200: Type.Array(Donator), ...errorReplies },
      },
    },
    async (request) => service.listDonators(app.db, callerOf(request)),
  );

  routes.post(
    '/',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create a donator record (staff; every account already has one)',
        body: DonatorWrite,
        response: { 201: Donator, ...errorReplies },
      },
    },
    async (request) => service.createDonator(app.db, request.body),
  );

  routes.get(
    '/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Read a donator record with its donations (oldest first)',
        params: IdParams,
        response: { 200: Donator, ...errorReplies },
      },
    },
    async (request) => service.readDonator(app.db, callerOf(request), request.params.id),
  );

  routes.put(
    '/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Replace a donator record (staff)',
        params: IdParams,
        body: DonatorWrite,
        response: { 200: Donator, ...errorReplies },
      },
    },
    async (request) => service.changeDonator(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Change a donator record (staff)',
        params: IdParams,
        body: Type.Partial(DonatorWrite),
        response: { 200: Donator, ...errorReplies },
      },
    },
    async (request) => service.changeDonator(app.db, callerOf(request), request.params.id, request.body),
  );

  refuseProfileRecordDelete(app, tags);
}
