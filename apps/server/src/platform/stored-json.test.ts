import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn } from '../test-support/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { parseStoredJson, StoredDataError } from './stored-json.js';

describe('parseStoredJson', () => {
  it('parses, checks the shape, and throws for corrupt JSON or a foreign shape', () => {
    expect(parseStoredJson('[1,2]', 'x', z.array(z.number()))).toEqual([1, 2]);
    expect(parseStoredJson('{"a":1}', 'x')).toEqual({ a: 1 });
    expect(() => parseStoredJson('[1,', 'product 7 specs')).toThrow(StoredDataError);
    expect(() => parseStoredJson('[1,', 'product 7 specs')).toThrow(/product 7 specs/);
    expect(() => parseStoredJson('{"a":1}', 'x', z.array(z.number()))).toThrow(StoredDataError);
  });
});

/** Issue 9: corrupt JSON in the database is an error that is logged, not an empty value. */
describe('corrupt stored JSON', () => {
  let t: TestApp;
  const reported: unknown[] = [];
  const logged: { level: number; msg: string; err?: { message: string } }[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      {
        reportError: (error) => reported.push(error),
        logStream: { write: (line) => logged.push(JSON.parse(line) as (typeof logged)[number]) },
      },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  const lastReported = () => reported.at(-1) as Error;

  it('answers a product with unreadable specs with a reported 500, not an empty spec list', async () => {
    const anna = await loggedIn(t.app, ANNA);
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ specs: '[{"label":' }).where('id', '=', product.id).execute();
    const response = await anna.api('GET', `/api/product/${product.id}`);
    expect(response.statusCode).toBe(500);
    expect(lastReported()).toBeInstanceOf(StoredDataError);
    expect(lastReported().message).toBe(`product ${product.id} specs: stored JSON cannot be parsed`);
  });

  it('answers an unreadable checkout draft with a reported 500', async () => {
    const anna = await loggedIn(t.app, ANNA);
    expect((await anna.api('GET', '/api/order')).statusCode).toBe(200);
    await t.db.updateTable('order_drafts').set({ data: '{"contacts":' }).execute();
    const response = await anna.api('GET', '/api/order');
    expect(response.statusCode).toBe(500);
    expect(lastReported().message).toBe('order draft: stored JSON cannot be parsed');
  });

  it('answers an order with unreadable services with a reported 500', async () => {
    const anna = await loggedIn(t.app, ANNA);
    const order = await t.db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('orders').set({ services: 'ei ole json' }).where('id', '=', order.id).execute();
    const response = await anna.api('GET', `/api/orders/${order.id}`);
    expect(response.statusCode).toBe(500);
    expect(lastReported().message).toBe('order services: stored JSON cannot be parsed');
  });

  it('logs a corrupt setting as an error and still serves the page without it', async () => {
    await t.db.updateTable('settings').set({ value: '["+372' }).where('key', '=', 'support_phones').execute();
    const response = await new TestClient(t.app).page();
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"phones":[]');
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'corrupt setting',
        err: expect.objectContaining({
          message: expect.stringContaining('setting support_phones: stored JSON cannot be parsed'),
        }),
      }),
    );
  });
});
