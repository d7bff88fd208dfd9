/**
 * Runs the outbox sender with the server when SMTP_URL is set, and stops it before the server
 * closes its database. Without SMTP_URL mail stays in the outbox for staff to read.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { linkBase } from '../users/links.js';
import { OutboxSender } from './sender.js';

async function outboxSender(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { smtpUrl, mailFrom, mailMaxAttempts, mailIntervalSeconds } = options.config;
  if (!smtpUrl) return;
  const sender = new OutboxSender({
    db: app.db,
    transport: smtpUrl,
    from: mailFrom,
    linkBase: linkBase(options.config),
    maxAttempts: mailMaxAttempts,
    intervalMs: mailIntervalSeconds * 1000,
    log: app.log,
  });
  // Opened now, so that an address the mail library refuses stops the start.
  await sender.open();
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => sender.stop());
}

export default fp(outboxSender, { name: 'outbox-sender', dependencies: ['database'] });
