/**
 * A property-based fuzzer driven by the app's own OpenAPI document: for every operation it
 * generates requests from the documented schemas (valid ones, ones with a field replaced by
 * any JSON value, arbitrary JSON bodies, odd ids, query values and headers) and sends them as a
 * visitor, a signed-in user and staff. No answer may be a 5xx, and every answer must be a
 * documented status whose body matches the documented schema. Seeded, so a failure repeats.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { issueMissingReceipts } from '../../src/receipts/service.js';

/** Runs per operation and caller; with three callers, 3 × this many requests per operation. */
const RUNS = 8;
const SEED = 20261123;

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

const printable = fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

/** Text as the schema allows it; names that carry a date or an address get plausible ones too. */
function text(schema: Schema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const free =
    schema.pattern === '^[\\x20-\\x7e]+$'
      ? fc.string({ unit: printable, minLength: Math.max(minLength, 1), maxLength })
      : fc.string({ unit: 'binary', minLength, maxLength }).filter((value) => !value.includes('\u0000'));
  const options: fc.Arbitrary<string>[] = [free];
  if (/date/.test(name)) {
    options.push(
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    );
  }
  if (name === 'email') options.push(fc.emailAddress());
  return fc.oneof(...options);
}

/**
 * Values that satisfy `schema`. Whole numbers lean towards small ids and the caller's own
 * (`ids`), so that requests reach real rows and get past the ownership checks.
 */
function valueOf(schema: Schema, ids: number[], name = ''): fc.Arbitrary<unknown> {
  let value: fc.Arbitrary<unknown>;
  if (schema.enum) value = fc.constantFrom(...schema.enum);
  else if (schema.anyOf) value = fc.oneof(...schema.anyOf.map((option) => valueOf(option, ids, name)));
  else {
    switch (schema.type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueOf(property, ids, key)]));
        value = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
        break;
      }
      case 'array':
        value = fc.array(schema.items ? valueOf(schema.items, ids, name) : fc.jsonValue(), { maxLength: 3 });
        break;
      case 'string':
        value = text(schema, name);
        break;
      case 'integer': {
        const min = schema.minimum ?? -1_000_000;
        const max = schema.maximum ?? 1_000_000;
        const own = ids.filter((id) => id >= min && id <= max);
        value = fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(12, min)) }) },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
          ...(own.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...own) }] : []),
        );
        break;
      }
      case 'number': {
        const min = schema.minimum ?? -1_000_000;
        const max = schema.maximum ?? 1_000_000;
        value = schema.multipleOf
          ? fc
              .integer({ min: Math.ceil(min / schema.multipleOf), max: Math.floor(max / schema.multipleOf) })
              .map((n) => Number((n * schema.multipleOf!).toFixed(6)))
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
        break;
      }
      case 'boolean':
        value = fc.boolean();
        break;
      case 'null':
        value = fc.constant(null);
        break;
      default:
        value = fc.jsonValue();
    }
  }
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

/** A documented body, or the same with one field replaced by any JSON value, or any JSON at all. */
function bodyOf(schema: Schema | undefined, ids: number[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const valid = valueOf(schema, ids);
  const fields = Object.keys(schema.properties ?? {});
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ];
  if (fields.length > 0) {
    options.push({
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...fields), fc.jsonValue())
        .map(([body, field, replacement]) => ({ ...(body as object), [field]: replacement })),
    });
  }
  return fc.oneof(...options);
}

/** A path segment: mostly small ids, sometimes huge or negative numbers or any text. */
function segmentOf(schema: Schema, ids: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
    ...(ids.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...ids).map(String) }] : []),
    { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(2 ** 31, 2 ** 53, -0)).map(String) },
    { weight: 1, arbitrary: valueOf(schema, ids).map((value) => encodeURIComponent(String(value))) },
    {
      weight: 1,
      // Dots alone would be resolved as `.` and `..` and so name another route.
      arbitrary: fc
        .string({ unit: 'binary', minLength: 1, maxLength: 20 })
        .filter((value) => !/^\.+$/.test(value))
        .map(encodeURIComponent),
    },
  );
}

function requestOf(operation: Operation, ids: number[]): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const optional = (arbitrary: fc.Arbitrary<string>, required?: boolean) =>
    required ? arbitrary : fc.option(arbitrary, { nil: undefined });
  const record = (where: Parameter['in'], make: (parameter: Parameter) => fc.Arbitrary<string | undefined>) =>
    fc.record(
      Object.fromEntries(parameters.filter((parameter) => parameter.in === where).map((parameter) => [parameter.name, make(parameter)])),
    );
  return fc.record({
    path: record('path', (parameter) => segmentOf(parameter.schema, ids)),
    query: record('query', (parameter) =>
      optional(fc.oneof(valueOf(parameter.schema, ids, parameter.name).map(String), fc.string({ maxLength: 20 })), parameter.required),
    ),
    headers: record('header', (parameter) =>
      optional(
        fc.oneof(valueOf(parameter.schema, ids).map(String), fc.string({ unit: printable, minLength: 1, maxLength: 300 })),
        parameter.required,
      ),
    ),
    body: bodyOf(operation.requestBody?.content['application/json']?.schema, ids),
  }) as fc.Arbitrary<FuzzRequest>;
}

function urlOf(template: string, request: FuzzRequest): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => request.path[name]!);
  const query = new URLSearchParams(Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return query.size > 0 ? `${path}?${query}` : path;
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
const compile = AjvCompiler()({}, { customOptions: { strict: false } }) as unknown as (route: {
  schema: Schema;
  method: string;
  url: string;
  httpPart: string;
}) => Validate;

/** The caller's own user, account, donator and donatee ids. */
const idsOf = (who: SignedInUser | undefined) => (who ? [who.id, who.accountId, who.donatorId, who.donateeId] : []);

let t: TestApp;
let callers: { name: string; who: SignedInUser | undefined }[];
beforeAll(async () => {
  t = await createTestApp({ sampleDonations: true });
  // As the server does once it listens: the samples get their receipts, so a receipt's PDF is
  // there to fetch (until then it is a 503 that asks to try again).
  await issueMissingReceipts(t.db);
  callers = [
    { name: 'visitor', who: undefined },
    { name: 'user', who: await signUpAndLogIn(t.app, 'fuzz') },
    { name: 'staff', who: await logInAdmin(t.app) },
  ];
});
afterAll(() => t?.close());

/**
 * Fuzzed requests may sign a caller out, change its password, take its staff rights or
 * delete it. Afterwards a caller that no longer works is replaced, so that the next operation
 * is still tried as a signed-in user and as staff.
 */
async function keepCallersSignedIn(): Promise<void> {
  for (const caller of callers) {
    if (!caller.who) continue;
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: caller.who.auth });
    const staff = caller.name === 'staff';
    if (me.statusCode === 200 && me.json().is_staff === staff) continue;
    const fresh = await signUpAndLogIn(t.app, `fuzz_${caller.name}`);
    if (staff) await t.db.kysely.updateTable('users').set({ is_staff: 1 }).where('id', '=', fresh.id).execute();
    caller.who = fresh;
  }
}

describe('requests generated from the OpenAPI document', () => {
  it('never get a 5xx, and every answer is a documented status with a body of the documented shape', async () => {
    await t.app.ready();
    const document = t.app.swagger() as unknown as OpenApi;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(operations.length).toBeGreaterThan(50);

    const validators = new Map<string, Validate>();
    const validatorFor = (schema: Schema, key: string) => {
      if (!validators.has(key)) validators.set(key, compile({ schema, method: 'GET', url: key, httpPart: 'body' }));
      return validators.get(key)!;
    };

    let requests = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, { path, method, operation }] of operations.entries()) {
      for (const caller of callers) {
        const check = async (request: FuzzRequest) => {
          const url = urlOf(path, request);
          const headers: Record<string, string> = { ...(caller.who?.auth ?? {}) };
          for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = value;
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          requests += 1;
          const response: LightMyRequestResponse = await t.app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${method} ${url} as ${caller.name} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) throw new Error(`a server error: ${where}`);
          const documented = operation.responses[String(response.statusCode)];
          if (!documented) throw new Error(`an undocumented status: ${where}`);
          const schema = documented.content?.['application/json']?.schema;
          if (!schema) {
            if (response.body !== '') throw new Error(`a body where none is documented: ${where}`);
            return;
          }
          if (schema.format === 'binary') return;
          const validate = validatorFor(schema, `${method} ${path} ${response.statusCode}`);
          if (!validate(response.json())) throw new Error(`a body not matching its schema: ${where}\n${JSON.stringify(validate.errors)}`);
        };
        try {
          await fc.assert(fc.asyncProperty(requestOf(operation, idsOf(caller.who)), check), {
            numRuns: RUNS,
            seed: SEED + index,
            // A failing request is reported as it came; shrinking would replay it against data
            // the earlier runs have since changed.
            endOnFailure: true,
          });
        } catch (error) {
          // fast-check keeps the thrown error as the cause; its message names the request.
          const cause = (error as Error).cause;
          failures.push(cause instanceof Error ? cause.message : (error as Error).message);
        }
      }
      await keepCallersSignedIn();
    }
    console.log(
      `OpenAPI fuzzing: ${requests} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    // The generated requests reach past validation: some succeed, some are refused.
    expect([...statuses.keys()].filter((status) => status < 300).length).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  }, 120_000);
});
