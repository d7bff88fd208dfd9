/**
 * The ceiling for the benchmark: a bare Fastify route that returns the catalogue JSON from
 * memory, nothing else (no database, auth, helmet or schema). Run by bench/run.ts.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const catalogue: unknown = JSON.parse(fs.readFileSync(process.env.CATALOGUE_FILE!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/glasses/', async () => catalogue);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
