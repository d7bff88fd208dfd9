/**
 * Failures the services raise, in Django REST Framework's shapes (docs/api.md, Errors). The error
 * handler plugin turns them into replies; services never touch HTTP.
 */
import { MESSAGES, type FieldErrors } from '@onepair/contract';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
    /** Extra reply headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

/** 400 with `{"field": ["message"]}`. */
export function validationError(errors: Record<string, string | string[]>): ApiError {
  const body: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) body[field] = Array.isArray(messages) ? messages : [messages];
  return new ApiError(400, body);
}

export const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });
export const notAuthenticated = () => new ApiError(403, { detail: MESSAGES.notAuthenticated });
export const permissionDenied = (detail: string = MESSAGES.permissionDenied) => new ApiError(403, { detail });
export const methodNotAllowed = (method: string, why: string) => new ApiError(405, { detail: `Method "${method}" not allowed. ${why}` });
