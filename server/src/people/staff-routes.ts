/**
 * /api/staff/users/: find people, read one person's records, and change their access
 * (deactivate, reactivate, grant or revoke staff). Staff only; everyone else gets a 403.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorDetail, Page, PEOPLE_ACTIONS, StaffPeopleQuery, StaffPerson, StaffPersonRow } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import * as service from './service.js';

const ACTION_SUMMARIES: Record<(typeof PEOPLE_ACTIONS)[number], string> = {
  deactivate:
    'Deactivate a user: their sign-in and every token stop working at once (staff; never yourself, never the last active staff user)',
  reactivate: 'Reactivate a deactivated user; they sign in again (staff; never yourself)',
  'grant-staff': 'Make a user staff (staff; never yourself)',
  'revoke-staff': 'Take staff access away from a user (staff; never yourself, never the last active staff user)',
};

export default async function peopleStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/users/',
    {
      schema: {
        summary: 'Users whose username or e-mail contains q (any case), by id, a page at a time (staff)',
        querystring: StaffPeopleQuery,
        response: { 200: Page(StaffPersonRow), 400: errorReplies[400], 403: ErrorDetail },
      },
    },
    async (request) => service.searchPeople(app.db, request.query),
  );

  routes.get(
    '/users/:id/',
    {
      schema: {
        summary: 'One user with their newest donations, their application and their claim (staff)',
        params: IdParams,
        response: { 200: StaffPerson, ...errorReplies },
      },
    },
    async (request) => service.readPerson(app.db.kysely, request.params.id),
  );

  for (const action of PEOPLE_ACTIONS) {
    routes.post(
      `/users/:id/${action}/`,
      {
        schema: { summary: ACTION_SUMMARIES[action], params: IdParams, response: { 200: StaffPerson, ...errorReplies } },
      },
      async (request) => service.changeAccess(app.db, callerOf(request), request.params.id, action),
    );
  }
}
