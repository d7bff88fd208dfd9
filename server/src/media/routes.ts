/**
 * /media/<id>: stored files (catalogue images, prescriptions). Public items are served to
 * anyone and cached; private items (prescriptions) only to their owner and staff.
 * An optional trailing file name (`/media/<id>/<name>`) is tolerated and ignored.
 *
 * Caching of public files: a file's bytes never change, but its id may name other bytes after
 * a database is restored from an older backup or made anew. So only an address that names the
 * content (`?v=`, the start of its SHA-256: media/urls.ts, the catalogue's images) is kept for
 * a year as immutable; a plain `/media/<id>` is kept a day and then revalidated with its ETag;
 * a `v` that no longer matches the bytes gets them with `no-cache`, so a stale address cannot
 * pin the wrong picture.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequest, ErrorDetail, MAX_ID, TextField } from '@onepair/contract';
import { tokenAuth } from '../lib/schemas.js';
import { headerFilename } from './filenames.js';
import { MEDIA_VERSION_LENGTH } from './urls.js';
import { readMedia, type StoredFile } from './service.js';

const MediaParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
const MediaNamedParams = Type.Object({ id: MediaParams.properties.id, filename: TextField({ maxLength: 255 }) });
const MediaQuery = Type.Object({
  v: Type.Optional(
    Type.String({ maxLength: 64, description: "The start of the file's SHA-256, as the catalogue's image addresses give it" }),
  ),
});

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/** Even an image we serve may not run scripts or load anything (SVG can carry both). */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = (params: typeof MediaParams | typeof MediaNamedParams) => ({
    tags: ['media'],
    summary: 'A stored file: catalogue images for anyone, prescriptions for their owner and staff',
    security: tokenAuth,
    params,
    querystring: MediaQuery,
    response: {
      200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file, with its stored content type' }),
      304: Type.Null(),
      // An id that is not a whole number from 1 to 2147483647.
      400: BadRequest,
      403: ErrorDetail,
      404: ErrorDetail,
    },
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply, id: number, version: string | undefined) => {
    const file = await readMedia(app.db, request.caller, request.badToken, id);
    return sendFile(request, reply, file, version);
  };

  routes.get('/:id', { schema: schema(MediaParams) }, (request, reply) => serve(request, reply, request.params.id, request.query.v));
  routes.get('/:id/:filename', { schema: schema(MediaNamedParams) }, (request, reply) =>
    serve(request, reply, request.params.id, request.query.v),
  );
}

/** How long a public file may be kept, by the version its address names (see the top of this file). */
export function publicCacheControl(sha256: string, version: string | undefined): string {
  if (version === undefined) return ONE_DAY;
  return version.length === MEDIA_VERSION_LENGTH && sha256.startsWith(version.toLowerCase()) ? YEAR_IMMUTABLE : 'no-cache';
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, version: string | undefined) {
  const etag = `"${file.sha256}"`;
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', MEDIA_CSP)
    // A file opened in a tab is a document: a link in it (a PDF's, say) must not tell the site
    // it leads to the file's address, which names a prescription.
    .header('referrer-policy', 'no-referrer')
    // Catalogue images may be shown by a web client on another origin (CORS_ORIGINS); prescriptions may not.
    .header('cross-origin-resource-policy', file.isPrivate ? 'same-origin' : 'cross-origin')
    .header('etag', etag)
    .header('cache-control', file.isPrivate ? 'private, no-store' : publicCacheControl(file.sha256, version))
    .header('content-disposition', `inline; filename="${headerFilename(file.filename)}"`);
  if (!file.isPrivate && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(file.contentType).send(file.bytes);
}
