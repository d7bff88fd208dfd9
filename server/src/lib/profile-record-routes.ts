/**
 * DELETE /api/{accounts,donators,donatees}/{id}/: every user keeps exactly one of each record,
 * so even staff get a 405 that says to delete the user instead.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorDetail } from '@onepair/contract';
import { requireStaff } from '../auth/authenticate.js';
import { methodNotAllowed } from './errors.js';
import { KEEP_PROFILE_RECORDS } from './ownership.js';
import { errorReplies, IdParams, tokenAuth } from './schemas.js';

export function refuseProfileRecordDelete(app: FastifyInstance, tags: string[]): void {
  app.delete(
    '/:id/',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security: tokenAuth,
        summary: 'Not allowed: delete the user instead',
        params: IdParams,
        response: { 405: ErrorDetail, ...errorReplies },
      },
    },
    async () => {
      throw methodNotAllowed('DELETE', KEEP_PROFILE_RECORDS);
    },
  );
}
