/**
 * /api/staff/ for applications: the review queue, one application, the decision, and the
 * dashboard's counts. Staff only; everyone else gets a 403 before anything is read.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BULK_APPROVE_MAX,
  BulkApproveBody,
  BulkApproveReply,
  DecisionBody,
  ErrorDetail,
  type IncomeGuideline,
  MAX_ID,
  Page,
  StaffApplication,
  StaffApplicationListQuery,
  StaffApplicationRow,
  StaffSummary,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies } from '../lib/schemas.js';
import * as service from './service.js';

export interface ApplicationStaffRoutesOptions {
  incomeGuideline: IncomeGuideline;
}

const DonateeParams = Type.Object({ donatee_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

export default async function applicationStaffRoutes(app: FastifyInstance, options: ApplicationStaffRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const guideline = options.incomeGuideline;

  routes.get(
    '/applications/',
    {
      schema: {
        summary: 'Applications in one status (default submitted), oldest submission first, a page at a time (staff)',
        querystring: StaffApplicationListQuery,
        response: { 200: Page(StaffApplicationRow), 400: errorReplies[400], 403: ErrorDetail },
      },
    },
    async (request) => service.listApplications(app.db, guideline, request.query),
  );

  routes.post(
    '/applications/approve/',
    {
      schema: {
        summary: `Approve several submitted applications that the eligibility hint marks within the income limit, at most ${BULK_APPROVE_MAX} (staff); one result per id`,
        description:
          'Each approval is a transaction of its own, audited and mailed as a single decision is; an id refused (unknown, not submitted, not within the limit) stores nothing and is reported in its result.',
        body: BulkApproveBody,
        response: { 200: BulkApproveReply, 400: errorReplies[400], 403: ErrorDetail },
      },
    },
    async (request) => service.approveMany(app.db, guideline, request.body.donatee_ids, callerOf(request)),
  );

  routes.get(
    '/applications/:donatee_id/',
    {
      schema: {
        summary: 'One application with its eligibility hint and prescription (staff)',
        params: DonateeParams,
        response: { 200: StaffApplication, ...errorReplies },
      },
    },
    async (request) => service.readApplication(app.db, guideline, request.params.donatee_id),
  );

  routes.post(
    '/applications/:donatee_id/decision/',
    {
      schema: {
        summary: 'Approve, reject (with a reason) or ask for information (with a message) on a submitted application (staff)',
        params: DonateeParams,
        body: DecisionBody,
        response: { 200: StaffApplication, ...errorReplies },
      },
    },
    async (request) => service.decideApplication(app.db, guideline, request.params.donatee_id, request.body, callerOf(request)),
  );

  routes.get(
    '/summary/',
    {
      schema: {
        summary:
          'Counts for the staff dashboard: applications waiting, claims to ship, support conversations waiting for an answer (staff)',
        response: { 200: StaffSummary, 403: ErrorDetail },
      },
    },
    async () => service.summary(app.db),
  );
}
