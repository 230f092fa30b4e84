import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { registerTestBank } from './test-bank.routes.js';

/** The test bank next to the built SPA: its static wildcard and catch-all must not swallow /test-bank. */
describe('test bank routes beside the SPA', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'kms-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-bootstrap--></head></html>',
    );
    t = await createTestApp({ WEB_DIST: webDist, TEST_BANK_ENABLED: 'false' });
    await registerTestBank(t.app, { appUrl: t.config.appUrl, dataDir: t.dataDir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves its script, not the SPA page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/test-bank/auto-submit.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers a browser form post itself, without the /api guards', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test-bank/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'VK_SERVICE=1012',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Makset ei saa teha');
  });

  it('leaves form posts to /api refused as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'xhr_required' });
  });
});
