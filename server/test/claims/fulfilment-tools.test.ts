/**
 * Fulfilment in bulk: packing slips for one or many claims as a PDF
 * (GET /api/staff/claims/packing-slips.pdf?ids=…) and shipping many claims with their tracking
 * numbers (POST /api/staff/claims/ship/), each line shipped as the single route ships one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { MESSAGES, PACKING_SLIPS_MAX, SHIP_MANY_MAX } from '@onepair/contract';
import { createTestApp, logInAdmin, requestsTo, rowCount, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { ADDRESS, newGlasses, recipient } from './helpers.js';
import { PACKING_SLIP_MESSAGES } from '../../src/claims/staff-service.js';

let t: TestApp;
let staff: SignedInUser;
let donor: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  staff = await logInAdmin(t.app);
  donor = await signUpAndLogIn(t.app, 'donor');
});
afterAll(() => t.close());

const { call, ok } = requestsTo(() => t.app);

/** An approved recipient (Rosa Parkes) with a claim on a fresh frame, and prescription figures. */
async function claimed(): Promise<{ owner: SignedInUser; claimId: number; glassesId: number }> {
  const owner = await recipient(t.app, 'slip');
  await ok('PATCH', `/api/donatees/${owner.donateeId}/`, owner, {
    prescription_sphere_right: -1.25,
    prescription_cylinder_right: -0.5,
    prescription_sphere_left: 0.75,
  });
  await ok('POST', `/api/staff/applications/${owner.donateeId}/decision/`, staff, { decision: 'approve' });
  const glassesId = await newGlasses(t, 3);
  const claim = await ok('POST', '/api/claims/', owner, { glasses_id: glassesId });
  return { owner, claimId: claim.id, glassesId };
}

async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.pages.length };
  } finally {
    await parser.destroy();
  }
}

const claimRow = (claimId: number) => t.db.kysely.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();

describe('GET /api/staff/claims/packing-slips.pdf', () => {
  it('prints one page a parcel: name, address, frame, figures and confirmation number', async () => {
    const first = await claimed();
    const second = await claimed();
    const response = await call(
      'GET',
      `/api/staff/claims/packing-slips.pdf?ids=${first.claimId},${second.claimId},${first.claimId}`,
      staff,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(2);
    const row = await claimRow(first.claimId);
    const frame = await t.db.kysely
      .selectFrom('glasses')
      .select('name')
      .where('glasses_id', '=', first.glassesId)
      .executeTakeFirstOrThrow();
    for (const expected of [
      'Rosa Parkes',
      ADDRESS.address,
      `${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zip_code}`,
      frame.name,
      '-1.25',
      '-0.50',
      '+0.75',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Confirmation No.: ${row.confirmation_number}`);

    const one = await call('GET', `/api/staff/claims/packing-slips.pdf?ids=${second.claimId}`, staff);
    expect(one.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${second.claimId}.pdf"`);
    expect((await pdfText(one.rawPayload)).pages).toBe(1);
  });

  it('is for staff only: the recipient themselves, another user, a visitor get 403', async () => {
    const { owner, claimId } = await claimed();
    for (const who of [undefined, owner, donor]) {
      const response = await call('GET', `/api/staff/claims/packing-slips.pdf?ids=${claimId}`, who);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('Parkes');
    }
  });

  it('refuses unknown and cancelled claims, a flood and forged ids with a 400 naming ids', async () => {
    const { claimId } = await claimed();
    const cancelled = await claimed();
    await ok('POST', `/api/staff/claims/${cancelled.claimId}/cancel/`, staff, { reason: 'Testing' });
    const many = Array.from({ length: PACKING_SLIPS_MAX + 1 }, (_, index) => index + 1).join(',');
    const cases: [string, string | undefined][] = [
      [`${claimId},999999`, PACKING_SLIP_MESSAGES.unknown([999999])],
      [`${claimId},${cancelled.claimId}`, PACKING_SLIP_MESSAGES.cancelled([cancelled.claimId])],
      [many, PACKING_SLIP_MESSAGES.tooMany],
      ['0', PACKING_SLIP_MESSAGES.tooLarge],
      ['9999999999', PACKING_SLIP_MESSAGES.tooLarge],
      ['1,,2', undefined],
      ['1;drop table claims', undefined],
      ['-1', undefined],
      ['', undefined],
      ['1'.repeat(5000), undefined],
    ];
    for (const [ids, message] of cases) {
      const response = await call('GET', `/api/staff/claims/packing-slips.pdf?ids=${encodeURIComponent(ids)}`, staff);
      expect(response.statusCode, ids).toBe(400);
      expect(Object.keys(response.json()), ids).toEqual(['ids']);
      if (message) expect(response.json().ids).toEqual([message]);
    }
    const missing = await call('GET', '/api/staff/claims/packing-slips.pdf', staff);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('ids');
  });
});

describe('POST /api/staff/claims/ship/', () => {
  const shipMany = (shipments: unknown, who: SignedInUser | undefined = staff) =>
    call('POST', '/api/staff/claims/ship/', who, { shipments });

  it('ships each line like the single route (status guard, audit, mail) and reports the refused ones', async () => {
    const a = await claimed();
    const b = await claimed();
    const done = await claimed();
    await ok('POST', `/api/staff/claims/${done.claimId}/ship/`, staff, { carrier: 'UPS', tracking_number: 'OLD-1' });
    const auditBefore = await rowCount(t, 'audit_log');
    const response = await shipMany([
      { claim_id: a.claimId, carrier: 'USPS', tracking_number: ' 9400-A ' },
      { claim_id: done.claimId, carrier: 'USPS', tracking_number: 'NEW-2' },
      { claim_id: 999_999, carrier: 'USPS', tracking_number: 'X' },
      { claim_id: b.claimId, carrier: '  ', tracking_number: 'B-1' },
      { claim_id: b.claimId, carrier: 'DHL', tracking_number: 'B-2' },
    ]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results.map((result: { shipped: boolean }) => result.shipped)).toEqual([true, false, false, false, true]);
    expect(results[0].claim).toMatchObject({
      id: a.claimId,
      status: 'shipped',
      carrier: 'USPS',
      tracking_number: '9400-A',
      name: 'Rosa Parkes',
    });
    expect(results[0].errors).toBeNull();
    expect(results[1]).toEqual({
      claim_id: done.claimId,
      shipped: false,
      errors: { status: ['Only a claimed claim can do this; this one is shipped.'] },
      claim: null,
    });
    expect(results[2].errors).toEqual({ detail: [MESSAGES.notFound] });
    expect(results[3].errors).toEqual({ carrier: ['Name the carrier.'] });
    expect(await claimRow(done.claimId)).toMatchObject({ tracking_number: 'OLD-1' });
    expect(await claimRow(b.claimId)).toMatchObject({ status: 'shipped', carrier: 'DHL', tracking_number: 'B-2' });
    expect(await rowCount(t, 'audit_log')).toBe(auditBefore + 2);
    const mail = await t.db.kysely.selectFrom('outbox').selectAll().where('to', '=', `${a.owner.username}@example.org`).execute();
    expect(mail.filter((message) => message.subject === 'Your glasses have shipped').map((message) => message.body)).toEqual([
      expect.stringContaining('Tracking number: 9400-A'),
    ]);
  });

  it('is for staff only: the recipient, another user and a visitor get 403 and nothing ships', async () => {
    const { owner, claimId } = await claimed();
    for (const who of [undefined, owner, donor]) {
      const response = await call('POST', '/api/staff/claims/ship/', who, {
        shipments: [{ claim_id: claimId, carrier: 'X', tracking_number: 'Y' }],
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await claimRow(claimId)).toMatchObject({ status: 'claimed', carrier: null });
  });

  it(`a flood past ${SHIP_MANY_MAX} lines, an empty list and forged lines are a 400 naming shipments, shipping nothing`, async () => {
    const { claimId } = await claimed();
    const line = { claim_id: claimId, carrier: 'USPS', tracking_number: 'T' };
    const auditBefore = await rowCount(t, 'audit_log');
    const cases: unknown[] = [
      Array.from({ length: SHIP_MANY_MAX + 1 }, () => line),
      [],
      [line, { ...line, carrier: 'x'.repeat(61) }],
      [line, { ...line, tracking_number: '' }],
      [line, { ...line, claim_id: 'one' }],
      [line, { ...line, claim_id: 2_147_483_648 }],
      [line, { ...line, extra: true }],
      [line, { claim_id: claimId }],
      [line, { ...line, carrier: 'US\u0000PS' }],
      'all',
      [line, null],
    ];
    for (const shipments of cases) {
      const response = await shipMany(shipments);
      expect(response.statusCode, JSON.stringify(shipments).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['shipments']);
    }
    expect((await call('POST', '/api/staff/claims/ship/', staff, {})).json()).toHaveProperty('shipments');
    expect(await claimRow(claimId)).toMatchObject({ status: 'claimed', carrier: null });
    expect(await rowCount(t, 'audit_log')).toBe(auditBefore);
  });
});
