/**
 * The addresses the payment provider sends a donor back to come from PUBLIC_URL or the
 * server's own address, never from the request's Host header, which the client chooses.
 */
import { describe, expect, it } from 'vitest';
import { useFakeStripeApp } from './fake-stripe.js';

const stripe = useFakeStripeApp();

describe('checkout return addresses', () => {
  it('ignore a forged Host header: without PUBLIC_URL they are the server itself', async () => {
    const who = await stripe.donor();
    const response = await stripe.t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      headers: { ...who.auth, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { donator: who.donatorId, amount: 10, region: 1 },
    });
    expect(response.statusCode).toBe(201);
    const session = stripe.fake.sessions.get(response.json().session_id)!;
    expect(session.successUrl).toBe('http://localhost:8000/donate/thank-you?session_id={CHECKOUT_SESSION_ID}');
    expect(JSON.stringify([...stripe.fake.sessions.values()])).not.toContain('evil.example');
  });
});
