import { devBootstrapOf } from '../../test-support/page-bootstrap.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import type { AuditActor, AuditChange } from '../admin/core/index.js';
import { AdminNewsService } from './news.service.js';
import { AdminPagesService } from './pages.service.js';

/**
 * The content services on a real database, the buyer's side read through the real app: what the
 * back-office saves is what the buyer's API and page bootstrap serve, without a restart.
 */
let t: TestApp;
const audits: AuditChange[] = [];
const staff: AuditActor = { id: 1 };
let pages: AdminPagesService;
let news: AdminNewsService;

beforeAll(async () => {
  t = await createTestApp();
  const audit = async (_trx: unknown, _staff: AuditActor, entry: AuditChange) => {
    audits.push(entry);
  };
  pages = new AdminPagesService({ db: t.db, audit });
  news = new AdminNewsService({ db: t.db, audit });
});

afterAll(async () => {
  await t.close();
});

async function fieldErrors(work: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(422);
  return (error as AppError).errors ?? {};
}

describe('static pages', () => {
  it('sanitises on save, and the new slug is in the next bootstrap and served', async () => {
    const buyer = new TestClient(t.app);
    expect((await devBootstrapOf(buyer)).pages).not.toContain('hooldusinfo');
    const page = await pages.create(staff, {
      slug: 'hooldusinfo',
      title: 'Hooldusinfo',
      content: '<p onclick="x()">Tere</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    const row = await t.db
      .selectFrom('pages')
      .selectAll()
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/script|onerror|onclick/);
    expect(row.content).toContain('<p>Tere</p>');
    expect((await devBootstrapOf(buyer)).pages).toContain('hooldusinfo');
    const served = await buyer.api('GET', '/api/pages/slug/hooldusinfo');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({
      data: { title: 'Hooldusinfo', content: expect.stringContaining('Tere') },
    });
    expect(audits.at(-1)).toMatchObject({
      action: 'page.create',
      entity: 'page',
      entity_id: page.id,
      before: null,
    });
  });

  it('sanitises on serve what reached the table another way', async () => {
    await t.db
      .updateTable('pages')
      .set({
        content: '<p>Vana</p><script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x">a</a>',
      })
      .where('slug', '=', 'hooldusinfo')
      .execute();
    const body = (await new TestClient(t.app).api('GET', '/api/pages/slug/hooldusinfo')).body;
    expect(body).not.toMatch(/script|javascript:|onmouseover/);
    const list = await pages.list({ page: 1, per_page: 100, q: 'hooldusinfo', sort: 'slug', dir: 'asc' });
    expect(list.meta.total).toBe(1);
    expect(list.data[0]?.content).not.toMatch(/script|javascript:/);
  });

  it('refuses a taken slug, a category slug and content that cleaning empties', async () => {
    const category = await t.db.selectFrom('categories').select('slug').executeTakeFirstOrThrow();
    expect(
      await fieldErrors(pages.create(staff, { slug: 'hooldusinfo', title: 'X', content: '<p>x</p>' })),
    ).toEqual({
      slug: ['Sellise aadressiga leht on juba olemas.'],
    });
    expect(
      await fieldErrors(pages.create(staff, { slug: category.slug, title: 'X', content: '<p>x</p>' })),
    ).toEqual({ slug: ['Sellise aadressiga kategooria on juba olemas.'] });
    expect(
      await fieldErrors(
        pages.create(staff, { slug: 'tyhi', title: 'X', content: '<script>alert(1)</script>' }),
      ),
    ).toEqual({ content: ['Sisu jääb pärast puhastamist tühjaks.'] });
    expect(await t.db.selectFrom('pages').select('id').where('slug', '=', 'tyhi').execute()).toEqual([]);
  });

  it('renames and deletes a page; the old slug stops being served', async () => {
    const [page] = (await pages.list({ page: 1, per_page: 10, q: 'hooldusinfo', sort: 'slug', dir: 'asc' }))
      .data;
    if (page === undefined) throw new Error('no page');
    await pages.update(staff, page.id, { slug: 'hooldus-info', title: 'Hooldus', content: '<p>Uus</p>' });
    const buyer = new TestClient(t.app);
    expect((await buyer.api('GET', '/api/pages/slug/hooldusinfo')).statusCode).toBe(404);
    expect((await buyer.api('GET', '/api/pages/slug/hooldus-info')).statusCode).toBe(200);
    expect(audits.at(-1)).toMatchObject({
      action: 'page.update',
      before: { slug: 'hooldusinfo' },
      after: { slug: 'hooldus-info', content: '<p>Uus</p>' },
    });
    await pages.delete(staff, page.id);
    expect((await buyer.api('GET', '/api/pages/slug/hooldus-info')).statusCode).toBe(404);
    expect((await devBootstrapOf(buyer)).pages).not.toContain('hooldus-info');
  });

  it('keeps the special-offers page at its slug', async () => {
    const row = await t.db
      .selectFrom('pages')
      .select('id')
      .where('slug', '=', 'eripakkumised')
      .executeTakeFirstOrThrow();
    expect(
      await fieldErrors(
        pages.update(staff, row.id, { slug: 'soodus', title: 'Soodus', content: '<p>x</p>' }),
      ),
    ).toHaveProperty('slug');
    await expect(pages.delete(staff, row.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe('news', () => {
  it('shows a published item to buyers and hides it again when unpublished', async () => {
    const buyer = new TestClient(t.app);
    await buyer.login('peeter@ehitus.test');
    const today = new Date().toISOString().slice(0, 10);
    const draft = await news.create(staff, {
      title: 'Uus Bosch sari on müügil',
      date: today,
      excerpt: '',
      content: '<p>Bosch Serie 8 <strong>nüüd laos</strong>.</p><script>alert(1)</script>',
      published: 'false',
    });
    expect(draft).toMatchObject({
      url: 'uus-bosch-sari-on-muugil',
      published: false,
      excerpt: 'Bosch Serie 8 nüüd laos.',
    });
    const titles = async () =>
      (await buyer.api('GET', '/api/news')).json<{ data: { title: string }[] }>().data.map((n) => n.title);
    expect(await titles()).not.toContain('Uus Bosch sari on müügil');
    expect((await buyer.api('GET', `/api/news/${draft.url}`)).statusCode).toBe(404);

    await news.update(staff, draft.id, { ...draft, excerpt: '', published: 'true' });
    expect((await titles())[0]).toBe('Uus Bosch sari on müügil');
    const item = await buyer.api('GET', `/api/news/${draft.url}`);
    expect(item.statusCode).toBe(200);
    expect(item.body).not.toContain('script');

    await news.update(staff, draft.id, { ...draft, excerpt: '', published: '0' });
    expect(await titles()).not.toContain('Uus Bosch sari on müügil');
    expect(audits.filter((a) => a.entity === 'news').map((a) => a.action)).toEqual([
      'news.create',
      'news.update',
      'news.update',
    ]);
  });

  it('gives a second item of the same title its own url, and deletes', async () => {
    const input = {
      title: 'Uus Bosch sari on müügil',
      date: '2025-01-02',
      excerpt: 'Lühidalt',
      content: '<p>x</p>',
      published: '1',
    };
    const second = await news.create(staff, input);
    expect(second.url).toBe('uus-bosch-sari-on-muugil-2');
    expect(second.date).toBe('2025-01-02');
    await news.delete(staff, second.id);
    await expect(news.get(second.id)).rejects.toMatchObject({ status: 404 });
  });
});
