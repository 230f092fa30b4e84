import { screen } from '@testing-library/react';
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
    expect((await screen.findByTestId('message-area')).textContent).toBe('Lehte ei leitud.');
  });
});
