/**
 * Reading a refusal for a form: the messages per field, the form's own, or all of them. Kept
 * apart from the client (api-client.ts), which the first visit loads, as only forms need them.
 */
import { isApiError, isRecord, toMessages, type FieldErrorMap } from './api-client';

/**
 * DRF's `{"field": ["message", …]}` as a map of messages per field; `non_field_errors` and
 * `detail` are left to {@link formError}. Empty for anything that is not an ApiError.
 */
export function fieldErrors(error: unknown): FieldErrorMap {
  if (!isApiError(error) || !isRecord(error.body)) return {};
  const result: FieldErrorMap = {};
  for (const [field, value] of Object.entries(error.body)) {
    if (field === 'non_field_errors' || field === 'detail') continue;
    const messages = toMessages(value);
    if (messages.length) result[field] = messages;
  }
  return result;
}

/** The messages that belong to the whole form: `non_field_errors`, `detail`, or a plain text body. */
export function formError(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return error instanceof Error ? error.message : undefined;
  const body = error.body;
  if (isRecord(body)) {
    const messages = [...toMessages(body.non_field_errors), ...toMessages(body.detail)];
    if (messages.length) return messages.join(' ');
    // A server or proxy failure in some other JSON shape has no field to show its words.
    return error.status >= 500 ? error.message : undefined;
  }
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return body.trim();
  return error.message;
}

/**
 * Every message of an error, for places that have no per-field slot. The server's messages are
 * whole sentences, so they stand without the field's name.
 */
export function allErrorMessages(error: unknown): string[] {
  if (!error) return [];
  const general = formError(error);
  const messages = Object.values(fieldErrors(error)).flat();
  return general ? [general, ...messages] : messages;
}
