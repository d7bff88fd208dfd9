import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_PER_PAIR, DEFAULT_INCOME_GUIDELINE, DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS } from '@onepair/contract';
import { createTestApp, type TestApp } from '../helpers.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('GET /api/config/', () => {
  it('tells anyone the tile URL and the prescription age limit by default', async () => {
    const t = await createTestApp();
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      prescription_max_age_months: DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS,
      payment_provider: 'none',
      payment_fee_percent: 0,
      payment_fee_fixed: 0,
      cost_per_pair: DEFAULT_COST_PER_PAIR,
      goal_amount: null,
      goal_period: 'month',
      income_guideline: {
        year: DEFAULT_INCOME_GUIDELINE.year,
        base_per_year: DEFAULT_INCOME_GUIDELINE.basePerYear,
        per_extra_person_per_year: DEFAULT_INCOME_GUIDELINE.perExtraPersonPerYear,
        percent: DEFAULT_INCOME_GUIDELINE.percent,
      },
      social_links: { facebook: null, instagram: null, x: null },
      contact_email: null,
    });
  });

  it('sends CONTACT_EMAIL as the address people write to, which the accessibility statement names, and never SUPPORT_EMAIL', async () => {
    const none = await createTestApp({ config: { supportEmail: 'staff-only@onepair.example' } });
    apps.push(none);
    expect((await none.app.inject({ method: 'GET', url: '/api/config/' })).json().contact_email).toBeNull();
    const t = await createTestApp({ config: { contactEmail: 'help@onepair.example' } });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json().contact_email).toBe('help@onepair.example');
  });

  it('sends the configured social links and null for the others, which the footer leaves out', async () => {
    const socialLinks = { facebook: 'https://www.facebook.com/onepair', instagram: undefined, x: 'https://x.com/onepair' };
    const t = await createTestApp({ config: { socialLinks } });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json().social_links).toEqual({
      facebook: 'https://www.facebook.com/onepair',
      instagram: null,
      x: 'https://x.com/onepair',
    });
  });

  it('sends the configured income guideline, which the "Get free glasses" page states', async () => {
    const incomeGuideline = { year: 2026, basePerYear: 16_000, perExtraPersonPerYear: 5_600, percent: 150 };
    const t = await createTestApp({ config: { incomeGuideline } });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json().income_guideline).toEqual({ year: 2026, base_per_year: 16_000, per_extra_person_per_year: 5_600, percent: 150 });
  });

  it('sends the configured PRESCRIPTION_MAX_AGE_MONTHS and TILE_URL', async () => {
    const t = await createTestApp({ config: { prescriptionMaxAgeMonths: 12, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json()).toMatchObject({ tile_url: 'https://tiles.example/{z}/{x}/{y}.png', prescription_max_age_months: 12 });
  });

  it('sends the configured COST_PER_PAIR and goal', async () => {
    const t = await createTestApp({ config: { impact: { costPerPairCents: 1850, goal: { amountCents: 500_000, period: 'year' } } } });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json()).toMatchObject({ cost_per_pair: 18.5, goal_amount: 5000, goal_period: 'year' });
  });
});
