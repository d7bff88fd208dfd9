/**
 * /api/staff/audit/: the audit log, newest first, filtered (staff only). Only a read: no route
 * changes or removes an entry (docs/architecture.md, The audit log).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditEntry, ErrorDetail, Page, StaffAuditQuery } from '@onepair/contract';
import { errorReplies } from '../lib/schemas.js';
import { listAudit } from './service.js';

export default async function auditStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/audit/',
    {
      schema: {
        summary:
          'Audit entries (who changed what, with the record before and after), newest first, a page at a time; filter by actor, action, target and days (staff)',
        querystring: StaffAuditQuery,
        response: { 200: Page(AuditEntry), 400: errorReplies[400], 403: ErrorDetail },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
}
