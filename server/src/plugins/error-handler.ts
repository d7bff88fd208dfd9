/**
 * One place that turns every failure into DRF's shape and status: schema validation, bad
 * JSON, wrong content types, oversized bodies and the services' ApiErrors (unknown routes are
 * answered by app.ts, which also serves the web app).
 * A database that is gone or cannot write is a 503 the client may try again after; anything
 * else unexpected is logged and answered with a generic 500 that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CATALOGUE_MESSAGES,
  languageOfAcceptLanguage,
  messageForRule,
  translateErrorBody,
  VALIDATION_MESSAGES,
  type FailedRule,
  type FieldErrors,
} from '@onepair/contract';
import { ApiError } from '../lib/errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, databaseFault, faultCode } from '../db/faults.js';

interface AjvError extends FailedRule {
  instancePath: string;
}

/** Ajv errors to `{"field": [...]}`, keeping the first meaningful message per field. */
export function fieldErrorsFromValidation(errors: AjvError[], context: string): FieldErrors {
  const body: FieldErrors = {};
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    let field = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    // A field missing from the body is named; one missing inside a field (a line of a list) names that field.
    if (error.keyword === 'required' && field === '') field = String(error.params.missingProperty);
    if (!field) {
      if (error.keyword === 'type' && context === 'body') {
        body.non_field_errors ??= [VALIDATION_MESSAGES.notAnObject];
      } else {
        (body.non_field_errors ??= []).push(messageForRule(error));
      }
      continue;
    }
    const message = messageForRule(error);
    const list = (body[field] ??= []);
    // Union types report one error per branch; the first branch's message says it best.
    if (list.length === 0) list.push(message);
  }
  return body;
}

/**
 * A malformed multipart form: busboy's errors (no boundary, bad part headers) carry no code,
 * and a file part cut short ends its stream early.
 */
function isMultipartParseError(error: FastifyError, request: FastifyRequest): boolean {
  if (/^(Multipart: |Malformed part header|Unexpected end of form|Part terminated early)/.test(error.message)) return true;
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.isMultipart();
}

/**
 * An error reply in the language the request asks for (`Accept-Language`): DRF's English words
 * unless it prefers Spanish (docs/api.md, Errors).
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: object): FastifyReply {
  const { body: localised, translated } = translateErrorBody(body, languageOfAcceptLanguage(request.headers['accept-language']));
  if (translated) reply.header('content-language', 'es');
  return reply.status(status).send(localised);
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError & { part?: { fieldname?: string } }, request, reply) => {
    const send = (status: number, body: object) => sendError(request, reply, status, body);
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.body);
    }
    if (error.validation) {
      return send(400, fieldErrorsFromValidation(error.validation as AjvError[], error.validationContext ?? 'body'));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, { detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, { detail: 'Request body is too large.' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, { detail: 'JSON parse error - the body is empty.' });
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(400, { detail: 'Request body size did not match Content-Length.' });
      case 'FST_REQ_FILE_TOO_LARGE': {
        const field = error.part?.fieldname ?? 'file';
        // A catalogue image's message names it, so the staff form can say which file was too big.
        const message = field === 'image' || field === 'img' ? CATALOGUE_MESSAGES.imageTooLarge : VALIDATION_MESSAGES.fileTooLarge;
        return send(400, { [field]: [message] });
      }
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return send(400, { detail: 'Too many parts in the form.' });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_MULTIPART_INVALID_CONTENT_TYPE':
        return send(415, { detail: 'The request is not multipart/form-data.' });
    }
    if (isMultipartParseError(error, request)) {
      return send(400, { detail: `Multipart form parse error - ${error.message}` });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(400, { detail: `JSON parse error - ${error.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, { detail: error.message });
    const fault = databaseFault(error);
    if (fault) {
      // No stack: the cause is outside the code, and the line says what it was.
      request.log.error({ fault, code: faultCode(error), reason: error.message }, `database ${fault}: answered 503`);
      app.writeFailures.note(error);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, { detail: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { detail: 'A server error occurred.' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
