import { AccountDetailsFields, CheckoutFields, ContactFields, LoginBody, Nullable, VALIDATION_MESSAGES } from '@onepair/contract';
import { Type } from '@sinclair/typebox';
import { Errors } from '@sinclair/typebox/errors';

import { failedRule, schemaErrors, typeboxResolver } from './typebox-resolver';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe('failedRule', () => {
  it("names each TypeBox error as the keyword and params the server's validator reports", () => {
    const schema = Type.Object({
      short: Type.String({ maxLength: 3 }),
      long: Type.String({ minLength: 5 }),
      count: Type.Integer({ minimum: 1, maximum: 9 }),
      code: Type.String({ pattern: '^\\d+$' }),
      price: Type.Number({ exclusiveMinimum: 0 }),
      step: Type.Number({ multipleOf: 0.25 }),
      missing: Type.String(),
    });
    const rules = [...Errors(schema, { short: 'abcd', long: 'ab', count: 0, code: 'x', price: 0, step: 0.3 })].map(failedRule);
    expect(rules).toEqual([
      { keyword: 'required', params: { missingProperty: 'missing' } },
      { keyword: 'maxLength', params: { limit: 3 } },
      { keyword: 'minLength', params: { limit: 5 } },
      { keyword: 'minimum', params: { limit: 1 } },
      { keyword: 'pattern', params: { pattern: '^\\d+$' } },
      { keyword: 'exclusiveMinimum', params: { limit: 0 } },
      { keyword: 'multipleOf', params: { multipleOf: 0.25 } },
      { keyword: 'type', params: { type: 'string' } },
    ]);
  });

  it("reads a nullable field's type list as the server does", () => {
    const [error] = [...Errors(Type.Object({ n: Nullable(Type.Number()) }), { n: 'x' })];
    expect(failedRule(error!)).toEqual({ keyword: 'type', params: { type: 'number,null' } });
  });
});

describe('schemaErrors', () => {
  it('gives the first message of each field, in the words of the API', () => {
    expect(schemaErrors(ContactFields, { phone_number: '1'.repeat(41), city: 7 })).toEqual({
      phone_number: 'Ensure this field has no more than 40 characters.',
      city: 'Not a valid string.',
    });
    expect(schemaErrors(AccountDetailsFields, {})).toEqual({
      first_name: VALIDATION_MESSAGES.required,
      last_name: VALIDATION_MESSAGES.required,
      email: VALIDATION_MESSAGES.required,
    });
    expect(schemaErrors(CheckoutFields, { name: '', email: 'a@b.c', phone: '555-CALL-ME', address: 'x' })).toEqual({
      name: VALIDATION_MESSAGES.blank,
      phone: VALIDATION_MESSAGES.badPhone,
    });
    expect(schemaErrors(Type.Integer(), 'x')).toEqual({ root: 'A valid integer is required.' });
  });

  it('is empty for valid values', () => {
    expect(schemaErrors(CheckoutFields, { name: 'Sam', email: 'sam@example.org', phone: '100-100-1000', address: '1 Main St' })).toEqual(
      {},
    );
  });
});

describe('typeboxResolver', () => {
  it('passes valid values on unchanged', async () => {
    const values = { username: 'casey', password: '' };
    expect(await typeboxResolver(LoginBody)(values, undefined, resolverOptions)).toEqual({ values, errors: {} });
  });

  it('gives react-hook-form one error per field and no values when a rule fails', async () => {
    const result = await typeboxResolver(ContactFields)({ phone_number: '1'.repeat(41), city: 'Reno' }, undefined, resolverOptions);
    expect(result).toEqual({
      values: {},
      errors: { phone_number: { type: 'schema', message: 'Ensure this field has no more than 40 characters.' } },
    });
  });

  it("adds the messages of rules the schema cannot state, after the schema's own", async () => {
    const resolver = typeboxResolver(CheckoutFields, (values) => ({
      name: 'Not that name.',
      address: values.address.trim() ? undefined : 'Where?',
    }));
    const result = await resolver({ name: '', email: 'a@b.c', phone: '100-100-1000', address: 'x' }, undefined, resolverOptions);
    expect(result.errors).toEqual({ name: { type: 'schema', message: VALIDATION_MESSAGES.blank } });
    const valid = await resolver({ name: 'Sam', email: 'a@b.c', phone: '100-100-1000', address: ' ' }, undefined, resolverOptions);
    expect(valid.errors).toEqual({ name: { type: 'schema', message: 'Not that name.' }, address: { type: 'schema', message: 'Where?' } });
  });
});
