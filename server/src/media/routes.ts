/**
 * /media/<id>: stored files (catalogue images, prescriptions). Public items are served to
 * anyone and cached; private items (prescriptions) only to their owner and staff.
 * An optional trailing file name (`/media/<id>/<name>`) is tolerated and ignored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequest, ErrorDetail, TextField } from '@onepair/contract';
import { tokenAuth } from '../lib/schemas.js';
import { headerFilename } from './filenames.js';
import { readMedia, type StoredFile } from './service.js';

const MediaParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const MediaNamedParams = Type.Object({ id: MediaParams.properties.id, filename: TextField({ maxLength: 255 }) });

/** Even an image we serve may not run scripts or load anything (SVG can carry both). */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = (params: typeof MediaParams | typeof MediaNamedParams) => ({
    tags: ['media'],
    summary: 'A stored file: catalogue images for anyone, prescriptions for their owner and staff',
    security: tokenAuth,
    params,
    response: {
      200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file, with its stored content type' }),
      304: Type.Null(),
      // An id that is not a whole number from 1 to 2147483647.
      400: BadRequest,
      403: ErrorDetail,
      404: ErrorDetail,
    },
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const file = await readMedia(app.db, request.caller, request.badToken, id);
    return sendFile(request, reply, file);
  };

  routes.get('/:id', { schema: schema(MediaParams) }, (request, reply) => serve(request, reply, request.params.id));
  routes.get('/:id/:filename', { schema: schema(MediaNamedParams) }, (request, reply) => serve(request, reply, request.params.id));
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  const etag = `"${file.sha256}"`;
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', MEDIA_CSP)
    // Catalogue images may be shown by a web client on another origin (CORS_ORIGINS); prescriptions may not.
    .header('cross-origin-resource-policy', file.isPrivate ? 'same-origin' : 'cross-origin')
    .header('etag', etag)
    // A stored file never changes (a new upload gets a new id), so public ones cache for long.
    .header('cache-control', file.isPrivate ? 'private, no-store' : 'public, max-age=86400, immutable')
    .header('content-disposition', `inline; filename="${headerFilename(file.filename)}"`);
  if (!file.isPrivate && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(file.contentType).send(file.bytes);
}
