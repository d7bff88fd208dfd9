/**
 * multipart/form-data bodies become plain key/value bodies, validated by the same route
 * schemas as JSON, with their text fields coerced to the schema's types (plugins/validation.ts).
 * A file part becomes an `UploadedFile`; its type is judged from its bytes later
 * (media/sniff.ts), never from its name or the browser's claim.
 *
 * Only routes that take a file read forms (docs/api.md, Requests): every other route answers a
 * multipart body with DRF's 415 before reading it, and one user may send only a few uploads at
 * once (a 429 for more, also before reading). No route without a file needs forms: the clients
 * that send FormData send it to the donatee, partner client and catalogue routes only.
 */
import type { FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { PRESCRIPTION_MAX_BYTES } from '@onepair/contract';
import { ApiError } from '../lib/errors.js';
import { markAsFormBody } from './validation.js';
import type { UploadedFile } from '../lib/uploaded-file.js';

const FORM = 'multipart/form-data';
/** Any multipart type: Fastify would otherwise hand every one of them to the form reader. */
const MULTIPART = /^\s*multipart\//i;

/**
 * Uploads one user may have on their way at once. The web app sends one at a time; more in
 * parallel is a script, and each holds up to 5 MB in memory until it is stored.
 */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;
export const TOO_MANY_UPLOADS = 'Request was throttled. Another upload of yours is still on its way: send one file at a time.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The uploads each caller has on their way in this process. */
    uploadsInFlight: UploadsInFlight;
  }
}

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
  // A form is read only where a file is taken: any other route (or an address no route has)
  // answers 415 before a byte of the body is read, so forms posted anywhere else cost nothing.
  // Runs before the route's own hooks, which may still refuse a visitor on an upload route.
  app.addHook('onRequest', (request, _reply, done) => {
    const type = request.headers['content-type'];
    if (type !== undefined && MULTIPART.test(type) && hasBody(request) && !takesFiles(request)) return done(unsupportedMediaType(type));
    done();
  });
  const uploads = new UploadsInFlight(UPLOADS_IN_FLIGHT_PER_USER);
  app.decorate('uploadsInFlight', uploads);
  // On the upload routes only (so other requests pay nothing for it): after the route's hooks
  // have named (and admitted) the caller, and before the form is read.
  const countUpload: preParsingHookHandler = (request, reply, _payload, done) => {
    const type = request.headers['content-type'];
    if (type === undefined || !MULTIPART.test(type) || !hasBody(request)) return done();
    const who = request.caller ? `user:${request.caller.id}` : `address:${request.ip}`;
    if (!uploads.take(who, reply.raw)) return done(tooManyUploads());
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!consumesForms(route.schema)) return;
    const own = route.preParsing;
    route.preParsing = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), countUpload];
  });
  // Runs after the multipart plugin's own hook has turned the form into `request.body`.
  // A callback, not an async function: it runs on every request, and most are not forms.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) markAsFormBody(request.body);
    done();
  });
}

/**
 * Whether a route takes files: its schema lists multipart/form-data among the types it consumes
 * (the donatee application with its prescription, catalogue items with their image). The same
 * list documents the route in OpenAPI, so the docs and the server cannot disagree.
 */
function takesFiles(request: FastifyRequest): boolean {
  return !request.is404 && consumesForms(request.routeOptions.schema);
}

function consumesForms(schema: unknown): boolean {
  const consumes = (schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes(FORM);
}

/** A body follows the head (a GET's or HEAD's is never read, so its type does not matter). */
function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** DRF's words for a body type a view has no parser for. */
function unsupportedMediaType(type: string): ApiError {
  return new ApiError(415, { detail: `Unsupported media type "${type}" in request.` });
}

function tooManyUploads(): ApiError {
  return new ApiError(429, { detail: TOO_MANY_UPLOADS }, { 'retry-after': '1' });
}

/**
 * Uploads being received, per user, in this process: the memory they hold is this process's,
 * so the count is too (unlike the rate limits, which every instance shares through the
 * database). A slot is given back when the reply is done or the connection closes, whichever
 * comes first, so a stalled upload holds its slot only until the request timeout cuts it.
 */
export class UploadsInFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly perCaller: number) {}

  /** Takes a slot for `who` until `response` finishes or closes; false when none is free. */
  take(who: string, response: { once(event: 'finish' | 'close', listener: () => void): unknown }): boolean {
    const count = this.counts.get(who) ?? 0;
    if (count >= this.perCaller) return false;
    this.counts.set(who, count + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = (this.counts.get(who) ?? 1) - 1;
      if (left > 0) this.counts.set(who, left);
      else this.counts.delete(who);
    };
    response.once('finish', release);
    response.once('close', release);
    return true;
  }

  /** Slots taken by `who` (`user:<id>`, or `address:<ip>` for a visitor). */
  held(who: string): number {
    return this.counts.get(who) ?? 0;
  }
}

export default fp(multipartBodies, { name: 'multipart-bodies' });
