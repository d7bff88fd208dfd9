/**
 * /api/staff/glasses/: the catalogue as staff run it. Every item, retired ones too, with its
 * stock and low-stock flag; create, edit, retire and list again. Stock is not an editable
 * field: it changes through the stock ledger (stock/staff-routes.ts). Staff only; everyone
 * else gets a 403 before a body is read.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Page, StaffGlasses, StaffGlassesCreate, StaffGlassesEdit, StaffGlassesListQuery } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { ImageField } from './routes.js';
import * as service from './service.js';

/**
 * `inventory` is accepted by the schema only so that the service can answer it with where stock
 * does change, rather than a bare "unexpected field".
 */
const writeExtras = {
  image: Type.Optional(ImageField),
  inventory: Type.Optional(Type.Unknown({ description: 'Refused: stock changes through the stock ledger.' })),
};
const CreateBody = Type.Object({ ...StaffGlassesCreate.properties, ...writeExtras }, { additionalProperties: false });
const EditBody = Type.Object({ ...StaffGlassesEdit.properties, ...writeExtras }, { additionalProperties: false });
const consumes = ['application/json', 'multipart/form-data'];

export default async function glassesStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/glasses/',
    {
      schema: {
        summary: 'Every item, retired ones too unless filtered, with its stock and low-stock flag, newest first, a page at a time (staff)',
        querystring: StaffGlassesListQuery,
        response: { 200: Page(StaffGlasses), 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request) => service.listStaffGlasses(app.db, request.query),
  );

  routes.post(
    '/glasses/',
    {
      schema: {
        consumes,
        summary: 'Add an item, optionally with an image file; its initial stock is recorded as received (staff)',
        body: CreateBody,
        response: { 201: StaffGlasses, ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createStaffGlasses(app.db, app.catalogue, request.body, callerOf(request))),
  );

  routes.get(
    '/glasses/:id/',
    {
      schema: {
        summary: 'One item, retired or not (staff)',
        params: IdParams,
        response: { 200: StaffGlasses, ...errorReplies },
      },
    },
    async (request) => service.readStaffGlasses(app.db, request.params.id),
  );

  routes.patch(
    '/glasses/:id/',
    {
      schema: {
        consumes,
        summary: "Change an item's fields or image; not its stock (staff)",
        params: IdParams,
        body: EditBody,
        response: { 200: StaffGlasses, ...errorReplies },
      },
    },
    async (request) => service.editStaffGlasses(app.db, app.catalogue, request.params.id, request.body, callerOf(request)),
  );

  for (const [action, retire, summary] of [
    ['retire', true, 'Take a listed item out of the public catalogue; its history stays (staff)'],
    ['unretire', false, 'Put a retired item back in the public catalogue (staff)'],
  ] as const) {
    routes.post(
      `/glasses/:id/${action}/`,
      { schema: { summary, params: IdParams, response: { 200: StaffGlasses, ...errorReplies } } },
      async (request) => service.setRetired(app.db, app.catalogue, request.params.id, retire, callerOf(request)),
    );
  }
}
