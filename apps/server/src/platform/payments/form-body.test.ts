import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseFormBody, registerFormBodyParser } from './form-body.js';

describe('parseFormBody', () => {
  it('decodes UTF-8 form fields and keeps repeated names as arrays', () => {
    const body = parseFormBody('VK_MSG=T%C3%B5nu+%26+%C3%95ie&VK_REF=1&VK_REF=2&empty=');
    expect(body).toEqual({ VK_MSG: 'Tõnu & Õie', VK_REF: ['1', '2'], empty: '' });
  });

  it('keeps __proto__ as a plain field', () => {
    const body = parseFormBody('__proto__=x&a=1');
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(body.__proto__).toBe('x');
  });
});

describe('registerFormBodyParser', () => {
  it('parses forms in its scope only, and twice is harmless', async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      registerFormBodyParser(scope);
      registerFormBodyParser(scope);
      scope.post('/bank', async (request) => request.body);
    });
    app.post('/api/other', async (request) => request.body);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const inside = await app.inject({ method: 'POST', url: '/bank', headers: form, payload: 'VK_STAMP=1' });
    expect(inside.json()).toEqual({ VK_STAMP: '1' });
    const outside = await app.inject({
      method: 'POST',
      url: '/api/other',
      headers: form,
      payload: 'VK_STAMP=1',
    });
    expect(outside.statusCode).toBe(415);
    await app.close();
  });
});
