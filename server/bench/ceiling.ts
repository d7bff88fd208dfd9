/**
 * The ceilings for the benchmark (bench/run.ts), bare Fastify routes with nothing else (no
 * database, auth, headers or schema):
 * - `/api/glasses/` returns the catalogue as an object held in memory, which Fastify serialises
 *   on every request: the ceiling the targets are set against;
 * - `/text/api/glasses/` sends the catalogue's JSON text as it is, the most this machine does
 *   for the same reply (the product's catalogue also sends text made once per cached list).
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const catalogueJson = fs.readFileSync(process.env.CATALOGUE_FILE!, 'utf8');
const catalogue: unknown = JSON.parse(catalogueJson);
const app = Fastify({ logger: false });
app.get('/api/glasses/', async () => catalogue);
app.get('/text/api/glasses/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(catalogueJson));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
