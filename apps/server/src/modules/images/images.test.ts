import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  const product = await t.db.selectFrom('products').select('url').orderBy('id').executeTakeFirstOrThrow();
  url = product.url;
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { accept: 'image/webp,*/*', ...headers } });

describe('GET /images/{size}/{path}', () => {
  it('draws a product picture on first request, resizes it to webp and serves it from the cache after', async () => {
    const response = await get(`/images/300/products/${url}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 300 });

    const source = join(t.dataDir, 'images-cache', 'drawings', 'products', `${url}.png`);
    const cached = join(t.dataDir, 'images-cache', '300', 'products', `${url}.webp`);
    expect(existsSync(source)).toBe(true);
    const cachedAt = statSync(cached).mtimeMs;

    // Without its source the picture can only come from the cache.
    rmSync(source);
    const again = await get(`/images/300/products/${url}.webp`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(statSync(cached).mtimeMs).toBe(cachedAt);
    expect(again.headers.etag).toBe(response.headers.etag);
    const notModified = await get(`/images/300/products/${url}.webp`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('serves the stored size, and the picture in its own format and in webp only', async () => {
    const original = await get(`/images/products/${url}.png`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 800 });
    const png = await get(`/images/100/products/${url}.png`);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 100 });
    for (const other of [`/images/100/products/${url}.jpg`, `/images/products/${url}.gif`]) {
      const response = await get(other);
      expect(response.statusCode, other).toBe(404);
      expect(response.json()).toEqual({ message: 'Pilti ei leitud.', code: 'not_found' });
    }
  });

  it('serves uploaded files from the storage', async () => {
    mkdirSync(join(t.dataDir, 'storage', 'logos'), { recursive: true });
    const file = join(t.dataDir, 'storage', 'logos', 'firma.png');
    await sharp({ create: { width: 240, height: 120, channels: 3, background: '#336699' } })
      .png()
      .toFile(file);
    const stored = await get('/images/logos/firma.png');
    expect(stored.statusCode).toBe(200);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 240, height: 120 });
    const small = await get('/images/100/logos/firma.webp');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 100,
      height: 50,
    });
    // Never enlarged beyond the stored size.
    const large = await get('/images/600/logos/firma.png');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 240 });
  });

  it('answers an unknown picture with the fallback picture and a short cache', async () => {
    for (const [path, type, width] of [
      ['/images/products/puuduv-toode.png', 'image/png', 800],
      ['/images/200/logos/puudub.webp', 'image/webp', 200],
      ['/images/100/muu/kaust/pilt.jpg', 'image/jpeg', 100],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
  });

  it.each([
    '/images/..%2F..%2Fapp-secret',
    '/images/300/..%2F..%2Fapp-secret.png',
    '/images/products/..%2F..%2F..%2Fetc%2Fpasswd.png',
    '/images//etc/passwd.png',
    '/images/.hidden.png',
    '/images/products/x.svg',
    '/images/products/x',
    '/images/123/products/x.png',
    '/images/75/products/x.png',
    '/images/800/products/x.png',
    '/images/300/',
    '/images/products/x%00.png',
  ])('rejects %s', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Vigane pildi aadress.', code: 'bad_image_path' });
  });

  it.each([
    '/images/300/../../app-secret.png',
    '/images/../kodumasinad.sqlite',
    '/images/%2E%2E/kodumasinad.sqlite',
    '/images/storage/%2E%2E/%2E%2E/kodumasinad.sqlite.png',
  ])('never leaves the image folders for %s', async (path) => {
    const response = await get(path);
    expect(response.rawPayload.subarray(0, 15).toString('latin1')).not.toBe('SQLite format 3');
    // A path that climbs out of /images is normalised to one outside it: the shop's page (never a
    // cached file) or a 404.
    if (response.statusCode === 200) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    } else expect([400, 404]).toContain(response.statusCode);
  });
});
