/** Schema pieces most routes share: id params and the error replies in DRF's shapes. */
import { Type } from '@sinclair/typebox';
import { BadRequest, ErrorDetail, MAX_ID } from '@onepair/contract';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

export const errorReplies = {
  400: BadRequest,
  403: ErrorDetail,
  404: ErrorDetail,
};

export const tokenAuth = [{ token: [] }];
