/**
 * multipart/form-data bodies become plain key/value bodies, validated by the same route
 * schemas as JSON, with their text fields coerced to the schema's types (plugins/validation.ts).
 * A file part becomes an `UploadedFile`; its type is judged from its bytes later
 * (media/sniff.ts), never from its name or the browser's claim.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { PRESCRIPTION_MAX_BYTES } from '@onepair/contract';
import { markAsFormBody } from './validation.js';
import type { UploadedFile } from '../lib/uploaded-file.js';

async function multipartBodies(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: PRESCRIPTION_MAX_BYTES, files: 1, fields: 30, parts: 31, fieldSize: 10_000 },
    throwFileSizeLimit: true,
    async onFile(part: MultipartFile) {
      const bytes = await part.toBuffer();
      const upload: UploadedFile = { kind: 'uploaded-file', fieldname: part.fieldname, filename: part.filename, bytes };
      (part as unknown as { value: UploadedFile }).value = upload;
    },
  });
  // Runs after the multipart plugin's own hook has turned the form into `request.body`.
  // A callback, not an async function: it runs on every request, and most are not forms.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) markAsFormBody(request.body);
    done();
  });
}

export default fp(multipartBodies, { name: 'multipart-bodies' });
