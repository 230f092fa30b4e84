import { devBootstrapOf } from '../../test-support/page-bootstrap.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient, type StaffTestClient } from '../../test-support/staff-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';

/** Issue 14 content through the real API: roles, validation, sanitising, audit, buyer's view. */
let t: TestApp;
let editor: StaffTestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  editor = await staffClient(t, 'content');
  buyer = new TestClient(t.app);
  expect((await buyer.login('peeter@ehitus.test')).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t.close();
});

const audits = (entity: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

describe('roles', () => {
  it('lets content editors into content and sales staff into the feedback only', async () => {
    const sales = await staffClient(t, 'sales');
    expect((await sales.api('GET', '/api/admin/pages')).statusCode).toBe(403);
    expect((await sales.api('GET', '/api/admin/feedback')).statusCode).toBe(200);
    expect((await editor.api('GET', '/api/admin/feedback')).statusCode).toBe(403);
    const admin = await staffClient(t, 'admin');
    expect((await admin.api('GET', '/api/admin/menu')).statusCode).toBe(200);
    expect((await buyer.api('GET', '/api/admin/pages')).statusCode).toBe(403);
  });
});

describe('static pages', () => {
  it('refuses bad, reserved and taken slugs with Estonian field errors and saves nothing', async () => {
    const before = await t.db.selectFrom('pages').select('id').execute();
    const cases: [string, string][] = [
      [
        'Hooldus Info',
        'Aadress võib sisaldada vaid väiketähti a–z, numbreid ja sidekriipse (nt hooldus-ja-garantii).',
      ],
      [
        'hooldus--info',
        'Aadress võib sisaldada vaid väiketähti a–z, numbreid ja sidekriipse (nt hooldus-ja-garantii).',
      ],
      ['kontakt', 'See aadress on e-poes juba kasutusel, vali teine.'],
      ['haldus', 'See aadress on e-poes juba kasutusel, vali teine.'],
      ['eripakkumised', 'Sellise aadressiga leht on juba olemas.'],
    ];
    for (const [slug, message] of cases) {
      const response = await editor.api('POST', '/api/admin/pages', {
        slug,
        title: 'X',
        content: '<p>x</p>',
      });
      expect(response.statusCode, slug).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({ slug: [message] });
    }
    const empty = await editor.api('POST', '/api/admin/pages', {});
    expect(Object.keys(empty.json<{ errors: object }>().errors).sort()).toEqual(['content', 'slug', 'title']);
    expect(await t.db.selectFrom('pages').select('id').execute()).toHaveLength(before.length);
  });

  it('creates a sanitised page that the buyer’s router gets in the next bootstrap, with its audit entry', async () => {
    const created = await editor.api('POST', '/api/admin/pages', {
      slug: 'paigaldus',
      title: 'Paigaldus',
      content:
        '<h2>Paigaldus</h2><p onclick="steal()">Tellige <b>paigaldus</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    expect(created.statusCode).toBe(200);
    const page = created.json<{ data: { id: number; content: string } }>().data;
    expect(page.content).not.toMatch(/script|onclick|onerror/);
    expect((await devBootstrapOf(buyer)).pages).toContain('paigaldus');
    const served = await buyer.api('GET', '/api/pages/slug/paigaldus');
    expect(served.json()).toMatchObject({
      data: { title: 'Paigaldus', content: expect.stringContaining('paigaldus') },
    });
    const [entry] = await audits('page');
    expect(entry).toMatchObject({
      staff_id: editor.staff.id,
      action: 'page.create',
      entity_id: String(page.id),
    });
    expect(entry?.before_json).toBeNull();
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ slug: 'paigaldus', content: page.content });

    const list = await editor.api('GET', '/api/admin/pages?q=paigald&sort=title&dir=asc');
    expect(list.json()).toMatchObject({ meta: { total: 1 }, data: [{ slug: 'paigaldus' }] });

    expect((await editor.api('POST', `/api/admin/pages/${page.id}/delete`, {})).statusCode).toBe(200);
    expect((await buyer.api('GET', '/api/pages/slug/paigaldus')).statusCode).toBe(404);
    expect((await audits('page')).map((a) => a.action)).toEqual(['page.create', 'page.delete']);
  });
});

describe('news', () => {
  it('keeps a draft from buyers and shows it once published', async () => {
    const body = {
      title: 'Talvine laovalik',
      date: '2026-01-05',
      excerpt: '',
      content: '<p>Uued mudelid</p>',
      published: false,
    };
    const created = await editor.api('POST', '/api/admin/news', body);
    expect(created.statusCode).toBe(200);
    const item = created.json<{ data: { id: number; url: string } }>().data;
    const buyerTitles = async () =>
      (await buyer.api('GET', '/api/news?per_page=100'))
        .json<{ data: { title: string }[] }>()
        .data.map((n) => n.title);
    expect(await buyerTitles()).not.toContain('Talvine laovalik');
    expect(
      (await editor.api('POST', `/api/admin/news/${item.id}`, { ...body, published: true })).statusCode,
    ).toBe(200);
    expect(await buyerTitles()).toContain('Talvine laovalik');
    expect((await buyer.api('GET', `/api/news/${item.url}`)).statusCode).toBe(200);
    const entries = await audits('news');
    expect(entries.map((a) => a.action)).toEqual(['news.create', 'news.update']);
    expect(JSON.parse(entries[1]?.before_json ?? '{}')).toMatchObject({ published: false });
    expect(JSON.parse(entries[1]?.after_json ?? '{}')).toMatchObject({ published: true });
  });

  it('refuses an impossible date', async () => {
    const response = await editor.api('POST', '/api/admin/news', {
      title: 'X',
      date: '2026-02-30',
      content: '<p>x</p>',
      published: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toHaveProperty('errors.date');
  });
});

describe('menu, footer and help contacts', () => {
  it('serves a saved menu to buyers (API and bootstrap) and goes back to the categories on reset', async () => {
    const fromCategories = (await buyer.api('GET', '/api/categories/menu')).json<{ data: unknown[] }>().data;
    const initial = await editor.api('GET', '/api/admin/menu');
    expect(initial.json()).toMatchObject({ data: { custom: false } });
    const items = [
      { title: 'Pakkumised', url: '/eripakkumised', two_columns: false, links: [], children: [] },
      {
        title: 'Köök',
        url: '',
        two_columns: true,
        links: [],
        children: [
          { title: 'Pliidid', url: '/pliidid', links: [{ label: 'Bosch', url: '/pliidid/b:bosch' }] },
        ],
      },
    ];
    const saved = await editor.api('POST', '/api/admin/menu', { items });
    expect(saved.statusCode).toBe(200);
    const menu = (await buyer.api('GET', '/api/categories/menu')).json<{ data: unknown[] }>().data;
    expect(menu).toMatchObject([
      { title: 'Pakkumised', url: '/eripakkumised', children: [] },
      {
        title: 'Köök',
        url: null,
        two_columns: true,
        children: [{ title: 'Pliidid', links: { Bosch: '/pliidid/b:bosch' } }],
      },
    ]);
    expect((await devBootstrapOf(buyer)).menu).toEqual(menu);

    const reset = await editor.api('POST', '/api/admin/menu/reset', {});
    expect(reset.json()).toMatchObject({ data: { custom: false } });
    expect((await buyer.api('GET', '/api/categories/menu')).json<{ data: unknown[] }>().data).toEqual(
      fromCategories,
    );
    expect((await audits('menu')).map((a) => a.action)).toEqual(['menu.update', 'menu.reset']);
  });

  it('refuses a menu item without a title or with a bad address, keyed by its place', async () => {
    const response = await editor.api('POST', '/api/admin/menu', {
      items: [{ title: '', url: 'javascript:alert(1)', children: [{ title: 'A', url: 'pole-kaldkriipsu' }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'items.0.children.0.url',
      'items.0.title',
      'items.0.url',
    ]);
    expect(await t.db.selectFrom('menu_items').select('id').execute()).toEqual([]);
  });

  it('saves the footer sanitised and the help contacts, and the next bootstrap shows both', async () => {
    const footer = await editor.api('POST', '/api/admin/footer', {
      content: '<p>Kodumasinad AS, Tallinn</p><script>alert(1)</script><a href="javascript:x()">x</a>',
    });
    expect(footer.statusCode).toBe(200);
    const contacts = await editor.api('POST', '/api/admin/help-contacts', {
      phone_1: '+372 600 9999',
      phone_2: '',
      email: 'tellimused@kodumasinad.ee',
    });
    expect(contacts.json()).toEqual({
      data: { phone_1: '+372 600 9999', phone_2: '', email: 'tellimused@kodumasinad.ee' },
    });
    const bootstrap = await devBootstrapOf(buyer);
    expect(bootstrap.footer?.content).toContain('Kodumasinad AS, Tallinn');
    expect(bootstrap.footer?.content).not.toMatch(/script|javascript:/);
    expect(bootstrap.contacts).toMatchObject({
      phones: ['+372 600 9999'],
      email: 'tellimused@kodumasinad.ee',
    });
    expect(JSON.parse((await audits('help_contacts'))[0]?.before_json ?? '{}')).toEqual({
      phone_1: '+372 600 1234',
      phone_2: '+372 600 1235',
      email: 'hulgimuuk@kodumasinad.ee',
    });

    const bad = await editor.api('POST', '/api/admin/help-contacts', { phone_1: 'helista', email: 'pole' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['email', 'phone_1']);
  });

  it('refuses an empty footer body by field and keeps the saved footer', async () => {
    await editor.api('POST', '/api/admin/footer', { content: '<p>Kodumasinad AS, Tallinn</p>' });
    for (const body of [{}, { content: '' }]) {
      const empty = await editor.api('POST', '/api/admin/footer', body);
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ errors: { content: ['Jaluse sisu on nõutud väli.'] } });
    }
    const bootstrap = await devBootstrapOf(buyer);
    expect(bootstrap.footer?.content).toContain('Kodumasinad AS, Tallinn');
  });
});
