import { ErrorReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANNA, loggedIn } from '../test-support/checkout-fixtures.js';
import { strict } from '../test-support/strict.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';

/**
 * Issue 22 item 4: a malformed multipart body (no boundary, a body cut short, a broken part header)
 * is the client's fault on every POST route: a 400 in the shop's error shape, never a 500 and
 * never reported as a server error.
 */
let t: TestApp;
let anna: TestClient;
const report = vi.fn();

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' }, { reportError: report });
  anna = await loggedIn(t.app, ANNA);
});

afterAll(async () => {
  await t.close();
});

const BOUNDARY = 'xyzBoundary42';

const malformed: [string, string, string][] = [
  [
    'no boundary',
    'multipart/form-data',
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`,
  ],
  ['cut before any part', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Dispo`],
  [
    'cut after a field',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nWAT 1`,
  ],
  [
    'wrong boundary',
    `multipart/form-data; boundary=${BOUNDARY}`,
    '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
  ],
];

describe('a malformed multipart body', () => {
  it.each(['/api/quick-order/preview', '/api/user', '/api/quick-order/add'])(
    'is a 400 in the shop error shape on POST %s',
    async (url) => {
      for (const [name, type, body] of malformed) {
        const response = await anna.api('POST', url, undefined, {
          rawPayload: Buffer.from(body),
          headers: { 'content-type': type },
        });
        expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
        expect(strict(ErrorReplySchema).parse(response.json()), name).toEqual({
          message: 'Vigane päring.',
          code: 'invalid_multipart',
        });
      }
      expect(report).not.toHaveBeenCalled();
    },
  );

  it('is a 400 for an anonymous visitor too', async () => {
    const stranger = new TestClient(t.app);
    await stranger.page();
    for (const [name, type, body] of malformed) {
      const response = await stranger.api('POST', '/api/login', undefined, {
        rawPayload: Buffer.from(body),
        headers: { 'content-type': type },
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(strict(ErrorReplySchema).parse(response.json())).toEqual({
        message: 'Vigane päring.',
        code: 'invalid_multipart',
      });
    }
    expect(report).not.toHaveBeenCalled();
  });
});
