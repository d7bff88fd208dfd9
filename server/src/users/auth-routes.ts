/** Djoser's endpoints under /auth: sign-up, token login and logout, and the current user. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail, BadRequest, LoginBody, LoginResponse, SignUpBody, SignUpResponse, User } from '@onepair/contract';
import { callerOf, requireUser } from '../auth/authenticate.js';
import { tokenFromHeader } from '../auth/tokens.js';
import { takeRateLimit } from '../lib/rate-limit.js';
import { tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

export default async function authRoutes(app: FastifyInstance, options: { loginRateLimit: number }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['auth'];

  routes.post(
    '/users/',
    {
      schema: { tags, summary: 'Sign up', body: SignUpBody, response: { 201: SignUpResponse, 400: BadRequest, 429: ErrorDetail } },
    },
    async (request, reply) => {
      await takeRateLimit(app.db.kysely, `signup:${request.ip}`, options.loginRateLimit);
      return reply.status(201).send(await service.signUp(app.db, request.body));
    },
  );

  routes.post(
    '/token/login/',
    {
      schema: {
        tags,
        summary: 'Log in: returns a token',
        body: LoginBody,
        response: { 200: LoginResponse, 400: BadRequest, 429: ErrorDetail },
      },
    },
    async (request) => {
      await takeRateLimit(app.db.kysely, `login:${request.ip}`, options.loginRateLimit);
      return service.logIn(app.db, request.body);
    },
  );

  routes.post(
    '/token/logout/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Log out: the token stops working', security: tokenAuth, response: { 204: Type.Null(), 403: ErrorDetail } },
    },
    async (request, reply) => {
      await service.logOut(app.db, tokenFromHeader(request.headers.authorization).key!);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/users/me/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The current user with their account', security: tokenAuth, response: { 200: User, 403: ErrorDetail } },
    },
    async (request) => service.currentUser(app.db, callerOf(request)),
  );
}
