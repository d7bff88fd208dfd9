/** /api/staff/dashboard/: this month's donations, items running low and the latest audit entries (staff only). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorDetail, StaffDashboard } from '@onepair/contract';
import { readDashboard } from './service.js';

export default async function dashboardStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/dashboard/',
    {
      schema: {
        summary:
          "The dashboard's figures: this month's confirmed donations (count and sum), items at or below the low-stock threshold, the latest audit entries (staff)",
        response: { 200: StaffDashboard, 403: ErrorDetail },
      },
    },
    async () => readDashboard(app.db),
  );
}
