/**
 * GET /api/config/: the public settings the web app needs at run time (the map's tile URL, and
 * the prescription age limit the application form tells applicants about).
 */
import type { FastifyInstance } from 'fastify';
import { ClientConfig } from '@onepair/contract';

export default async function clientConfigRoutes(
  app: FastifyInstance,
  options: { tileUrl: string; prescriptionMaxAgeMonths: number },
): Promise<void> {
  const body: ClientConfig = { tile_url: options.tileUrl, prescription_max_age_months: options.prescriptionMaxAgeMonths };
  app.get(
    '/',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: ClientConfig } } },
    async (): Promise<ClientConfig> => body,
  );
}
