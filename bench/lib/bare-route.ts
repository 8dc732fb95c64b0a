// The framework's ceiling, a baseline for ingest: a bare Fastify route answering GET /e/:slug with
// the same bytes the product's page sends (read from a file), no logging, no database, as a
// process of its own. Started by bench/ingest.ts:
//   node --import tsx bench/lib/bare-route.ts <page.html> <port>
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const page = await readFile(file!, 'utf8');
const app = Fastify({ logger: false });
app.get('/e/:slug', (_request, reply) => {
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('ready');
