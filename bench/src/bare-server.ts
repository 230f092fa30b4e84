import Fastify from 'fastify';

/** The ceiling: a bare Fastify endpoint replying with the same bytes as the measured call. */
export async function startBareServer(port: number, body: string) {
  const app = Fastify({ logger: false });
  app.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => app.close() };
}
