import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** The bare endpoint's process (see bare-server.ts): one route replying with the file's bytes. */
const body = readFileSync(process.env.BARE_BODY ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
console.log('listening');
