/**
 * /api/staff/: every staff operation, mounted in one place. The guard and the OpenAPI tag are
 * declared here once, for the whole prefix: a route file registered below declares only its
 * routes, and a route added to one of them cannot be reached by anyone but staff, nor be left
 * out of the document's `staff` section. Everyone else gets a 403 before a body is read.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { IncomeGuideline } from '@onepair/contract';
import { requireStaff } from '../auth/authenticate.js';
import { tokenAuth } from '../lib/schemas.js';
import applicationStaffRoutes from '../applications/staff-routes.js';
import outboxStaffRoutes from '../outbox/staff-routes.js';
import claimStaffRoutes from '../claims/staff-routes.js';
import stockStaffRoutes from '../stock/staff-routes.js';
import glassesStaffRoutes from '../glasses/staff-routes.js';
import auditStaffRoutes from '../audit/routes.js';
import peopleStaffRoutes from '../people/staff-routes.js';
import dashboardStaffRoutes from '../dashboard/staff-routes.js';
import donationStaffRoutes from '../donations/staff-routes.js';
import paymentStaffRoutes from '../payments/staff-routes.js';
import setupStaffRoutes from '../setup/staff-routes.js';
import reportStaffRoutes from '../reports/staff-routes.js';
import mailTemplateStaffRoutes from '../mail-templates/staff-routes.js';
import partnerStaffRoutes from '../partners/staff-routes.js';
import type { SetupSettings } from '../setup/service.js';

export interface StaffRoutesOptions {
  incomeGuideline: IncomeGuideline;
  /** The settings the setup checklist reads. */
  setup: SetupSettings;
  /** The organisation's name, printed on packing slips. */
  organisationName: string;
}

export const STAFF_TAGS = ['staff'];

/** Tags an operation `staff` and says it needs a token, whatever its route file wrote. */
export function documentAsStaff(route: RouteOptions): void {
  route.schema = { ...route.schema, tags: STAFF_TAGS, security: tokenAuth };
}

export default async function staffRoutes(app: FastifyInstance, options: StaffRoutesOptions): Promise<void> {
  // Both hooks are added before any route below is registered, so each of them has both; the
  // guard runs after the token check (a hook of the whole app) and before validation.
  app.addHook('onRoute', documentAsStaff);
  app.addHook('onRequest', requireStaff);

  await app.register(applicationStaffRoutes, { incomeGuideline: options.incomeGuideline });
  await app.register(outboxStaffRoutes);
  await app.register(claimStaffRoutes, { organisationName: options.organisationName });
  await app.register(stockStaffRoutes);
  await app.register(glassesStaffRoutes);
  await app.register(auditStaffRoutes);
  await app.register(peopleStaffRoutes);
  await app.register(dashboardStaffRoutes);
  await app.register(donationStaffRoutes);
  await app.register(paymentStaffRoutes);
  await app.register(setupStaffRoutes, { settings: options.setup });
  await app.register(reportStaffRoutes, { incomeGuideline: options.incomeGuideline });
  await app.register(mailTemplateStaffRoutes);
  await app.register(partnerStaffRoutes);
}
