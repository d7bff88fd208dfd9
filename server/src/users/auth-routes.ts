/** Djoser's endpoints under /auth: sign-up, token login and logout, and the current user. */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  DeleteMeBody,
  ErrorDetail,
  BadRequest,
  LoginBody,
  LoginResponse,
  ResetPasswordBody,
  ResetPasswordConfirmBody,
  SetPasswordBody,
  SignUpBody,
  SignUpResponse,
  User,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { tokenFromHeader } from '../auth/tokens.js';
import { takeRateLimit } from '../lib/rate-limit.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import * as service from './service.js';
import * as passwords from './password-service.js';
import { openUserExport } from './export.js';

export default async function authRoutes(app: FastifyInstance, options: { loginRateLimit: number }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['auth'];
  const signedIn = signedInRoutes(tags);
  /** A change that asks for the current password: a 400 when it is wrong, a 429 after too many wrong guesses. */
  const currentPasswordReplies = { 204: Type.Null(), 400: BadRequest, 403: ErrorDetail, 429: ErrorDetail };
  /**
   * Both steps of a password reset: one limit per client address for the two together, taken
   * once the body is valid, and a 204 whether or not the address or link named a user.
   */
  const passwordResetStep = <Body extends TSchema>(summary: string, body: Body) => ({
    preHandler: async (request: FastifyRequest) => takeRateLimit(app.db.kysely, `reset:${request.ip}`, options.loginRateLimit),
    schema: { tags, summary, body, response: { 204: Type.Null(), 400: BadRequest, 429: ErrorDetail } },
  });

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
      return service.logIn(app.db, request.body, request.ip);
    },
  );

  routes.post(
    '/token/logout/',
    signedIn({ summary: 'Log out: the token stops working', response: { 204: Type.Null(), 403: ErrorDetail } }),
    async (request, reply) => {
      await service.logOut(app.db, tokenFromHeader(request.headers.authorization).key!);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/users/me/',
    signedIn({ summary: 'The current user with their account', response: { 200: User, 403: ErrorDetail } }),
    async (request) => service.currentUser(app.db, callerOf(request)),
  );
  routes.post(
    '/token/logout_all/',
    signedIn({
      summary: 'Sign out everywhere: every token of the user stops working',
      response: { 204: Type.Null(), 403: ErrorDetail },
    }),
    async (request, reply) => {
      await passwords.logOutEverywhere(app.db, callerOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/users/set_password/',
    signedIn({
      summary: "Change the password: the user's other tokens stop working",
      body: SetPasswordBody,
      response: currentPasswordReplies,
    }),
    async (request, reply) => {
      await passwords.setPassword(app.db, callerOf(request), tokenFromHeader(request.headers.authorization).key!, request.body);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/users/reset_password/',
    passwordResetStep('Mail a password reset link to the address, if a user has it (the answer is the same either way)', ResetPasswordBody),
    async (request, reply) => {
      const { held } = await passwords.requestPasswordReset(app.db, request.body.email);
      // For the operator only (never the address): the client's answer is the same 204.
      if (held > 0) request.log.warn({ held }, 'password reset: the address had its reset mails for this hour; none sent');
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/users/reset_password_confirm/',
    passwordResetStep("Choose a new password with a reset link's uid and token: every session of the user ends", ResetPasswordConfirmBody),
    async (request, reply) => {
      await passwords.confirmPasswordReset(app.db, request.body);
      return reply.status(204).send(null);
    },
  );
  routes.delete(
    '/users/me/',
    signedIn({
      summary: 'Erase the account: the user and their personal data go; their donations stay without a name',
      body: DeleteMeBody,
      response: currentPasswordReplies,
    }),
    async (request, reply) => {
      await service.deleteMe(
        app.db,
        callerOf(request),
        tokenFromHeader(request.headers.authorization).key!,
        request.body,
        app.catalogue,
        app.payments,
      );
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/users/me/export/',
    signedIn({
      summary: 'Download everything stored about the caller as JSON (never the password hash or tokens)',
      response: { 200: Type.Object({}, { additionalProperties: true }), 403: ErrorDetail },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      const parts = await openUserExport(app.db, caller.id);
      return reply
        .header('content-disposition', `attachment; filename="onepair-${caller.username.replace(/[^\w.@+-]/g, '_')}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(Readable.from(parts));
    },
  );
}
