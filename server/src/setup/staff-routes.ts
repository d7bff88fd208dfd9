/** /api/staff/setup/: the "Ready to go live" checklist (staff only). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorDetail, StaffSetup } from '@onepair/contract';
import { readSetup, type SetupSettings } from './service.js';

export default async function setupStaffRoutes(app: FastifyInstance, options: { settings: SetupSettings }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/setup/',
    {
      schema: {
        summary:
          'The checklist before going live: whether the sample donors are gone, payments, manual review, PUBLIC_URL, SMTP_URL, ' +
          'ORG_NAME, ORG_TAX_ID, ORG_ADDRESS and a social link are set; says only whether, never a value (staff)',
        response: { 200: StaffSetup, 403: ErrorDetail },
      },
    },
    async () => readSetup(app.db, options.settings),
  );
}
