import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t.close());

describe('sign-in rate limit', () => {
  it('throttles a client address after the limit, counted in the database', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username: 'nobody', password: 'wrong password' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const throttled = await attempt();
    expect(throttled.json().detail).toMatch(/^Request was throttled\./);
    const rows = await t.db.kysely.selectFrom('rate_limits').selectAll().execute();
    expect(rows.some((row) => row.bucket.startsWith('login:') && row.hits >= 5)).toBe(true);
  });
});
