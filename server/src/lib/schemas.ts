/** Schema pieces most routes share: id params and the error replies in DRF's shapes. */
import { Type } from '@sinclair/typebox';
import { BadRequest, ErrorDetail } from '@onepair/contract';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const errorReplies = {
  400: BadRequest,
  403: ErrorDetail,
  404: ErrorDetail,
};

export const tokenAuth = [{ token: [] }];

/**
 * Ajv's type coercion turns "1e400" or "Infinity" into Infinity and lets it past the bounds of
 * `IdParams`; no row has such an id, and PostgreSQL refuses it with an error. Services check ids
 * with this before they reach the database.
 */
export const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
