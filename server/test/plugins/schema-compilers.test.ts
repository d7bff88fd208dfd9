/** Route schemas compiled on first use (plugins/schema-compilers.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledOnFirstUse } from '../../src/plugins/schema-compilers.js';
import type { Validate } from '../../src/plugins/validation.js';
import { createTestApp, signUpAndLogIn, type TestApp } from '../helpers.js';

describe('a stand-in compiled on first use', () => {
  it('compiles once, on its first call, and answers as the compiled function does', () => {
    const standIns = new CompiledOnFirstUse();
    let compiles = 0;
    const serialize = standIns.serializer(() => {
      compiles += 1;
      return (data) => `<${String(data)}>`;
    });
    expect(compiles).toBe(0);
    expect(standIns.waiting).toBe(1);
    expect(serialize('a')).toBe('<a>');
    expect(serialize('b')).toBe('<b>');
    expect(compiles).toBe(1);
    expect(standIns.waiting).toBe(0);
  });

  it("hands on the errors of the validator's last call", () => {
    const standIns = new CompiledOnFirstUse();
    const real: Validate = (data) => {
      real.errors = data === 1 ? null : [{ keyword: 'const', instancePath: '', schemaPath: '', params: {}, message: 'must be 1' }];
      return data === 1;
    };
    const validate = standIns.validator(() => real);
    expect(validate(2)).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ message: 'must be 1' })]);
    expect(validate(1)).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('compiles all those still waiting when asked, and a failing one on each call until it compiles', () => {
    const standIns = new CompiledOnFirstUse();
    let fail = true;
    const used = standIns.serializer(() => (data) => String(data));
    used(1);
    standIns.serializer(() => (data) => String(data));
    const failing = standIns.serializer(() => {
      if (fail) throw new Error('bad schema');
      return () => 'ok';
    });
    expect(() => standIns.compileAll()).toThrow('bad schema');
    expect(() => failing(1)).toThrow('bad schema');
    expect(standIns.waiting).toBe(1);
    fail = false;
    expect(standIns.compileAll()).toBe(1);
    expect(failing(1)).toBe('ok');
    expect(standIns.waiting).toBe(0);
  });
});

describe("the app's schemas", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('compile on first use: a request compiles its own, and every other one of the app compiles too', async () => {
    const user = await signUpAndLogIn(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: user.username, account: { donator: { donations: [] } } });
    // Every route's request parts and response statuses: hundreds, none of which fails.
    const compiled = t.app.compileSchemasNow();
    expect(compiled).toBeGreaterThan(300);
    expect(t.app.compileSchemasNow()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth })).body).toBe(me.body);
  });

  it('fail when asked if one cannot compile', async () => {
    const other = await createTestApp();
    try {
      other.app.get(
        '/broken/',
        { schema: { response: { 200: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } } } },
        async () => ({ a: 1 }),
      );
      // Fastify hands the schemas to the compilers as the app gets ready.
      await other.app.ready();
      expect(() => other.app.compileSchemasNow()).toThrow(/missing/);
    } finally {
      await other.close();
    }
  });
});
