/**
 * Delivers the outbox through SMTP (nodemailer). Every few seconds it takes the messages that
 * are due, claims each with one conditional UPDATE (repository.claimMessage) so that of several
 * server instances only one sends a given message, and records the outcome: sent, pending
 * again after a growing delay, or failed after the last attempt. A server that stops between
 * the SMTP server's acceptance and the database write may send that one message again when
 * its lease runs out: e-mail offers no way to make that step atomic.
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/engine.js';
import { mintPasswordLink } from '../users/password-service.js';
import { claimMessage, findDue, markAttemptFailed, markSent, type OutboxRow } from './repository.js';
import { PASSWORD_LINK_PLACEHOLDER } from './service.js';

/** Waits before the 2nd, 3rd, … attempt; the last one repeats: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const DEFAULT_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

export interface SenderOptions {
  db: Db;
  /** A nodemailer transport, or an smtp:// / smtps:// address to open one. */
  transport: Transporter | string;
  from: string;
  /** Where password links point: PUBLIC_URL, or the server's own address. */
  linkBase: string;
  maxAttempts: number;
  /** How often the loop looks for due messages. */
  intervalMs: number;
  backoffMs?: number[];
  /** How long a claim holds a message; longer than the SMTP timeouts below. */
  leaseMs?: number;
  /** Messages taken per round. */
  batchSize?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

export interface RoundResult {
  sent: number;
  retrying: number;
  failed: number;
}

const SMTP_TIMEOUT_MS = 30_000;
const DEFAULT_LEASE_MS = 3 * 60_000;

export class OutboxSender {
  private transport: Promise<Transporter> | undefined;
  private readonly ownsTransport: boolean;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<RoundResult> | undefined;
  private stopped = false;

  constructor(private readonly options: SenderOptions) {
    this.ownsTransport = typeof options.transport === 'string';
    if (typeof options.transport !== 'string') this.transport = Promise.resolve(options.transport);
  }

  /**
   * The transport, opened from the address on first use (the plugin opens it at start):
   * nodemailer is loaded only then, so a server that sends no mail does not hold it (about 3 MB
   * of heap). A transport that failed to open is tried again on the next call.
   */
  open(): Promise<Transporter> {
    const url = this.options.transport as string;
    this.transport ??= import('nodemailer')
      .then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        }),
      )
      .catch((error: unknown) => {
        this.transport = undefined;
        throw error;
      });
    return this.transport;
  }

  /** Starts the loop; each round begins only after the previous one ended. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      this.timer = undefined;
      if (this.stopped) return;
      void this.runOnce()
        .catch((error: unknown) => this.options.log?.error({ err: error }, 'outbox: a sending round failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops the loop and waits for a round under way, so nothing writes to a closed database. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.round?.catch(() => undefined);
    if (this.ownsTransport) await this.transport?.then((transport) => transport.close()).catch(() => undefined);
  }

  /** One round: every due message this sender manages to claim is attempted once. */
  runOnce(): Promise<RoundResult> {
    // Rounds never overlap within one sender: a caller joins the round under way.
    this.round ??= this.deliverDue().finally(() => (this.round = undefined));
    return this.round;
  }

  private async deliverDue(): Promise<RoundResult> {
    const { db, batchSize = 20, leaseMs = DEFAULT_LEASE_MS } = this.options;
    const result: RoundResult = { sent: 0, retrying: 0, failed: 0 };
    const due = await findDue(db.kysely, this.now().toISOString(), batchSize);
    for (const message of due) {
      if (this.stopped) break;
      const now = this.now();
      const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
      if (!(await claimMessage(db.kysely, message.id, now.toISOString(), lockedUntil))) continue;
      try {
        const text = await this.bodyToSend(message);
        if (text === undefined) {
          // Nobody may choose a password for an account that was switched off, or whose address
          // changed, meanwhile.
          await markAttemptFailed(db.kysely, message.id, lockedUntil, NO_LINK_FOR_INACTIVE, null);
          result.failed += 1;
          this.options.log?.warn(
            { outboxId: message.id },
            'outbox: password link not sent, the user is not active or has another address now',
          );
          continue;
        }
        const transport = await this.open();
        await transport.sendMail({ from: this.options.from, to: message.to, subject: message.subject, text });
      } catch (error) {
        const attempts = message.attempts + 1;
        const reason = describe(error);
        const giveUp = attempts >= this.options.maxAttempts;
        const next = giveUp ? null : new Date(this.now().getTime() + this.delayAfter(attempts)).toISOString();
        await markAttemptFailed(db.kysely, message.id, lockedUntil, reason, next);
        if (giveUp) {
          result.failed += 1;
          this.options.log?.error({ outboxId: message.id, attempts, error: reason }, 'outbox: message failed for good');
        } else {
          result.retrying += 1;
          this.options.log?.warn({ outboxId: message.id, attempts, error: reason, next }, 'outbox: delivery failed, will retry');
        }
        continue;
      }
      await markSent(db.kysely, message.id, lockedUntil, this.now().toISOString());
      result.sent += 1;
      this.options.log?.info({ outboxId: message.id }, 'outbox: message sent');
    }
    return result;
  }

  /**
   * The text as sent: a message with a password link gets a fresh one here, so the link exists
   * only in the mail itself (every attempt mints its own; an unused one expires). Undefined
   * when the user it is for is no longer active or no longer has the address it goes to.
   */
  private async bodyToSend(message: OutboxRow): Promise<string | undefined> {
    if (!message.link_kind) return message.body;
    if (message.user_id === null) return undefined;
    const link = await mintPasswordLink(this.options.db.kysely, message.user_id, message.link_kind, this.options.linkBase, message.to);
    return link === undefined ? undefined : message.body.replaceAll(PASSWORD_LINK_PLACEHOLDER, link);
  }

  private delayAfter(attempts: number): number {
    const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF_MS;
    return backoff[Math.min(attempts, backoff.length) - 1] ?? 0;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}

const NO_LINK_FOR_INACTIVE = 'The user this password link is for is no longer active, or has another address now.';

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
