/**
 * Receipts before ORG_TAX_ID is set: the donor's receipt, mail and yearly statement leave the
 * tax id line out rather than telling them about a setting ("Tax id: not configured"); staff
 * are told instead, by the setup checklist and a line at start (test/setup/).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf.js';
import { NO_GOODS_OR_SERVICES } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpDonor, type SignedInUser, type TestApp } from '../helpers.js';

const ORG = { name: 'Clear Sight Charity', taxId: '', address: '1 Lens Street' };

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ config: { organisation: ORG } });
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

describe('a receipt without ORG_TAX_ID', () => {
  it('has no tax id line in the PDF, the mail or the yearly statement', async () => {
    const donor = await signUpDonor(t, 'notax');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: staff.auth,
      payload: { amount: 40, date: '2024-05-06', region: 2, donator: donor.donatorId },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().donation_id as number;

    const receipt = await t.app.inject({ method: 'GET', url: `/api/donations/${id}/receipt.pdf`, headers: donor.auth });
    expect(receipt.statusCode).toBe(200);
    const statement = await t.app.inject({ method: 'GET', url: '/api/donations/statement/2024.pdf', headers: donor.auth });
    expect(statement.statusCode).toBe(200);
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .select('body')
      .where('to', '=', `${donor.username}@example.org`)
      .where('subject', 'like', '%receipt%')
      .executeTakeFirstOrThrow();

    for (const text of [await pdfText(receipt.rawPayload), await pdfText(statement.rawPayload), mail.body]) {
      expect(text).toContain(ORG.name);
      expect(text).toContain('1 Lens Street');
      expect(text).toContain(NO_GOODS_OR_SERVICES);
      expect(text).not.toMatch(/tax id/i);
      expect(text).not.toContain('not configured');
    }
    expect(mail.body).toContain(`${ORG.name}\n1 Lens Street\n\n${NO_GOODS_OR_SERVICES}`);
  });
});
