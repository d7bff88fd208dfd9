/**
 * Bulk staff actions (approving applications, shipping claims) answer one result per item: an
 * item refused stores nothing and reports why in DRF's shape, as its single route would.
 */
import type { ApiError } from './errors.js';

/** An ApiError's body as one item's errors: `{"field": ["…"]}`, or `{"detail": ["…"]}` for a 404 and the like. */
export function rowErrors(error: ApiError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(error.body)) errors[field] = Array.isArray(value) ? value.map(String) : [String(value)];
  return errors;
}
