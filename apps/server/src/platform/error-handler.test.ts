import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { AppError } from './errors.js';

async function appThrowing(error: unknown) {
  const report = vi.fn();
  const app = Fastify({ logger: false });
  registerErrorHandler(app, report);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { response, report };
}

describe('the error handler', () => {
  it('answers an AppError with its status, code, field errors and headers', async () => {
    const { response, report } = await appThrowing(
      new AppError(429, 'rate_limited', 'Oota.', { email: ['Liiga palju.'] }, { 'retry-after': '60' }),
    );
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      message: 'Oota.',
      code: 'rate_limited',
      errors: { email: ['Liiga palju.'] },
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('hides an unexpected error behind a generic Estonian 500 and reports it with the request id', async () => {
    const { response, report } = await appThrowing(new Error('SQLITE_CORRUPT: secret details'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Midagi läks valesti. Palun proovi hiljem uuesti.',
      code: 'server_error',
    });
    expect(response.body).not.toContain('SQLITE');
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.any(String));
  });

  it('treats a thrown non-error value as unexpected', async () => {
    const { response } = await appThrowing('just a string');
    expect(response.statusCode).toBe(500);
  });
});
