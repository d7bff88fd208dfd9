/**
 * Gifts in honor or in memory of someone, given without a payment provider and recorded by staff:
 * the receipt names the tribute, the person named (or their family) gets a notice that names the
 * donor, or "Someone" for an anonymous donor, and never the amount. A bad tribute stores nothing;
 * erasing the donor forgets the honoree; the donor's export holds the tribute.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf.js';
import { TRIBUTE_MESSAGES } from '@onepair/contract';
import { TRIBUTE_NOTICES_PER_DAY } from '../../src/donations/tributes.js';
import { requestsTo, signUpDonor, useTestApp, eraseOwnAccount, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));
const { call, ok } = requestsTo(() => t.app);

const mailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body', 'user_id']).where('to', '=', address).orderBy('id').execute();
const count = async (table: 'donations' | 'outbox' | 'receipts') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function namedDonor(prefix: string, names: { first_name: string; last_name: string }) {
  const donor = await signUpDonor(t, prefix);
  await ok('PATCH', `/api/users/${donor.id}/`, donor, names);
  return donor;
}

describe('a gift in honor or in memory of someone', () => {
  it('mails the person honored a notice naming the donor without the amount, and the receipt names the tribute', async () => {
    const donor = await namedDonor('honors', { first_name: 'Ada', last_name: 'Lovelace' });
    const address = 'grace@honored.example';
    // A donor's own gift has no receipt without a payment: staff record this one, as received by check.
    const gift = await ok('POST', '/api/staff/donations/', staff, {
      donor: donor.id,
      amount: 123.45,
      method: 'check',
      tribute: { kind: 'honor', name: ' Grace Hopper ', notify_email: ` ${address} ` },
    });
    expect(gift.tribute).toBe('In honor of Grace Hopper');
    const [notice, ...more] = await mailTo(address);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Ada Lovelace made a gift in your honor');
    expect(notice!.body).toContain('Hello Grace Hopper,');
    expect(notice!.body).toContain('Ada Lovelace made a gift to OnePair in your honor.');
    expect(notice!.body).not.toMatch(/\$|123/);
    expect(notice!.user_id).toBeNull();

    const receipts = await ok('GET', '/api/donations/receipts/', donor);
    expect(receipts.receipts[0]).toMatchObject({ donation_id: gift.donation_id, tribute: 'In honor of Grace Hopper' });
    const receiptMail = (await mailTo(`${donor.username}@example.org`)).at(-1)!;
    expect(receiptMail.body).toContain('Given: In honor of Grace Hopper');
    const pdf = await call('GET', `/api/donations/${gift.donation_id}/receipt.pdf`, donor);
    expect(await pdfText(pdf.rawPayload)).toContain('Given: In honor of Grace Hopper');

    // The audit log keeps the kind, not the honoree's name, which an erasure must be able to forget.
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('after')
      .where('target_type', '=', 'donation')
      .where('target_id', '=', String(gift.donation_id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after)).tribute).toBe('honor');
    expect(String(audit.after)).not.toContain('Grace');
  });

  it('names "Someone" for an anonymous donor, says in memory of whom, and sends nothing without an address', async () => {
    const donor = await namedDonor('remembers', { first_name: 'Alan', last_name: 'Turing' });
    await ok('PATCH', `/api/donators/${donor.donatorId}/`, donor, { is_anonymous: true });
    const family = 'family@remembered.example';
    const own = await ok('POST', '/api/donation/', donor, {
      amount: 20,
      donator: donor.donatorId,
      tribute: { kind: 'memory', name: 'Joan Clarke', notify_email: family },
    });
    const [notice] = await mailTo(family);
    expect(notice!.subject).toBe('A gift in memory of Joan Clarke');
    expect(notice!.body).toContain('Someone made a gift to OnePair in memory of Joan Clarke.');
    expect(notice!.body).not.toContain('Alan');
    expect(notice!.body).not.toContain('$');
    const row = await t.db.kysely.selectFrom('donations').selectAll().where('donation_id', '=', own.donation_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tribute_kind: 'memory', tribute_name: 'Joan Clarke', tribute_notify_email: family });

    const outbox = await count('outbox');
    await ok('POST', '/api/donation/', donor, { amount: 5, donator: donor.donatorId, tribute: { kind: 'memory', name: 'Joan Clarke' } });
    expect(await count('outbox')).toBe(outbox);
  });

  it('refuses a tribute without a name, with a wrong address or an unknown kind, and stores nothing', async () => {
    const donor = await signUpDonor(t, 'badtribute');
    const [donations, outbox] = [await count('donations'), await count('outbox')];
    const cases: [object, string | undefined][] = [
      [{ kind: 'honor', name: '   ' }, TRIBUTE_MESSAGES.nameRequired],
      [
        { kind: 'honor', name: 'Grace', notify_email: 'not an address' },
        `${TRIBUTE_MESSAGES.notifyEmailPrefix} Enter a valid email address.`,
      ],
      [{ kind: 'praise', name: 'Grace' }, undefined],
      [{ kind: 'honor', name: 'x'.repeat(151) }, undefined],
      [{ kind: 'honor', name: 'Grace', extra: 1 }, undefined],
    ];
    for (const [tribute, message] of cases) {
      for (const [url, who, body] of [
        ['/api/donation/', donor, { amount: 10, donator: donor.donatorId, tribute }],
        ['/api/staff/donations/', staff, { donor: donor.id, amount: 10, method: 'cash', tribute }],
      ] as const) {
        const response = await call('POST', url, who, body);
        expect(response.statusCode, `${url} ${JSON.stringify(tribute)}`).toBe(400);
        if (message) expect(response.json()).toEqual({ tribute: [message] });
      }
    }
    expect([await count('donations'), await count('outbox')]).toEqual([donations, outbox]);
  });

  it('is in the donor’s export, and erasing the donor forgets the honoree but keeps what the receipt printed', async () => {
    const donor = await signUpDonor(t, 'erasedtribute');
    const gift = await ok('POST', '/api/staff/donations/', staff, {
      donor: donor.id,
      amount: 15,
      method: 'cash',
      tribute: { kind: 'memory', name: 'Rosalind Franklin', notify_email: 'franklin@family.example' },
    });
    const exported = await ok('GET', '/auth/users/me/export/', donor);
    expect(exported.donator.donations).toEqual([
      expect.objectContaining({
        donation_id: gift.donation_id,
        method: 'cash',
        tribute: { kind: 'memory', name: 'Rosalind Franklin', notify_email: 'franklin@family.example' },
      }),
    ]);
    await eraseOwnAccount(t.app, donor);
    const row = await t.db.kysely.selectFrom('donations').selectAll().where('donation_id', '=', gift.donation_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ donator_id: null, tribute_kind: null, tribute_name: null, tribute_notify_email: null });
    const receipt = await t.db.kysely
      .selectFrom('receipts')
      .select('tribute')
      .where('donation_id', '=', gift.donation_id)
      .executeTakeFirstOrThrow();
    expect(receipt.tribute).toBe('In memory of Rosalind Franklin');
  });

  it('limits the notices a donor’s gifts without a payment may send in a day, refusing the gift past it', async () => {
    const donor = await signUpDonor(t, 'manynotices');
    const gift = (n: number) =>
      call('POST', '/api/donation/', donor, {
        amount: 1,
        donator: donor.donatorId,
        tribute: { kind: 'honor', name: 'Someone Dear', notify_email: `dear${n}@honored.example` },
      });
    for (let n = 0; n < TRIBUTE_NOTICES_PER_DAY; n += 1) expect((await gift(n)).statusCode).toBe(201);
    const donations = await count('donations');
    const refused = await gift(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TRIBUTE_MESSAGES.tooManyNotices });
    expect(await count('donations')).toBe(donations);
    expect(await mailTo('dear99@honored.example')).toEqual([]);
    // A gift with a tribute and no address sends nothing, so it is not limited.
    const quiet = await call('POST', '/api/donation/', donor, {
      amount: 1,
      donator: donor.donatorId,
      tribute: { kind: 'honor', name: 'Someone Dear' },
    });
    expect(quiet.statusCode).toBe(201);
    // Staff recording a gift are not limited.
    const recorded = await call('POST', '/api/staff/donations/', staff, {
      donor: donor.id,
      amount: 2,
      method: 'cash',
      tribute: { kind: 'honor', name: 'Someone Dear', notify_email: 'dear100@honored.example' },
    });
    expect(recorded.statusCode).toBe(201);
  });

  it('deletes the notice, which names the donor, when the donor is erased', async () => {
    const donor = await namedDonor('erasednotice', { first_name: 'Mary', last_name: 'Jackson' });
    const address = 'erased-notice@honored.example';
    await ok('POST', '/api/donation/', donor, {
      amount: 3,
      donator: donor.donatorId,
      tribute: { kind: 'honor', name: 'Dora', notify_email: address },
    });
    expect(await mailTo(address)).toHaveLength(1);
    await eraseOwnAccount(t.app, donor);
    expect(await mailTo(address)).toEqual([]);
  });
});
