import type { FastifyInstance } from 'fastify';

// Placeholder: being written.
export default async function routes(_app: FastifyInstance): Promise<void> {}
