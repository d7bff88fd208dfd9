/**
 * /api/partners/{id}/clients/: the members of an approved organisation add the people they help
 * (JSON, or multipart/form-data with a `prescription` file), list them, download their outcomes
 * and claim a pair for one of them.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Claim,
  PartnerClient,
  PartnerClientChange,
  PartnerClientClaimBody,
  PartnerClientCreated,
  PartnerClientList,
  PartnerClientQuery,
  PartnerClientWrite,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import type { ApplicationSettings } from '../donatees/application.js';
import { addClient, changeClient, claimForClient, clientsCsv, confirmClientDelivery, listClients } from './client-service.js';

const ClientBody = Type.Composite(
  [
    PartnerClientWrite,
    Type.Object({
      prescription: Type.Optional(
        Type.Unsafe<unknown>({ description: 'A photo or PDF of the prescription, at most 5 MB (multipart/form-data)' }),
      ),
    }),
  ],
  { additionalProperties: false },
);

const ClientChangeBody = Type.Composite(
  [
    PartnerClientChange,
    Type.Object({
      prescription: Type.Optional(
        Type.Unsafe<unknown>({ description: 'A new photo or PDF of the prescription, at most 5 MB (multipart/form-data)' }),
      ),
    }),
  ],
  { additionalProperties: false },
);

const ClientParams = Type.Object({
  id: IdParams.properties.id,
  client_id: IdParams.properties.id,
});

const tooMany = { 429: Type.Object({ detail: Type.String() }) };

export default async function partnerClientRoutes(app: FastifyInstance, options: { applications: ApplicationSettings }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = signedInRoutes(['partners']);

  routes.post(
    '/:id/clients/',
    signedIn({
      summary:
        "Add a client, with their consent: a donatee without a login whose application is submitted at once (an approved organisation's members only)",
      consumes: ['application/json', 'multipart/form-data'],
      params: IdParams,
      body: ClientBody,
      response: { 201: PartnerClientCreated, ...errorReplies, ...tooMany },
    }),
    async (request, reply) =>
      reply.code(201).send(await addClient(app.db, options.applications, callerOf(request), request.params.id, request.body)),
  );

  routes.get(
    '/:id/clients/',
    signedIn({
      summary: "The organisation's clients with their application and claim, newest first (its members only)",
      params: IdParams,
      querystring: PartnerClientQuery,
      response: { 200: PartnerClientList, ...errorReplies },
    }),
    async (request) => listClients(app.db, callerOf(request), request.params.id, request.query),
  );

  routes.get(
    '/:id/clients.csv',
    signedIn({
      summary: "Every client's application and claim outcome as CSV, for the organisation's own reporting (its members only)",
      params: IdParams,
      response: {
        200: Type.Unsafe<string>({ type: 'string', format: 'binary', description: 'text/csv, with a header row' }),
        ...errorReplies,
      },
    }),
    async (request, reply) => {
      const { csv, filename } = await clientsCsv(app.db, callerOf(request), request.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );

  routes.post(
    '/:id/clients/:client_id/claim/',
    signedIn({
      summary: "Claim a pair for a client, shipped to the client or to the organisation (an approved organisation's members only)",
      params: ClientParams,
      body: PartnerClientClaimBody,
      response: { 201: Claim, ...errorReplies },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await claimForClient(app.db, app.catalogue, callerOf(request), request.params.id, request.params.client_id, request.body)),
  );

  routes.post(
    '/:id/clients/:client_id/confirm-delivery/',
    signedIn({
      summary: "Say that the client's shipped pair arrived (the organisation's members only)",
      params: ClientParams,
      response: { 200: Claim, ...errorReplies },
    }),
    async (request) => confirmClientDelivery(app.db, callerOf(request), request.params.id, request.params.client_id),
  );

  routes.patch(
    '/:id/clients/:client_id/',
    signedIn({
      summary:
        "Change a client's answers and send the application again, as after a request for information (an approved organisation's members only)",
      consumes: ['application/json', 'multipart/form-data'],
      params: ClientParams,
      body: ClientChangeBody,
      response: { 200: PartnerClient, ...errorReplies },
    }),
    async (request) =>
      changeClient(
        app.db,
        app.catalogue,
        options.applications,
        callerOf(request),
        request.params.id,
        request.params.client_id,
        request.body,
      ),
  );
}
