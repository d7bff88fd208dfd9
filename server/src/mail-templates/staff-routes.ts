/** /api/staff/mail-templates/: the texts of the mails staff can edit, per kind and language (staff only). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Language, MailTemplate, MailTemplateKey, MailTemplateList, MailTextWrite } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies } from '../lib/schemas.js';
import { changeMailTemplate, listMailTemplates, resetMailTemplate } from './service.js';

const TemplateParams = Type.Object({ template: MailTemplateKey, language: Language });

export default async function mailTemplateStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/mail-templates/',
    {
      schema: {
        summary: 'The subject and text of every mail staff can edit, in every language, with whether each is the default (staff)',
        response: { 200: MailTemplateList, 403: errorReplies[403] },
      },
    },
    async () => listMailTemplates(app.db),
  );

  routes.put(
    '/mail-templates/:template/:language/',
    {
      schema: {
        summary: 'Change the subject and text of one mail in one language; an unknown or missing placeholder is a 400; audited (staff)',
        params: TemplateParams,
        body: MailTextWrite,
        response: { 200: MailTemplate, ...errorReplies },
      },
    },
    async (request) => changeMailTemplate(app.db, callerOf(request), request.params.template, request.params.language, request.body),
  );

  routes.delete(
    '/mail-templates/:template/:language/',
    {
      schema: {
        summary: "Go back to the product's text for one mail in one language; audited (staff)",
        params: TemplateParams,
        response: { 200: MailTemplate, ...errorReplies },
      },
    },
    async (request) => resetMailTemplate(app.db, callerOf(request), request.params.template, request.params.language),
  );
}
