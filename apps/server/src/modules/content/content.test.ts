import { NewsItemReplySchema, NewsListReplySchema, PageReplySchema } from '@kodumasinad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { strict } from '../../test-support/strict.js';

let t: TestApp;
let anna: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
});

afterAll(async () => {
  await t.close();
});

describe('pages', () => {
  it('serves the footer hook to anonymous visitors', async () => {
    const client = new TestClient(t.app);
    await client.page();
    const response = await client.api('GET', '/api/pages/hook/footer-b2b');
    expect(response.statusCode).toBe(200);
    const { data } = strict(PageReplySchema).parse(response.json());
    expect(data).toMatchObject({ hook: 'footer-b2b', slug: null });
    expect(data.content).toContain('hulgimuuk@kodumasinad.ee');
  });

  it.each(['eripakkumised', 'hooldus', 'garantii', 'tellimine', 'muugitingimused'])(
    'serves the static page %s',
    async (slug) => {
      const client = new TestClient(t.app);
      const { data } = strict(PageReplySchema).parse(
        (await client.api('GET', `/api/pages/slug/${slug}`)).json(),
      );
      expect(data.slug).toBe(slug);
      expect(data.content.length).toBeGreaterThan(100);
    },
  );

  it('serves the sales terms the checkout links to', async () => {
    const client = new TestClient(t.app);
    const { data } = strict(PageReplySchema).parse(
      (await client.api('GET', '/api/pages/slug/muugitingimused')).json(),
    );
    expect(data.title).toBe('Müügitingimused');
    for (const heading of ['Tellimine ja lepingu sõlmimine', 'Maksmine', 'Omandiõigus', 'Vaidlused']) {
      expect(data.content).toContain(heading);
    }
    // The seller as SELLER_* says, the invoices' registry code and VAT number (decision 063).
    expect(data.content).toContain(
      `Kodumasinad AS (registrikood ${t.config.seller.registryCode}, KMKR ${t.config.seller.vatNumber},`,
    );
    expect(data.content).not.toContain('10123456');
    expect(data.content).not.toContain('{{');
  });

  it('answers 404 for unknown pages and hooks', async () => {
    const client = new TestClient(t.app);
    for (const url of ['/api/pages/slug/puudub', '/api/pages/hook/puudub']) {
      const response = await client.api('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Lehte ei leitud.', code: 'not_found' });
    }
  });

  it('sanitises stored HTML on the way out', async () => {
    await t.db
      .updateTable('pages')
      .set({
        content:
          '<p onclick="steal()">Tere<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.test"></iframe><a href="tel:+3726001234" target="_blank">helista</a>',
      })
      .where('hook', '=', 'footer-b2b')
      .execute();
    const client = new TestClient(t.app);
    const { data } = strict(PageReplySchema).parse(
      (await client.api('GET', '/api/pages/hook/footer-b2b')).json(),
    );
    expect(data.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(data.content).toContain('<p>Tere</p>');
    expect(data.content).toContain('<img src="x" />');
    expect(data.content).toContain(
      '<a href="tel:+3726001234" target="_blank" rel="noopener noreferrer">helista</a>',
    );
  });
});

describe('news', () => {
  it('lists published news newest first with pagination meta', async () => {
    const response = await anna.api('GET', '/api/news?per_page=3');
    expect(response.statusCode).toBe(200);
    const reply = strict(NewsListReplySchema).parse(response.json());
    expect(reply.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(reply.data.map((item) => item.url)).toEqual([
      'uus-kaibemaksumaar-2025',
      'suvine-laoaeg',
      'miele-uued-noudepesumasinad',
    ]);
    const second = strict(NewsListReplySchema).parse(
      (await anna.api('GET', '/api/news?per_page=3&page=2')).json(),
    );
    expect(second.data.map((item) => item.url)).toEqual(['uus-b2b-e-pood']);
  });

  it('hides news published in the future', async () => {
    await t.db
      .insertInto('news')
      .values({
        url: 'tulevik',
        title: 'Tulevik',
        excerpt: '',
        content: '',
        published_at: '2999-01-01T00:00:00.000Z',
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    const reply = strict(NewsListReplySchema).parse((await anna.api('GET', '/api/news')).json());
    expect(reply.data.map((item) => item.url)).not.toContain('tulevik');
    expect((await anna.api('GET', '/api/news/tulevik')).statusCode).toBe(404);
  });

  it('rejects invalid paging with 422', async () => {
    const response = await anna.api('GET', '/api/news?page=0&per_page=abc');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['page', 'per_page']);
  });

  it('finds an item by url and by id', async () => {
    const byUrl = strict(NewsItemReplySchema).parse(
      (await anna.api('GET', '/api/news/suvine-laoaeg')).json(),
    );
    expect(byUrl.data.title).toBe('Lao lahtiolekuajad suvel');
    const byId = strict(NewsItemReplySchema).parse(
      (await anna.api('GET', `/api/news/${byUrl.data.id}`)).json(),
    );
    expect(byId.data.url).toBe('suvine-laoaeg');
  });

  it('answers 404 for unknown items', async () => {
    for (const key of ['99999', 'puudub']) {
      const response = await anna.api('GET', `/api/news/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Uudist ei leitud.', code: 'not_found' });
    }
  });
});
