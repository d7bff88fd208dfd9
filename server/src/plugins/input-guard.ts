/**
 * Values that pass JSON-schema checks but no database takes: numbers coerced to Infinity
 * ("1e400") and text with NUL characters (PostgreSQL refuses them). Checked once for every
 * route after validation, so each answers 400 naming the field instead of failing in SQL.
 *
 * Also, before validation: `true` or `false` in a JSON body where the field is not a
 * boolean. Type coercion (on, so that "12" counts as 12, as in DRF) would store them as 1
 * and 0, or "true"; DRF refuses them, and so does this.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/errors.js';

function problemOf(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return 'A valid number is required.';
  if (typeof value === 'string' && value.includes('\u0000')) return 'Null characters are not allowed.';
  return undefined;
}

function findProblems(input: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof input !== 'object' || input === null || Buffer.isBuffer(input)) return problems;
  for (const [field, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const problem = problemOf(item);
      if (problem) problems[field] = problem;
    }
  }
  return problems;
}

const NOT_A: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'Not a valid string.',
};

interface FieldSchema {
  type?: string | string[];
}

function misplacedBooleans(request: FastifyRequest): Record<string, string> {
  const problems: Record<string, string> = {};
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return problems;
  const properties = (request.routeOptions.schema?.body as { properties?: Record<string, FieldSchema> } | undefined)?.properties;
  if (!properties) return problems;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'boolean') continue;
    const types = [properties[field]?.type ?? []].flat();
    const expected = types.find((type) => type in NOT_A);
    if (expected && !types.includes('boolean')) problems[field] = NOT_A[expected]!;
  }
  return problems;
}

async function inputGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const problems = misplacedBooleans(request);
    if (Object.keys(problems).length > 0) throw validationError(problems);
  });
  app.addHook('preHandler', async (request) => {
    const problems = { ...findProblems(request.query), ...findProblems(request.params), ...findProblems(request.body) };
    if (Object.keys(problems).length > 0) throw validationError(problems);
  });
}

export default fp(inputGuard, { name: 'input-guard' });
