import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyFacets, listingReply, noCompares, product } from '../../../test/catalog-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const page = {
  id: 3,
  slug: 'eripakkumised',
  hook: null,
  title: 'Eripakkumised',
  content: '<p>Kuu parimad pakkumised.</p>',
};

const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
  'GET /api/pages/slug/eripakkumised': json(200, { data: page }),
};

describe('special offers page', () => {
  it('shows the page text, then the listing of campaign products with its filters in the path', async () => {
    const fetch = stubFetch({
      ...shell,
      ...emptyFacets,
      ...noCompares,
      'GET /api/search/category': json(200, listingReply([product(1)], { last_page: 2, total: 30 }, null)),
    });
    renderApp('/eripakkumised/tootja:bosch', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Eripakkumised' });
    expect(screen.getByText('Kuu parimad pakkumised.')).toBeTruthy();
    const listing = await screen.findByRole('region', { name: 'Tooted' });
    expect(await within(listing).findAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByTestId('pagination-next').getAttribute('href')).toBe(
      '/eripakkumised/tootja:bosch?page=2',
    );
    const call = fetch.mock.calls
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .find((url) => url.pathname === '/api/search/category');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      special: '1',
      filters: 'tootja:bosch',
      per_page: '28',
      page: '1',
    });
  });

  it('shows only the page text to a visitor who is not logged in', async () => {
    const fetch = stubFetch(shell);
    renderApp('/eripakkumised');
    await screen.findByRole('heading', { level: 1, name: 'Eripakkumised' });
    expect(screen.queryByRole('region', { name: 'Tooted' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).startsWith('/api/search/'))).toBe(false);
  });
});
