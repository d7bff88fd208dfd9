/** Every resource's routes, each a small plugin for one URL prefix. */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import authRoutes from './users/auth-routes.js';
import userRoutes from './users/routes.js';
import accountRoutes from './accounts/routes.js';
import donatorRoutes from './donators/routes.js';
import donateeRoutes from './donatees/routes.js';
import donationRoutes from './donations/routes.js';
import glassesRoutes from './glasses/routes.js';
import regionRoutes from './regions/routes.js';
import statsRoutes from './stats/routes.js';
import mediaRoutes from './media/routes.js';
import healthRoutes from './health/routes.js';
import clientConfigRoutes from './client-config/routes.js';
import claimRoutes from './claims/routes.js';
import paymentRoutes from './payments/routes.js';
import { createPaymentGateway } from './payments/gateway.js';
import staffRoutes from './staff/routes.js';
import { linkBase } from './users/links.js';
import receiptRoutes from './receipts/routes.js';
import partnerRoutes from './partners/routes.js';
import partnerClientRoutes from './partners/client-routes.js';

export async function registerRoutes(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('payments', createPaymentGateway(config.payments));
  const applications = { review: config.applicationReview, prescriptionMaxAgeMonths: config.prescriptionMaxAgeMonths };
  await app.register(authRoutes, { prefix: '/auth', loginRateLimit: config.loginRateLimit });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(accountRoutes, { prefix: '/api/accounts' });
  await app.register(donatorRoutes, { prefix: '/api/donators' });
  await app.register(donateeRoutes, { prefix: '/api/donatees', applications });
  await app.register(donationRoutes, { prefix: '/api/donation', donationRateLimit: config.donationRateLimit });
  await app.register(receiptRoutes, { prefix: '/api/donations', organisation: config.organisation, publicUrl: config.publicUrl });
  await app.register(glassesRoutes, { prefix: '/api/glasses' });
  await app.register(regionRoutes, { prefix: '/api/regions' });
  await app.register(statsRoutes, { prefix: '/api/stats', impact: config.impact });
  await app.register(clientConfigRoutes, {
    prefix: '/api/config',
    tileUrl: config.tileUrl,
    prescriptionMaxAgeMonths: config.prescriptionMaxAgeMonths,
    payments: config.payments,
    impact: config.impact,
    incomeGuideline: config.incomeGuideline,
    socialLinks: config.socialLinks,
    contactEmail: config.contactEmail,
  });
  await app.register(staffRoutes, {
    prefix: '/api/staff',
    incomeGuideline: config.incomeGuideline,
    setup: config,
    organisationName: config.organisation.name,
  });
  await app.register(claimRoutes, { prefix: '/api/claims', supportEmail: config.supportEmail });
  await app.register(paymentRoutes, { prefix: '/api/payments', linkBase: linkBase(config), donationRateLimit: config.donationRateLimit });
  await app.register(partnerRoutes, { prefix: '/api/partners', linkBase: linkBase(config) });
  await app.register(partnerClientRoutes, { prefix: '/api/partners', applications });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(healthRoutes);
}
