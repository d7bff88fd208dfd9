/**
 * /api/glasses/: the catalogue. Anyone reads it; staff create, replace, change and delete
 * items, with JSON or with multipart/form-data carrying an `image` file.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail, Glasses, GlassesWrite } from '@onepair/contract';
import { requireStaff } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import type { UploadedFile } from '../plugins/multipart-bodies.js';
import * as service from './service.js';

/** An address string, or (multipart only) the uploaded image file. */
const ImageField = Type.Union([
  Type.String({ maxLength: 500 }),
  Type.Unsafe<UploadedFile>({ type: 'object', description: 'An image file (JPEG, PNG or WebP, at most 5 MB) sent as multipart/form-data' }),
]);
const GlassesBody = Type.Object({ ...GlassesWrite.properties, image: Type.Optional(ImageField), img: Type.Optional(ImageField) });
const consumes = ['application/json', 'multipart/form-data'];

export default async function glassesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['glasses'];
  const security = tokenAuth;
  // Permission is checked before the body is even read, so a visitor cannot make us buffer an upload.
  const staffOnly = { onRequest: requireStaff };

  routes.get('/', { schema: { tags, summary: 'List the catalogue (anyone)', response: { 200: Type.Array(Glasses) } } }, async () =>
    service.listGlasses(app.db),
  );

  routes.post(
    '/',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Add an item, optionally with an image file (staff)',
        body: GlassesBody,
        response: { 201: Glasses, ...errorReplies },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createGlasses(app.db, request.body)),
  );

  routes.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Read an item (anyone)',
        params: IdParams,
        response: { 200: Glasses, 400: errorReplies[400], 404: ErrorDetail },
      },
    },
    async (request) => service.readGlasses(app.db, request.params.id),
  );

  routes.put(
    '/:id/',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Replace an item (staff)',
        params: IdParams,
        body: GlassesBody,
        response: { 200: Glasses, ...errorReplies },
      },
    },
    async (request) => service.changeGlasses(app.db, request.params.id, request.body),
  );

  routes.patch(
    '/:id/',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Change some fields of an item (staff)',
        params: IdParams,
        body: Type.Partial(GlassesBody),
        response: { 200: Glasses, ...errorReplies },
      },
    },
    async (request) => service.changeGlasses(app.db, request.params.id, request.body),
  );

  routes.delete(
    '/:id/',
    {
      ...staffOnly,
      schema: { tags, security, summary: 'Delete an item (staff)', params: IdParams, response: { 204: Type.Null(), ...errorReplies } },
    },
    async (request, reply) => {
      await service.removeGlasses(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
