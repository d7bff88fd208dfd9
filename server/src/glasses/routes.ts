/**
 * /api/glasses/: the catalogue. Anyone reads the listed items (an item's own address also
 * answers once it is retired, saying so); staff create, replace, change and delete items, with
 * JSON or with multipart/form-data carrying an `image` file. The staff console uses
 * /api/staff/glasses/ (staff-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail, Glasses, GlassesWrite, TextField, type GlassesItem } from '@onepair/contract';
import { callerOf, requireStaff } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import type { UploadedFile } from '../lib/uploaded-file.js';
import { acceptingOldSpellings, GLASSES_SPELLINGS, oldSpellings, translateResponse } from '../lib/old-spellings.js';
import * as service from './service.js';

/** An address string, or (multipart only) the uploaded image file. */
const ImageField = Type.Union([
  TextField({ maxLength: 500 }),
  Type.Unsafe<UploadedFile>({
    type: 'object',
    description: 'An image file (PNG, JPEG, WebP or SVG, at most 5 MB) sent as multipart/form-data',
  }),
]);
const GlassesBody = acceptingOldSpellings(Type.Object({ ...GlassesWrite.properties, image: Type.Optional(ImageField) }), GLASSES_SPELLINGS);
/** An item as the service returns it, replied with the old names too (the hooks add them). */
const GlassesReply = Type.Unsafe<GlassesItem>(Glasses);
const consumes = ['application/json', 'multipart/form-data'];

export { ImageField };

export default async function glassesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['glasses'];
  const security = tokenAuth;
  // Permission is checked before the body is even read, so a visitor cannot make us buffer an upload.
  const staffOnly = { onRequest: requireStaff };
  const spellings = oldSpellings(GLASSES_SPELLINGS, { respond: true });

  // The list is the most read reply of all. Its JSON, old names included, is made once for each
  // copy the catalogue cache holds (at most a second old) and sent as it is, instead of being
  // translated and serialised again on every visit.
  const listJson = new WeakMap<readonly GlassesItem[], string>();
  routes.get(
    '/',
    { ...spellings, schema: { tags, summary: 'List the catalogue (anyone)', response: { 200: Type.Array(GlassesReply) } } },
    async (_request, reply) => {
      const items = await service.listGlasses(app.catalogue);
      let json = listJson.get(items);
      if (json === undefined) {
        json = String(reply.serialize(translateResponse(items, GLASSES_SPELLINGS)));
        listJson.set(items, json);
      }
      // Sent as text already JSON: Fastify passes a string with a JSON type through unchanged.
      return reply.type('application/json; charset=utf-8').send(json as unknown as GlassesItem[]);
    },
  );

  routes.post(
    '/',
    {
      ...staffOnly,
      ...spellings,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Add an item, optionally with an image file (staff)',
        body: GlassesBody,
        response: { 201: GlassesReply, ...errorReplies },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createGlasses(app.db, app.catalogue, request.body, callerOf(request))),
  );

  routes.get(
    '/:id/',
    {
      ...spellings,
      schema: {
        tags,
        summary: 'Read an item (anyone)',
        params: IdParams,
        response: { 200: GlassesReply, 400: errorReplies[400], 404: ErrorDetail },
      },
    },
    async (request) => service.readGlasses(app.db, request.params.id),
  );

  // PUT's schema requires name and inventory; PATCH takes any of the fields.
  for (const [method, body, summary] of [
    ['put', GlassesBody, 'Replace an item (staff)'],
    ['patch', Type.Partial(GlassesBody), 'Change some fields of an item (staff)'],
  ] as const) {
    routes[method](
      '/:id/',
      {
        ...staffOnly,
        ...spellings,
        schema: { tags, security, consumes, summary, params: IdParams, body, response: { 200: GlassesReply, ...errorReplies } },
      },
      async (request) => service.changeGlasses(app.db, app.catalogue, request.params.id, request.body, callerOf(request)),
    );
  }

  routes.delete(
    '/:id/',
    {
      ...staffOnly,
      schema: { tags, security, summary: 'Delete an item (staff)', params: IdParams, response: { 204: Type.Null(), ...errorReplies } },
    },
    async (request, reply) => {
      await service.removeGlasses(app.db, app.catalogue, request.params.id, callerOf(request));
      return reply.status(204).send(null);
    },
  );
}
