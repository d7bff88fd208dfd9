/**
 * GET /api/config/: the public settings the web app needs at run time (the map's tile URL, and
 * the prescription age limit the application form tells applicants about, how donations are
 * paid, the income line that decides who qualifies, the footer's social links, and the address
 * people write to).
 */
import type { FastifyInstance } from 'fastify';
import { ClientConfig } from '@onepair/contract';
import type { IncomeGuideline } from '@onepair/contract';
import type { ImpactConfig, PaymentsConfig, SocialLinksConfig } from '../config.js';

export default async function clientConfigRoutes(
  app: FastifyInstance,
  options: {
    tileUrl: string;
    prescriptionMaxAgeMonths: number;
    payments: PaymentsConfig;
    impact: ImpactConfig;
    incomeGuideline: IncomeGuideline;
    socialLinks: SocialLinksConfig;
    contactEmail: string | undefined;
  },
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
    income_guideline: {
      year: options.incomeGuideline.year,
      base_per_year: options.incomeGuideline.basePerYear,
      per_extra_person_per_year: options.incomeGuideline.perExtraPersonPerYear,
      percent: options.incomeGuideline.percent,
    },
    social_links: {
      facebook: options.socialLinks.facebook ?? null,
      instagram: options.socialLinks.instagram ?? null,
      x: options.socialLinks.x ?? null,
    },
    contact_email: options.contactEmail ?? null,
  };
  app.get(
    '/',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: ClientConfig } } },
    async (): Promise<ClientConfig> => body,
  );
}
