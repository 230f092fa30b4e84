import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('/health and /health/ready', () => {
  it('is alive before it is ready, ready once listening, and not ready while draining', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

    const starting = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({
      status: 'starting',
      waiting: ['catalog', 'mail'],
      message: 'Server käivitub.',
    });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode)
      .toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ready' });

    t.app.readiness.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining', message: 'Server lõpetab tööd.' });
    // While draining, every reply closes its connection so the proxy stops reusing it.
    expect(draining.headers['connection']).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    // Reads are refused unprocessed (the proxy retries them elsewhere); writes still run.
    const read = await t.app.inject({ method: 'GET', url: '/api/categories/menu' });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('1');
    const write = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(write.statusCode).not.toBe(503);
  });

  it('behind a proxy refuses reads while starting, so the proxy sends them to a process that is up', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const read = await proxied.app.inject({ method: 'GET', url: '/api/categories/menu' });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({ message: 'Server käivitub. Palun proovi uuesti.' });
      expect((await proxied.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const write = await proxied.app.inject({ method: 'POST', url: '/api/login', payload: {} });
      expect(write.statusCode).not.toBe(503);

      await proxied.app.listen({ port: 0, host: '127.0.0.1' });
      await expect
        .poll(
          async () => (await proxied.app.inject({ method: 'GET', url: '/api/categories/menu' })).statusCode,
        )
        .not.toBe(503);
    } finally {
      await proxied.close();
    }
  });

  it('without a proxy lets a read wait for the catalogue while starting', async () => {
    const direct = await createTestApp();
    try {
      const read = await direct.app.inject({ method: 'GET', url: '/api/categories/menu' });
      expect(read.statusCode).not.toBe(503);
      expect(read.json()).not.toEqual({ message: 'Server käivitub. Palun proovi uuesti.' });
    } finally {
      await direct.close();
    }
  });
});
