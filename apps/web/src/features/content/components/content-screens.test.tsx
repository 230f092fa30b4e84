import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu, peeter } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { emptyHomeProducts } from '../../../test/catalog-fixtures';

const news = {
  id: 4,
  url: 'uus-hinnakiri',
  title: 'Uus hinnakiri',
  excerpt: 'Hinnad muutuvad.',
  content: '<p>Alates juulist kehtib uus hinnakiri.</p><script>window.hacked = 1</script>',
  published_at: '2025-06-30T22:30:00.000Z',
};

const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
  ...emptyHomeProducts,
};

describe('home', () => {
  it('greets with the company, links the account pages and lists the latest news', async () => {
    stubFetch({
      ...shell,
      'GET /api/news': json(200, {
        data: [news],
        meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 },
      }),
    });
    renderApp('/', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Tere, Anna Tamm!' });
    expect(screen.getByText('Kodumasin Pluss OÜ', { selector: 'strong' })).toBeTruthy();
    const quick = screen.getByRole('navigation', { name: 'Kiirlingid' });
    expect([...quick.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/tellimused',
      '/arved',
      '/pakkumised',
      '/kontakt',
    ]);
    const link = await screen.findByRole('link', { name: 'Uus hinnakiri' });
    expect(link.getAttribute('href')).toBe('/uudised/uus-hinnakiri');
    // 22:30 UTC on 30 June is 1 July in Tallinn.
    expect(screen.getByText('01.07.2025')).toBeTruthy();
  });

  it('leaves out offers without can_offers', async () => {
    stubFetch({
      ...shell,
      'GET /api/news': json(200, {
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 },
      }),
    });
    renderApp('/', { user: peeter });
    await screen.findByText('Uudiseid pole.');
    const quick = screen.getByRole('navigation', { name: 'Kiirlingid' });
    expect(quick.querySelector('a[href="/pakkumised"]')).toBeNull();
  });
});

describe('news item and static page', () => {
  it('shows a news item with sanitised content', async () => {
    stubFetch({ ...shell, 'GET /api/news/uus-hinnakiri': json(200, { data: news }) });
    renderApp('/uudised/uus-hinnakiri', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Uus hinnakiri' });
    expect(screen.getByText('Alates juulist kehtib uus hinnakiri.')).toBeTruthy();
    expect(document.querySelector('main script')).toBeNull();
  });

  it('shows the 404 page when the static page does not exist', async () => {
    stubFetch({ ...shell, 'GET /api/pages/slug/garantii': json(404, { message: 'Lehte ei leitud.' }) });
    renderApp('/garantii');
    await screen.findByRole('heading', { level: 1, name: 'Lehte ei leitud' });
    expect(screen.queryByTestId('message-area')).toBeNull();
  });

  it('shows the 404 page alone for an unknown news item', async () => {
    stubFetch({ ...shell, 'GET /api/news/olematu': json(404, { message: 'Uudist ei leitud.' }) });
    renderApp('/uudised/olematu', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Lehte ei leitud' });
    expect(screen.queryByTestId('message-area')).toBeNull();
  });
});

describe('news list', () => {
  const item = (id: number) => ({
    ...news,
    id,
    url: `uudis-${id}`,
    title: `Uudis number ${id}`,
    excerpt: `Lühidalt uudisest ${id}.`,
  });

  function stubNews() {
    return stubFetch({
      ...shell,
      'GET /api/news': (_init, url) => {
        const page = Number(url.searchParams.get('page') ?? '1');
        const perPage = Number(url.searchParams.get('per_page'));
        const ids = page === 1 ? [12, 11] : [10];
        return json(200, {
          data: ids.map(item),
          meta: { current_page: page, last_page: 2, per_page: perPage, total: 3 },
        });
      },
    });
  }

  it('lists the news a page at a time, each linking to its page', async () => {
    const fetch = stubNews();
    const { router } = renderApp('/uudised', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Uudised' });
    const first = await screen.findByRole('link', { name: 'Uudis number 12' });
    expect(first.getAttribute('href')).toBe('/uudised/uudis-12');
    expect(screen.getAllByTestId('news-row')).toHaveLength(2);
    const newsCall = fetch.mock.calls.map(([input]) => String(input)).find((u) => u.startsWith('/api/news'));
    const asked = new URL(newsCall ?? '', 'http://localhost');
    expect(asked.searchParams.get('per_page')).toBe('10');

    const next = screen.getByTestId('pagination-next');
    expect(next.getAttribute('href')).toBe('/uudised?page=2');
    fireEvent.click(next);
    await screen.findByRole('link', { name: 'Uudis number 10' });
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getAllByTestId('news-row')).toHaveLength(1);
  });

  it('is linked from the home page', async () => {
    stubNews();
    renderApp('/', { user: anna });
    const all = await screen.findByRole('link', { name: 'Kõik uudised' });
    expect(all.getAttribute('href')).toBe('/uudised');
  });

  it('needs a login', async () => {
    stubNews();
    const { router } = renderApp('/uudised');
    await screen.findByRole('heading', { level: 1, name: 'Sisselogimine' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
