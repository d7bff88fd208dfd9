/**
 * How route schemas become functions: validators (plugins/validation.ts) and response
 * serializers (fast-json-stringify, as Fastify's default), each compiled on its first use
 * instead of at start.
 *
 * Fastify compiles a validator for each part of each route's request, and a serializer for each
 * status of its response, as the routes are registered: several hundred functions, most for
 * routes a given server rarely or never serves. Their generated source and code stayed in
 * memory for the life of the process, 10 MB of the 35 MB heap of an idle server, and under load
 * V8 lets the heap grow to a multiple of what stays alive (docs/benchmarks.md, Memory).
 *
 * A schema that cannot compile would then fail on its route's first request rather than at
 * start, so `app.compileSchemasNow()` compiles every one still waiting; the tests call it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { createValidatorCompiler, type Validate } from './validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route schema not compiled yet (plugins/schema-compilers.ts); how many it compiled. */
    compileSchemasNow(): number;
  }
}

type Serialize = (data: unknown) => string;

/** Stand-ins that compile the real function on their first call, and those still waiting to. */
export class CompiledOnFirstUse {
  readonly #waiting = new Set<() => void>();

  /** How many have not compiled yet. */
  get waiting(): number {
    return this.#waiting.size;
  }

  validator(compile: () => Validate): Validate {
    const real = this.#onFirstUse(compile);
    const validate: Validate = (data) => {
      const check = real();
      const valid = check(data);
      // Fastify reads the errors of the last call off the function it was given.
      validate.errors = check.errors;
      return valid;
    };
    return validate;
  }

  serializer(compile: () => Serialize): Serialize {
    const real = this.#onFirstUse(compile);
    return (data) => real()(data);
  }

  /** Compiles every one still waiting; how many. */
  compileAll(): number {
    const waiting = [...this.#waiting];
    for (const compile of waiting) compile();
    return waiting.length;
  }

  /** The compiled function, compiled on the first call. */
  #onFirstUse<F>(compile: () => F): () => F {
    let compiled: F | undefined;
    const compileNow = () => {
      if (compiled === undefined) {
        compiled = compile();
        this.#waiting.delete(compileNow);
      }
    };
    this.#waiting.add(compileNow);
    return () => {
      if (compiled === undefined) compileNow();
      return compiled!;
    };
  }
}

async function schemaCompilers(app: FastifyInstance): Promise<void> {
  const standIns = new CompiledOnFirstUse();
  const validatorFor = createValidatorCompiler();
  app.setValidatorCompiler((route) => standIns.validator(() => validatorFor(route)));
  // What Fastify's default serializer compiler does when no shared schemas were added.
  app.setSerializerCompiler(({ schema }) => standIns.serializer(() => fastJsonStringify(schema as Schema)));
  app.decorate('compileSchemasNow', () => standIns.compileAll());
}

export default fp(schemaCompilers, { name: 'schema-compilers' });
