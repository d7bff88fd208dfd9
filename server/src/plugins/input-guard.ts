/**
 * Values that pass JSON-schema checks but no database takes: numbers coerced to Infinity
 * ("1e400") and text with NUL characters (PostgreSQL refuses them). Checked once for every
 * route after validation, so each answers 400 naming the field instead of failing in SQL.
 */
import type { FastifyInstance } from 'fastify';
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

async function inputGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const problems = { ...findProblems(request.query), ...findProblems(request.params), ...findProblems(request.body) };
    if (Object.keys(problems).length > 0) throw validationError(problems);
  });
}

export default fp(inputGuard, { name: 'input-guard' });
