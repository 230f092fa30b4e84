import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@kodumasinad/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Issue 9: nobody can make the server render and store every picture variant. */
let t: TestApp;
let urls: string[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IMAGE_RENDERS: '4' });
  const rows = await t.db.selectFrom('products').select('url').orderBy('id').limit(6).execute();
  urls = rows.map((row) => row.url);
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, ip: string) =>
  t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers: { accept: 'image/webp,*/*' } });

const cached = (...parts: string[]) => existsSync(join(t.dataDir, 'images-cache', ...parts));

describe('bounded picture rendering', () => {
  it('serves only the sizes the web app asks for', () => {
    expect(IMAGE_SIZES).toEqual([100, 200, 300, 600]);
  });

  it('refuses another format of a product picture before drawing anything', async () => {
    const response = await get(`/images/300/products/${urls[5]}.gif`, '10.1.0.9');
    expect(response.statusCode).toBe(404);
    expect(cached('drawings', 'products', `${urls[5]}.png`)).toBe(false);
  });

  it('gives each address a share of renders, while cached pictures stay free for everyone', async () => {
    // A first product: its drawing and one variant are two renders.
    expect((await get(`/images/300/products/${urls[0]}.webp`, '10.1.0.1')).statusCode).toBe(200);
    expect((await get(`/images/100/products/${urls[0]}.webp`, '10.1.0.1')).statusCode).toBe(200);
    expect((await get(`/images/200/products/${urls[0]}.webp`, '10.1.0.1')).statusCode).toBe(200);
    const refused = await get(`/images/600/products/${urls[0]}.webp`, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(cached('600', 'products', `${urls[0]}.webp`)).toBe(false);

    for (let i = 0; i < 5; i += 1) {
      expect((await get(`/images/300/products/${urls[0]}.webp`, '10.1.0.1')).statusCode).toBe(200);
    }
    expect((await get(`/images/600/products/${urls[0]}.webp`, '10.1.0.2')).statusCode).toBe(200);
  });
});

describe('the picture cache', () => {
  let capped: TestApp;

  beforeAll(async () => {
    capped = await createTestApp({ IMAGE_CACHE_MB: '1' });
  });

  afterAll(async () => {
    await capped.close();
  });

  it('stays under its cap by removing the oldest files', async () => {
    const oldDir = join(capped.dataDir, 'images-cache', '300', 'products');
    mkdirSync(oldDir, { recursive: true });
    const old = join(oldDir, 'vana-toode.webp');
    writeFileSync(old, Buffer.alloc(1024 * 1024, 1));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(old, longAgo, longAgo);

    const response = await capped.app.inject({ method: 'GET', url: `/images/300/products/${urls[1]}.webp` });
    expect(response.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (existsSync(old) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(old)).toBe(false);
    expect(readdirSync(oldDir)).toContain(`${urls[1]}.webp`);
  });
});
