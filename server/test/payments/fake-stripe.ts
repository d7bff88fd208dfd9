/**
 * A local stand-in for the parts of Stripe's API the server calls (checkout sessions,
 * subscriptions, payment intents with their charge, refunds, customers), so the tests run the
 * real `stripe` SDK against it through STRIPE_API_BASE. It also serves a checkout page that "pays": it sends the signed events Stripe
 * would (checkout.session.completed, invoice.paid) to the webhook and sends the browser back to
 * the session's success address, as the browser journeys need.
 *
 * Events are signed with the SDK's own `webhooks.generateTestHeaderString`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { SignedInUser, TestApp } from '../helpers.js';

type Params = Record<string, any>;

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=100`) as nested objects. */
export function parseForm(body: string): Params {
  const result: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node = result;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = node[key] ??= {};
    });
  }
  return result;
}

export interface FakeSession {
  id: string;
  mode: 'payment' | 'subscription';
  amount: number;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  /** What the session puts on its payment intent, which Stripe copies onto the charge. */
  paymentIntentMetadata: Record<string, string>;
  clientReferenceId: string | undefined;
  paymentIntent: string | null;
  subscription: string | null;
  customer: string | null;
  status: 'open' | 'complete' | 'expired';
  /** A complete session whose payment settles later (a bank debit) is unpaid until then. */
  paymentStatus: 'paid' | 'unpaid';
}

export interface FakeSubscription {
  id: string;
  customer: string;
  itemId: string;
  product: string;
  amount: number;
  status: 'active' | 'incomplete' | 'past_due' | 'canceled';
  metadata: Record<string, string>;
  invoices: number;
  /** The invoice whose charge failed (failMonth), paid once the card is updated in the portal. */
  failedInvoice?: string;
}

/** The one charge of a paid payment intent, with what was given back of it so far. */
export interface FakeCharge {
  id: string;
  paymentIntent: string;
  amount: number;
  amountRefunded: number;
  metadata: Record<string, string>;
  /** The customer charged: a checkout's, or a subscription's for each month. */
  customer: string | null;
  /** When it was charged, in seconds since 1970, as Stripe's `created`. */
  created: number;
}

export interface FakeStripe {
  /** http://127.0.0.1:port: STRIPE_API_BASE. */
  url: string;
  secret: string;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** The charge of each paid payment intent, by the payment intent's id. */
  charges: Map<string, FakeCharge>;
  refunds: { id: string; payment_intent: string; amount: number | undefined; metadata: Record<string, string> }[];
  /** The payment intent that paid each invoice. */
  invoicePayments: Map<string, string>;
  /** Every API request, as `METHOD /path`. */
  requests: string[];
  /** When set, the next refund is refused with a card error. */
  failNextRefund: boolean;
  /** When set (`METHOD /path`, as in `requests`), the next such request is refused (then cleared): Stripe cannot be asked. */
  refuseNext: string | undefined;
  /** When set, awaited after a refund is made and before it is answered (then cleared): lets a test deliver the refund's webhook first. */
  beforeNextRefundReply: ((refund: { payment_intent: string; amount: number | undefined }) => Promise<void>) | undefined;
  /** Where the checkout page sends its events; unset leaves sending them to the test. */
  webhookUrl: string | undefined;
  /** Completes a session as a paid checkout: the events Stripe would send, signed. */
  pay(sessionId: string): SignedEvent[];
  /**
   * Completes a session paid by a delayed method (a bank debit) whose payment has not settled:
   * its checkout.session.completed, unpaid. A monthly gift's subscription is made, incomplete.
   */
  payLater(sessionId: string): SignedEvent;
  /** The delayed payment of a session completed by payLater failed: checkout.session.async_payment_failed. */
  failDelayedPayment(sessionId: string): SignedEvent;
  /**
   * The delayed payment of a one-time session completed by payLater arrived: its payment intent
   * gets its charge, and checkout.session.async_payment_succeeded, paid.
   */
  settleDelayedPayment(sessionId: string): SignedEvent;
  /** One more paid month of a subscription (or `invoiceId`, a failed one paid at last): its invoice.paid event. */
  payMonth(subscriptionId: string, invoiceId?: string): SignedEvent;
  /** A month whose charge the card refused: its invoice.payment_failed event; the subscription is past due. */
  failMonth(subscriptionId: string): SignedEvent;
  /**
   * The subscription ended: customer.subscription.deleted with Stripe's reason, `payment_failed`
   * (it gave up on the card, the default) or null (stopped in the dashboard).
   */
  endSubscription(subscriptionId: string, reason?: 'payment_failed' | null): SignedEvent;
  /** Customer portal sessions made (POST /v1/billing_portal/sessions), by id. */
  portalSessions: Map<string, { customer: string; returnUrl: string; flow: string | undefined }>;
  /**
   * A charge of `amount` cents given back, as the dashboard or a refund would report it: in full,
   * or in part when `amountRefunded` (cumulative, as Stripe reports it) is less than `amount`.
   * The charge of a payment the fake made records the refund (what a later read of its payment
   * intent reports) and its event carries the payment intent's metadata, the customer and the
   * time charged, as Stripe's does.
   */
  chargeRefunded(paymentIntent: string, amount: number, amountRefunded?: number): SignedEvent;
  /** Any event, signed; `created` (seconds) is when Stripe made it, now unless given. */
  event(type: string, object: object, created?: number): SignedEvent;
  close(): Promise<void>;
}

export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(counter += 1)}`;

export async function startFakeStripe(options: { secret?: string; port?: number; webhookUrl?: string } = {}): Promise<FakeStripe> {
  const secret = options.secret ?? 'whsec_fake_for_tests';
  const stripe = new Stripe('sk_test_fake');
  const fake: FakeStripe = {
    url: '',
    secret,
    sessions: new Map(),
    subscriptions: new Map(),
    charges: new Map(),
    refunds: [],
    beforeNextRefundReply: undefined,
    invoicePayments: new Map(),
    requests: [],
    failNextRefund: false,
    refuseNext: undefined,
    webhookUrl: options.webhookUrl,
    pay,
    payLater,
    failDelayedPayment,
    settleDelayedPayment,
    payMonth,
    failMonth,
    endSubscription,
    portalSessions: new Map(),
    chargeRefunded,
    event,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function event(type: string, object: object, created = Math.floor(Date.now() / 1000)): SignedEvent {
    const id = nextId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return { id, type, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  function sessionObject(session: FakeSession) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      url: `${fake.url}/checkout/${session.id}`,
      amount_total: session.amount,
      currency: 'usd',
      client_reference_id: session.clientReferenceId ?? null,
      metadata: session.metadata,
      payment_status: session.paymentStatus,
      status: session.status,
      payment_intent: session.paymentIntent,
      subscription: session.subscription,
      customer: session.customer,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
    };
  }

  function subscriptionObject(subscription: FakeSubscription) {
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      metadata: subscription.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: subscription.itemId,
            object: 'subscription_item',
            quantity: 1,
            price: {
              id: nextId('price'),
              object: 'price',
              product: subscription.product,
              unit_amount: subscription.amount,
              currency: 'usd',
            },
          },
        ],
      },
    };
  }

  /** Completes an open session; a paid one's payment intent gets its charge, a monthly one its subscription. */
  function complete(sessionId: string, paid: boolean): FakeSession {
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${session.status}: it cannot be paid`);
    session.status = 'complete';
    session.paymentStatus = paid ? 'paid' : 'unpaid';
    session.customer = nextId('cus');
    if (session.mode === 'payment') {
      session.paymentIntent = nextId('pi');
      if (paid) addCharge(session.paymentIntent, session.amount, session.paymentIntentMetadata, session.customer);
      return session;
    }
    const subscription: FakeSubscription = {
      id: nextId('sub'),
      customer: session.customer,
      itemId: nextId('si'),
      product: nextId('prod'),
      amount: session.amount,
      status: paid ? 'active' : 'incomplete',
      metadata: session.subscriptionMetadata,
      invoices: 0,
    };
    fake.subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    return session;
  }

  function pay(sessionId: string): SignedEvent[] {
    const session = complete(sessionId, true);
    const completed = event('checkout.session.completed', sessionObject(session));
    return session.mode === 'payment' ? [completed] : [completed, payMonth(session.subscription!)];
  }

  function payLater(sessionId: string): SignedEvent {
    return event('checkout.session.completed', sessionObject(complete(sessionId, false)));
  }

  function failDelayedPayment(sessionId: string): SignedEvent {
    const session = fake.sessions.get(sessionId);
    if (session?.status !== 'complete' || session.paymentStatus !== 'unpaid') throw new Error(`Session ${sessionId} awaits no payment`);
    return event('checkout.session.async_payment_failed', sessionObject(session));
  }

  function settleDelayedPayment(sessionId: string): SignedEvent {
    const session = fake.sessions.get(sessionId);
    if (session?.status !== 'complete' || session.paymentStatus !== 'unpaid' || !session.paymentIntent) {
      throw new Error(`Session ${sessionId} awaits no one-time payment`);
    }
    session.paymentStatus = 'paid';
    addCharge(session.paymentIntent, session.amount, session.paymentIntentMetadata);
    return event('checkout.session.async_payment_succeeded', sessionObject(session));
  }

  function payMonth(subscriptionId: string, invoiceId = nextId('in')): SignedEvent {
    const subscription = fake.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    if (invoiceId === subscription.failedInvoice) subscription.failedInvoice = undefined;
    else subscription.invoices += 1;
    if (subscription.status === 'past_due') subscription.status = 'active';
    // As Stripe does, the invoice's payments are not in the event: GET /v1/invoice_payments names them.
    const paymentIntent = nextId('pi');
    fake.invoicePayments.set(invoiceId, paymentIntent);
    // An invoice's payment intent carries no metadata of ours.
    addCharge(paymentIntent, subscription.amount, {}, subscription.customer);
    return event('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: subscription.amount,
      currency: 'usd',
      status: 'paid',
      billing_reason: subscription.invoices === 1 ? 'subscription_create' : 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    });
  }

  function failMonth(subscriptionId: string): SignedEvent {
    const subscription = fake.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    subscription.invoices += 1;
    subscription.status = 'past_due';
    subscription.failedInvoice = nextId('in');
    return event('invoice.payment_failed', {
      id: subscription.failedInvoice,
      object: 'invoice',
      customer: subscription.customer,
      amount_due: subscription.amount,
      amount_paid: 0,
      attempt_count: 1,
      currency: 'usd',
      status: 'open',
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    });
  }

  function endSubscription(subscriptionId: string, reason: 'payment_failed' | null = 'payment_failed'): SignedEvent {
    const subscription = fake.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    subscription.status = 'canceled';
    return event('customer.subscription.deleted', { ...subscriptionObject(subscription), cancellation_details: { reason } });
  }

  function addCharge(paymentIntent: string, amount: number, metadata: Record<string, string>, customer: string | null = null): void {
    const created = Math.floor(Date.now() / 1000);
    fake.charges.set(paymentIntent, { id: nextId('ch'), paymentIntent, amount, amountRefunded: 0, metadata, customer, created });
  }

  function chargeObject(charge: FakeCharge) {
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: charge.amountRefunded,
      refunded: charge.amountRefunded >= charge.amount,
      payment_intent: charge.paymentIntent,
      metadata: charge.metadata,
      customer: charge.customer,
      created: charge.created,
    };
  }

  function chargeRefunded(paymentIntent: string, amount: number, amountRefunded = amount): SignedEvent {
    const known = fake.charges.get(paymentIntent);
    // An older event arriving late reports less than is refunded by now: the charge keeps the most.
    if (known) known.amountRefunded = Math.max(known.amountRefunded, amountRefunded);
    return event('charge.refunded', {
      id: known?.id ?? nextId('ch'),
      object: 'charge',
      amount,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= amount,
      payment_intent: paymentIntent,
      metadata: known?.metadata ?? {},
      customer: known?.customer ?? null,
      created: known?.created ?? Math.floor(Date.now() / 1000),
    });
  }

  async function deliver(events: SignedEvent[]): Promise<void> {
    if (!fake.webhookUrl) return;
    for (const signed of events) {
      await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
        body: signed.payload,
      });
    }
  }

  function send(response: http.ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const notFound = (response: http.ServerResponse) =>
    send(response, 404, { error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' } });

  async function api(method: string, path: string, params: Params, response: http.ServerResponse): Promise<void> {
    if (fake.refuseNext === `${method} ${path}`) {
      fake.refuseNext = undefined;
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = params.line_items?.['0'] ?? {};
      const session: FakeSession = {
        id: nextId('cs'),
        mode: params.mode,
        amount: Number(item.price_data?.unit_amount),
        successUrl: params.success_url,
        cancelUrl: params.cancel_url,
        metadata: params.metadata ?? {},
        subscriptionMetadata: params.subscription_data?.metadata ?? {},
        paymentIntentMetadata: params.payment_intent_data?.metadata ?? {},
        clientReferenceId: params.client_reference_id,
        paymentIntent: null,
        subscription: null,
        customer: null,
        status: 'open',
        paymentStatus: 'unpaid',
      };
      fake.sessions.set(session.id, session);
      return send(response, 200, sessionObject(session));
    }
    const expire = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = fake.sessions.get(expire[1]!);
      if (!session) return notFound(response);
      if (session.status !== 'open') {
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: `Only open sessions can be expired; this one is ${session.status}.` },
        });
      }
      session.status = 'expired';
      return send(response, 200, sessionObject(session));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      fake.portalSessions.set(id, { customer: params.customer, returnUrl: params.return_url, flow: params.flow_data?.type });
      return send(response, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${fake.url}/portal/${id}`,
      });
    }
    if (method === 'POST' && path === '/v1/customers')
      return send(response, 200, { id: nextId('cus'), object: 'customer', email: params.email ?? null });
    if (method === 'POST' && path === '/v1/refunds') {
      if (fake.failNextRefund) {
        fake.failNextRefund = false;
        return send(response, 402, { error: { type: 'card_error', message: 'The refund was declined.', code: 'charge_disputed' } });
      }
      const refund = {
        id: nextId('re'),
        payment_intent: params.payment_intent,
        amount: params.amount ? Number(params.amount) : undefined,
        metadata: (params.metadata ?? {}) as Record<string, string>,
      };
      fake.refunds.push(refund);
      const charge = fake.charges.get(params.payment_intent);
      if (charge) charge.amountRefunded = refund.amount === undefined ? charge.amount : charge.amountRefunded + refund.amount;
      const beforeReply = fake.beforeNextRefundReply;
      fake.beforeNextRefundReply = undefined;
      if (beforeReply) await beforeReply(refund);
      return send(response, 200, { ...refund, object: 'refund', status: 'succeeded' });
    }
    if (method === 'GET' && path === '/v1/refunds') {
      // The refunds made through the API (a staff refund), with their metadata; the dashboard's
      // (chargeRefunded) carry none of ours and are not listed.
      const data = fake.refunds
        .filter((refund) => refund.payment_intent === params.payment_intent)
        .map((refund) => ({ ...refund, object: 'refund', status: 'succeeded' }));
      return send(response, 200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const paymentIntent = fake.invoicePayments.get(params.invoice);
      const data = paymentIntent
        ? [
            {
              id: nextId('inpay'),
              object: 'invoice_payment',
              invoice: params.invoice,
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ]
        : [];
      return send(response, 200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
    }
    const intentMatch = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (method === 'GET' && intentMatch) {
      const charge = fake.charges.get(intentMatch[1]!);
      if (!charge) return notFound(response);
      const expanded = Object.values(params.expand ?? {}).includes('latest_charge');
      return send(response, 200, {
        id: charge.paymentIntent,
        object: 'payment_intent',
        amount: charge.amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: charge.metadata,
        latest_charge: expanded ? chargeObject(charge) : charge.id,
      });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = fake.subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) return notFound(response);
      if (method === 'POST') {
        const item = params.items?.['0'];
        if (item?.price_data?.unit_amount) subscription.amount = Number(item.price_data.unit_amount);
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        return send(response, 200, { ...subscriptionObject(subscription), cancellation_details: { reason: 'cancellation_requested' } });
      }
      return send(response, 200, subscriptionObject(subscription));
    }
    return notFound(response);
  }

  /**
   * The checkout page: a Pay button that sends the events and comes back, a bank debit button
   * that completes the checkout unpaid (payLater) and comes back, and a way back without
   * paying. Also, for the browser journeys, the dashboard's refund of a paid checkout:
   * POST /dashboard/checkout/{session}/refund/{cents} sends the charge.refunded event, `cents`
   * being all that went back of the charge so far, as Stripe counts it (less than the charge is a
   * partial refund); POST /dashboard/checkout/{session}/debit-failed sends the failure of a
   * bank debit (failDelayedPayment); and, for a monthly gift's checkout, .../payment-failed sends
   * a month's refused charge (failMonth) and .../give-up the end of its subscription
   * (endSubscription). The customer portal (/portal/{id}) saves a new card, which pays the months
   * that failed, and goes back to the return address.
   */
  async function page(method: string, path: string, response: http.ServerResponse): Promise<void> {
    if (path === '/healthz') return send(response, 200, { ok: true });
    const monthEvent = /^\/dashboard\/checkout\/(\w+)\/(payment-failed|give-up)$/.exec(path);
    if (method === 'POST' && monthEvent) {
      const subscriptionId = fake.sessions.get(monthEvent[1]!)?.subscription;
      if (!subscriptionId) return notFound(response);
      await deliver([monthEvent[2] === 'payment-failed' ? failMonth(subscriptionId) : endSubscription(subscriptionId)]);
      return send(response, 200, { subscription: subscriptionId });
    }
    const portal = /^\/portal\/(\w+)(\/card)?$/.exec(path);
    const portalSession = portal ? fake.portalSessions.get(portal[1]!) : undefined;
    if (portal && !portalSession) return notFound(response);
    if (portalSession && method === 'POST' && portal![2]) {
      // A new card: Stripe charges the failed months again at once, and they are paid.
      for (const subscription of fake.subscriptions.values()) {
        if (subscription.customer === portalSession.customer && subscription.failedInvoice) {
          await deliver([payMonth(subscription.id, subscription.failedInvoice)]);
        }
      }
      response.writeHead(303, { location: portalSession.returnUrl });
      return void response.end();
    }
    if (portalSession) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Fake customer portal</title></head><body><main><h1>Fake customer portal</h1>
<form method="post" action="/portal/${portal![1]}/card"><button type="submit">Save new card</button></form>
<p><a href="${portalSession.returnUrl}">Return without changes</a></p></main></body></html>`);
    }
    const debitFailed = /^\/dashboard\/checkout\/(\w+)\/debit-failed$/.exec(path);
    if (method === 'POST' && debitFailed) {
      if (!fake.sessions.has(debitFailed[1]!)) return notFound(response);
      await deliver([failDelayedPayment(debitFailed[1]!)]);
      return send(response, 200, { session: debitFailed[1] });
    }
    const refund = /^\/dashboard\/checkout\/(\w+)\/refund\/(\d+)$/.exec(path);
    if (method === 'POST' && refund) {
      const paid = fake.sessions.get(refund[1]!);
      if (!paid?.paymentIntent) return notFound(response);
      await deliver([chargeRefunded(paid.paymentIntent, paid.amount, Number(refund[2]))]);
      return send(response, 200, { payment_intent: paid.paymentIntent, amount_refunded: Number(refund[2]) });
    }
    const match = /^\/checkout\/(\w+)(\/pay|\/pay-later)?$/.exec(path);
    const session = match ? fake.sessions.get(match[1]!) : undefined;
    if (!session) return notFound(response);
    if (method === 'POST' && match![2]) {
      await deliver(match![2] === '/pay' ? pay(session.id) : [payLater(session.id)]);
      response.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return void response.end();
    }
    const amount = (session.amount / 100).toFixed(2);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Fake checkout</title></head><body><main><h1>Fake checkout</h1>
<p>Pay $${amount}${session.mode === 'subscription' ? ' every month' : ''}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay $${amount}</button></form>
<form method="post" action="/checkout/${session.id}/pay-later"><button type="submit">Bank debit (settles later)</button></form>
<p><a href="${session.cancelUrl}">Back without paying</a></p></main></body></html>`);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
      const handle = url.pathname.startsWith('/v1/')
        ? (fake.requests.push(`${method} ${url.pathname}`), api(method, url.pathname, params, response))
        : page(method, url.pathname, response);
      handle.catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export interface FakeStripeApp {
  /** The app under test, taking card payments through `fake`; set before the first test runs. */
  t: TestApp;
  fake: FakeStripe;
  /** Posts a signed event to the app's webhook, as Stripe would (a test may pass a forged signature). */
  deliver(event: SignedEvent, signature?: string): Promise<LightMyRequestResponse>;
  /** A new signed-in donor; the ids come from the database, so this does not lean on the account view. */
  donor(prefix?: string): Promise<SignedInUser>;
}

/**
 * A fresh app for the test file whose payments go through a fake Stripe started with it: the
 * real SDK on both sides, the given processing fee. Both close after the file's last test.
 */
export function useFakeStripeApp(fee: { feePercent: number; feeFixedCents: number } = { feePercent: 0, feeFixedCents: 0 }): FakeStripeApp {
  const fixture = {
    deliver: (event: SignedEvent, signature = event.signature) =>
      fixture.t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook/',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: event.payload,
      }),
    donor: async (prefix = 'payer') => (await import('../helpers.js')).signUpDonor(fixture.t, prefix),
  } as FakeStripeApp;
  beforeAll(async () => {
    // Loaded here, not at the top: the fake also runs as a process of its own, without the app.
    const { createTestApp } = await import('../helpers.js');
    fixture.fake = await startFakeStripe();
    fixture.t = await createTestApp({
      config: {
        payments: {
          provider: 'stripe',
          stripeSecretKey: 'sk_test_fake',
          stripeWebhookSecret: fixture.fake.secret,
          stripeApiBase: fixture.fake.url,
          ...fee,
        },
      },
    });
  });
  afterAll(async () => {
    await fixture.t?.close();
    await fixture.fake?.close();
  });
  return fixture;
}
