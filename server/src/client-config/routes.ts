/**
 * GET /api/config/: the public settings the web app needs at run time (the map's tile URL, and
 * the prescription age limit the application form tells applicants about, and how donations are
 * paid).
 */
import type { FastifyInstance } from 'fastify';
import { ClientConfig } from '@onepair/contract';
import type { ImpactConfig, PaymentsConfig } from '../config.js';

export default async function clientConfigRoutes(
  app: FastifyInstance,
  options: { tileUrl: string; prescriptionMaxAgeMonths: number; payments: PaymentsConfig; impact: ImpactConfig },
): Promise<void> {
  const body: ClientConfig = {
    tile_url: options.tileUrl,
    prescription_max_age_months: options.prescriptionMaxAgeMonths,
    payment_provider: options.payments.provider,
    payment_fee_percent: options.payments.feePercent,
    payment_fee_fixed: options.payments.feeFixedCents / 100,
    cost_per_pair: options.impact.costPerPairCents / 100,
    goal_amount: options.impact.goal ? options.impact.goal.amountCents / 100 : null,
    goal_period: options.impact.goal?.period ?? 'month',
  };
  app.get(
    '/',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: ClientConfig } } },
    async (): Promise<ClientConfig> => body,
  );
}
