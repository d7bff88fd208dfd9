/**
 * The route schemas are the one validation layer. Each part of a request gets the validator
 * its wire format needs:
 *
 * - JSON bodies are checked as typed, and a field that fails only on its type is read the way
 *   Django REST Framework's fields read it before it counts as wrong: `"12"` for a number,
 *   `"true"` or `"yes"` for a boolean, `90002` for a text field. Older clients send the values of
 *   their form inputs, which are text (docs/api.md, Compatibility). A boolean is never a number
 *   or a text, and nothing else is converted.
 * - Path parameters, query strings, headers and multipart/form-data fields arrive as text,
 *   so their values are coerced to the schema's types (`"12"` becomes 12, `"true"` true, an
 *   empty field null where null is allowed).
 *
 * Both refuse Infinity and NaN (`strictNumbers`), which no database column stores, and report
 * every failed rule, which the error handler turns into DRF's `{"field": ["message"]}`.
 * See docs/api.md for the error shapes.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import AjvCompiler from '@fastify/ajv-compiler';

const STRICT = { allErrors: true, coerceTypes: false, removeAdditional: false, strictNumbers: true } as const;
const COERCING = { ...STRICT, coerceTypes: true } as const;

/** Marks a body parsed from multipart/form-data, whose fields are all text on the wire. */
const FORM_BODY = Symbol('multipart form body');

export function markAsFormBody(body: unknown): void {
  if (typeof body === 'object' && body !== null) Object.defineProperty(body, FORM_BODY, { value: true });
}

const isFormBody = (data: unknown): boolean => typeof data === 'object' && data !== null && FORM_BODY in data;

type Route = Parameters<FastifySchemaCompiler<unknown>>[0];
type ValidationErrors = FastifySchemaValidationError[];
export type Validate = ((data: unknown) => boolean) & { errors?: ValidationErrors | null };

/**
 * Coercion turns text such as "1e400" or "Infinity" into Infinity, and ajv checks no rule on a
 * value it has just coerced, so a coerced part that passed is checked for such numbers afterwards:
 * the fields of `schema` that may hold numbers, or every field when the schema does not list
 * them all. A part with no such field (most headers and queries) is not checked again at all.
 */
function refusingInfinity(validate: Validate, schema: unknown): Validate {
  const fields = fieldsThatMayBeNumbers(schema);
  if (fields?.length === 0) return validate;
  const check: Validate = (data) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const errors: ValidationErrors = [];
    if (typeof data === 'object' && data !== null) {
      const record = data as Record<string, unknown>;
      for (const field of fields ?? Object.keys(record)) {
        const value = record[field];
        const values: unknown[] = Array.isArray(value) ? value : [value];
        if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) {
          errors.push({
            instancePath: `/${field}`,
            schemaPath: '',
            keyword: 'type',
            params: { type: 'number' },
            message: 'must be finite',
          });
        }
      }
    }
    check.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return check;
}

/** Keywords beside `properties` through which a schema could type fields another way. */
const OTHER_SUBSCHEMAS = ['patternProperties', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas'];

/**
 * The properties of an object schema whose schema names a number type anywhere, or undefined
 * when coercion could make numbers elsewhere too (not a plain object schema, one that types
 * fields it does not list or through other keywords, or one that refers to other schemas).
 */
function fieldsThatMayBeNumbers(schema: unknown): string[] | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { type, properties, additionalProperties } = schema as Record<string, unknown>;
  const listsAll = type === 'object' && typeof properties === 'object' && properties !== null;
  if (
    !listsAll ||
    OTHER_SUBSCHEMAS.some((keyword) => keyword in schema) ||
    (additionalProperties !== undefined && typeof additionalProperties !== 'boolean') ||
    JSON.stringify(schema).includes('"$ref"')
  ) {
    return undefined;
  }
  const propertySchemas = properties as Record<string, unknown>;
  return Object.keys(propertySchemas).filter((field) => /"(number|integer)"/.test(JSON.stringify(propertySchemas[field])));
}

const TRUE_TEXTS = new Set(['true', 'True', 'TRUE', 't', 'T', 'yes', 'Yes', 'YES', 'y', 'Y', 'on', 'On', 'ON', '1']);
const FALSE_TEXTS = new Set(['false', 'False', 'FALSE', 'f', 'F', 'no', 'No', 'NO', 'n', 'N', 'off', 'Off', 'OFF', '0']);
const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** The value DRF's field of one of `types` reads `value` as, or undefined when it reads none. */
function readAsDrfDoes(types: string[], value: unknown): unknown {
  if (typeof value === 'string') {
    if ((types.includes('number') || types.includes('integer')) && NUMBER_TEXT.test(value)) return Number(value);
    if (types.includes('boolean') && TRUE_TEXTS.has(value)) return true;
    if (types.includes('boolean') && FALSE_TEXTS.has(value)) return false;
  }
  if (typeof value === 'number' && types.includes('boolean') && (value === 0 || value === 1)) return value === 1;
  if (typeof value === 'number' && Number.isFinite(value) && types.includes('string')) return String(value);
  return undefined;
}

/**
 * A JSON body validator that gives a field failing on its type one more chance, read as DRF
 * reads it; the body is then checked again whole, so every other rule (limits, formats,
 * Infinity) still applies to the value read.
 */
function readingLikeDrf(validate: Validate): Validate {
  const check: Validate = (data) => {
    if (validate(data)) {
      check.errors = null;
      return true;
    }
    let changed = false;
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      const body = data as Record<string, unknown>;
      for (const error of validate.errors ?? []) {
        const field = /^\/([^/~]+)$/.exec(error.instancePath)?.[1];
        if (error.keyword !== 'type' || field === undefined) continue;
        const read = readAsDrfDoes(String(error.params.type).split(','), body[field]);
        if (read !== undefined) {
          body[field] = read;
          changed = true;
        }
      }
    }
    const valid = changed && validate(data);
    check.errors = valid ? null : validate.errors;
    return valid;
  };
  return check;
}

/** A body validator: typed for JSON, coercing for a multipart form (marked by multipart-bodies). */
function bodyValidator(json: Validate, form: Validate): Validate {
  const validate: Validate = (data) => {
    const chosen = isFormBody(data) ? form : json;
    const valid = chosen(data);
    validate.errors = chosen.errors;
    return valid;
  };
  return validate;
}

/** Fastify's own ajv compiler with the given options (its types name the argument wrongly: it takes the route). */
function ajvCompiler(pool: ReturnType<typeof AjvCompiler>, customOptions: object) {
  return pool({}, { customOptions }) as unknown as (route: Route) => Validate;
}

/**
 * The app's validator compiler: for each route part, the validator its wire format needs (see
 * above). plugins/schema-compilers.ts sets it, compiling each validator on first use.
 */
export function createValidatorCompiler(): (route: Route) => Validate {
  const pool = AjvCompiler();
  const typed = ajvCompiler(pool, STRICT);
  const coercing = ajvCompiler(pool, COERCING);
  return (route) => {
    const wire = refusingInfinity(coercing(route), route.schema);
    return route.httpPart === 'body' ? bodyValidator(readingLikeDrf(typed(route)), wire) : wire;
  };
}
