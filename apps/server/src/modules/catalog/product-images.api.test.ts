import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductDetail } from '@kodumasinad/contract';
import {
  PRODUCT_IMAGE_ORDER_MESSAGE,
  PRODUCT_IMAGE_PIXELS_MESSAGE,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  type ProductImagesReply,
} from '@kodumasinad/contract/admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../db/catalog-version.js';
import { uploadFiles, type MultipartPart } from '../../test-support/multipart.js';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/** Issue 24: a product's picture gallery through the real API, on both databases. */
let t: TestApp;
let manager: StaffTestClient;
let buyer: TestClient;
let productId: number;
let otherProductId: number;

const path = (id = productId) => `/api/admin/products/${id}/images`;

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const part = (data: Buffer, filename: string, type = 'image/png'): MultipartPart => ({
  field: 'files',
  filename,
  data,
  type,
});

const stored = (url: string) => join(t.dataDir, 'storage', url.replace(/^\/images\//, ''));
const filenameOf = async (id: number) =>
  (await t.db.selectFrom('products').select('filename').where('id', '=', id).executeTakeFirstOrThrow())
    .filename;
/** Waits (up to 10 s) until the buyer's view, which follows the catalogue version, shows a change. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}
const buyerProduct = async (id: number) =>
  (await buyer.api('GET', `/api/product/${id}`)).json<{ data: ProductDetail }>().data;

const galleryRows = (id: number) =>
  t.db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('sort').execute();

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffClient(t, 'catalog');
  buyer = new TestClient(t.app);
  expect((await buyer.login('anna@kodumasin.test')).statusCode).toBe(200);
  const products = await t.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
  productId = products[0]!.id;
  otherProductId = products[1]!.id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('roles', () => {
  it('lets only catalogue managers and admins at the gallery', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.page();
    expect((await anonymous.api('GET', path())).statusCode).toBe(401);
    expect((await buyer.api('GET', path())).statusCode).toBe(403);
    const sales = await staffClient(t, 'sales');
    expect((await sales.api('GET', path())).statusCode).toBe(403);
    const refused = await uploadFiles(sales, path(), [part(await picture('png'), 'a.png')]);
    expect(refused.statusCode).toBe(403);
    expect(await galleryRows(productId)).toHaveLength(0);
    const admin = await staffClient(t, 'admin');
    expect((await admin.api('GET', path())).statusCode).toBe(200);
    expect((await manager.api('GET', path(999_999))).statusCode).toBe(404);
  });
});

describe('uploads', () => {
  it('stores several pictures at once, the first becoming the main one for the listings', async () => {
    const versionBefore = await readCatalogVersion(t.db);
    const response = await uploadFiles(manager, path(), [
      part(await picture('jpeg', 60, 40), 'esimene.jpg', 'image/jpeg'),
      part(await picture('png'), 'teine.png'),
      part(await picture('webp'), 'kolmas.webp', 'image/webp'),
      part(await picture('gif'), 'neljas.gif', 'image/gif'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { images } = response.json<ProductImagesReply>();
    expect(images).toHaveLength(4);
    expect(images[0]).toMatchObject({ width: 60, height: 40 });
    expect(images.map((image) => image.url.split('.').pop())).toEqual(['jpg', 'png', 'webp', 'png']);
    for (const image of images) expect(existsSync(stored(image.url))).toBe(true);
    expect(await filenameOf(productId)).toBe(images[0]!.url.replace(/^\/images\//, ''));
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(versionBefore);

    // Served like any stored picture: in the SPEC's sizes and as webp.
    const served = await buyer.api(
      'GET',
      `/images/100/${images[1]!.url.replace(/^\/images\//, '').replace(/\.png$/, '.webp')}`,
    );
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'product')
      .where('action', '=', 'product.images_add')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(productId));
    expect(JSON.parse(audit.before_json ?? 'null')).toEqual({ images: [] });
    expect(JSON.parse(audit.after_json ?? 'null').images).toHaveLength(4);
  });

  it('recognises pictures by content: a text file named .png is refused and nothing is stored', async () => {
    const before = await galleryRows(otherProductId);
    const response = await uploadFiles(manager, path(otherProductId), [
      part(await picture('png'), 'korras.png'),
      part(Buffer.from('See ei ole pilt, vaid tekst.\n'), 'pilt.png'),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      files: [PRODUCT_IMAGE_TYPE_MESSAGE],
    });
    expect(await galleryRows(otherProductId)).toEqual(before);
  });

  it('takes a real picture whatever its name says', async () => {
    const response = await uploadFiles(manager, path(otherProductId), [
      part(await picture('jpeg'), 'dokument.txt', 'text/plain'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImagesReply>().images[0]!.url).toMatch(/\.jpg$/);
  });

  it('refuses a picture of more than 40 megapixels before decoding it', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await uploadFiles(manager, path(otherProductId), [part(huge, 'suur.png')]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      files: [PRODUCT_IMAGE_PIXELS_MESSAGE],
    });
  });

  it('refuses a file over 15 MB by its size', async () => {
    const big = Buffer.concat([await picture('png'), Buffer.alloc(15 * 1024 * 1024 + 10, 1)]);
    const response = await uploadFiles(manager, path(otherProductId), [part(big, 'raske.png')]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      files: [PRODUCT_IMAGE_SIZE_MESSAGE],
    });
  });

  it('takes a file above the general 5 MB upload limit, up to 15 MB', async () => {
    const noisy = await sharp({
      create: {
        width: 2000,
        height: 1700,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(15 * 1024 * 1024);
    const response = await uploadFiles(manager, path(otherProductId), [part(noisy, 'müra.png')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImagesReply>().images.at(-1)).toMatchObject({ width: 2000, height: 1700 });
  });

  it('refuses more files in one request than the route reads, storing none', async () => {
    const before = await galleryRows(otherProductId);
    const small = await picture('png');
    const response = await uploadFiles(
      manager,
      path(otherProductId),
      [1, 2, 3, 4, 5, 6].map((n) => part(small, `${n}.png`)),
    );
    expect(response.statusCode).toBe(413);
    expect(await galleryRows(otherProductId)).toEqual(before);
  });

  it('stores pictures re-encoded, without their EXIF metadata', async () => {
    const withExif = await sharp({
      create: { width: 50, height: 50, channels: 3, background: { r: 10, g: 120, b: 10 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Salajane omanik', Artist: 'Mari Maasikas' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await uploadFiles(manager, path(otherProductId), [
      part(withExif, 'exif.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const images = response.json<ProductImagesReply>().images;
    const file = stored(images[images.length - 1]!.url);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });
});

describe('order and deletion', () => {
  it('reorders the pictures: the new first one becomes the product’s picture', async () => {
    const { images } = (await manager.api('GET', path())).json<ProductImagesReply>();
    const ids = images.map((image) => image.id);
    const reordered = [ids[2]!, ids[0]!, ids[1]!, ids[3]!];
    const versionBefore = await readCatalogVersion(t.db);
    const response = await manager.api('PUT', `${path()}/order`, { ids: reordered });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImagesReply>().images.map((image) => image.id)).toEqual(reordered);
    expect(await filenameOf(productId)).toBe(images[2]!.url.replace(/^\/images\//, ''));
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(versionBefore);

    // The buyer's product page shows the whole gallery in that order; the listing's picture is the main one.
    const main = images[2]!.url.replace(/^\/images\//, '');
    await until(async () => (await buyerProduct(productId)).filename === main);
    const product = await buyerProduct(productId);
    expect(product.images.map((image) => image.url)).toEqual(
      reordered.map((id) => images.find((i) => i.id === id)!.url),
    );
    expect(product.filename).toBe(product.images[0]!.filename);
  });

  it('refuses an order that is not every picture of the product once', async () => {
    const { images } = (await manager.api('GET', path())).json<ProductImagesReply>();
    const ids = images.map((image) => image.id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999], []]) {
      const response = await manager.api('PUT', `${path()}/order`, { ids: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        ids: [PRODUCT_IMAGE_ORDER_MESSAGE],
      });
    }
    expect((await manager.api('GET', path())).json<ProductImagesReply>().images).toEqual(images);
  });

  it('deletes a picture and its file; deleting the main one makes the next the main one', async () => {
    const { images } = (await manager.api('GET', path())).json<ProductImagesReply>();
    const main = images[0]!;
    const response = await manager.api('DELETE', `${path()}/${main.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImagesReply>().images.map((image) => image.id)).toEqual(
      images.slice(1).map((image) => image.id),
    );
    expect(existsSync(stored(main.url))).toBe(false);
    expect(await filenameOf(productId)).toBe(images[1]!.url.replace(/^\/images\//, ''));
    // Another product's picture cannot be deleted through this product.
    const other = (await manager.api('GET', path(otherProductId))).json<ProductImagesReply>().images[0]!;
    expect((await manager.api('DELETE', `${path()}/${other.id}`)).statusCode).toBe(404);
    expect(existsSync(stored(other.url))).toBe(true);
  });

  it('leaves the product without a picture when its last one is deleted', async () => {
    const { images } = (await manager.api('GET', path())).json<ProductImagesReply>();
    for (const image of images) {
      expect((await manager.api('DELETE', `${path()}/${image.id}`)).statusCode).toBe(200);
    }
    expect(await filenameOf(productId)).toBeNull();
    await until(async () => (await buyerProduct(productId)).filename === null);
    expect((await buyerProduct(productId)).images).toEqual([]);
  });
});

describe('the buyer’s product page without a gallery', () => {
  it('shows the product’s own picture as a gallery of one', async () => {
    const row = await t.db
      .selectFrom('products')
      .select(['id', 'filename'])
      .where('id', 'not in', [productId, otherProductId])
      .where('filename', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await buyer.api('GET', `/api/product/${row.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ data: ProductDetail }>().data.images).toEqual([
      { filename: row.filename, url: `/images/${row.filename}`, width: null, height: null },
    ]);
  });
});
