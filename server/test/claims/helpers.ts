/** Claim test helpers: a recipient who may claim, and the stock of an item. */
import type { FastifyInstance } from 'fastify';
import type { TestApp, SignedInUser } from '../helpers.js';
import { signUpAndLogIn } from '../helpers.js';

export const ADDRESS = { address: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701', phone_number: '555-0100' };
export const SHIPPING_NAMES = { first_name: 'Rosa', last_name: 'Parkes' };

/** Saves a complete shipping address on `who`'s account, and the names the parcel goes to. */
export async function giveShippingAddress(app: FastifyInstance, who: SignedInUser): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/accounts/${who.accountId}/`,
    headers: who.auth,
    payload: { user: who.id, ...ADDRESS },
  });
  if (response.statusCode !== 200) throw new Error(`address failed: ${response.body}`);
  const named = await app.inject({ method: 'PATCH', url: `/api/users/${who.id}/`, headers: who.auth, payload: SHIPPING_NAMES });
  if (named.statusCode !== 200) throw new Error(`names failed: ${named.body}`);
}

/** A signed-up user with a submitted application and a shipping address: ready to claim. */
export async function recipient(app: FastifyInstance, prefix = 'recipient'): Promise<SignedInUser> {
  const who = await signUpAndLogIn(app, prefix);
  const applied = await app.inject({
    method: 'PATCH',
    url: `/api/donatees/${who.donateeId}/`,
    headers: who.auth,
    payload: { has_applied_for_account: true, monthly_income: 900, is_dependent: false },
  });
  if (applied.statusCode !== 200) throw new Error(`application failed: ${applied.body}`);
  await giveShippingAddress(app, who);
  return who;
}

export async function newGlasses(t: TestApp, inventory: number): Promise<number> {
  const row = await t.db.kysely
    .insertInto('glasses')
    .values({
      name: `Frame ${Math.random().toString(36).slice(2, 8)}`,
      description: '',
      size: null,
      color: '',
      prescription_range_upper: null,
      prescription_range_lower: null,
      image: '',
      inventory,
    })
    .returning('glasses_id')
    .executeTakeFirstOrThrow();
  return row.glasses_id;
}

export async function stockOf(t: TestApp, glassesId: number): Promise<number> {
  const row = await t.db.kysely.selectFrom('glasses').select('inventory').where('glasses_id', '=', glassesId).executeTakeFirstOrThrow();
  return Number(row.inventory);
}
