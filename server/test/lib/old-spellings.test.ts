import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { acceptingOldSpellings, DONATEE_SPELLINGS, GLASSES_SPELLINGS } from '../../src/lib/old-spellings.js';
import { signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';

describe('acceptingOldSpellings', () => {
  it('adds each old name right after its correct name, with the same rules, optional', () => {
    const schema = acceptingOldSpellings(
      Type.Object({ name: Type.String(), image: Type.String({ maxLength: 5 }), prescription_range_upper: Type.Number() }),
      GLASSES_SPELLINGS,
    );
    expect(Object.keys(schema.properties)).toEqual(['name', 'image', 'img', 'prescription_range_upper', 'perscription_range_upper']);
    expect((schema.properties as Record<string, unknown>).img).toMatchObject({ type: 'string', maxLength: 5 });
    expect(schema.required).toEqual(['name', 'image', 'prescription_range_upper']);
  });
});

describe('the donatee write with the old spelling', () => {
  let t: TestApp;
  let user: SignedInUser;
  useTestApp((fixture) => ({ t, user } = fixture));
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/donatees/${user.donateeId}/`, headers: user.auth, payload });

  it('stores current_bank_ballance as current_bank_balance; the correct name wins when both come', async () => {
    expect((await patch({ current_bank_ballance: 12.5 })).json().current_bank_balance).toBe(12.5);
    expect((await patch({ current_bank_balance: 3, current_bank_ballance: 4 })).json().current_bank_balance).toBe(3);
    expect(DONATEE_SPELLINGS.map((spelling) => spelling.old)).toEqual(['current_bank_ballance']);
  });

  it('reports a bad amount under the correct name, as before', async () => {
    const other = await signUpAndLogIn(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${other.donateeId}/`,
      headers: other.auth,
      payload: { current_bank_ballance: 1.234 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_bank_balance: ['Ensure that there are no more than 2 decimal places.'] });
  });
});
