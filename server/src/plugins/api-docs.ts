/** The OpenAPI document, generated from the route schemas, and its docs page at /api/docs. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OnePair API',
        description:
          'Donations in, one free pair of prescription glasses out. Authenticate with `Authorization: Token <key>` from POST /auth/token/login/.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(apiDocs, { name: 'api-docs' });
