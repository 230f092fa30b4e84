import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyFacets, listingReply, noCompares, product } from '../../../test/catalog-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
  ...emptyFacets,
  ...noCompares,
};

function listingQueries(fetch: ReturnType<typeof stubFetch>) {
  return fetch.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/search/'))
    .map((url) => `${url.pathname}?${url.searchParams.toString()}`);
}

describe('search results page', () => {
  it('is the category screen in search mode: query instead of category', async () => {
    const fetch = stubFetch({
      ...shell,
      'GET /api/search/category': json(200, listingReply([product(1)], {}, null)),
    });
    renderApp('/otsing/k%C3%BClmik%2060/tootja:bosch?sort=title-asc', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Otsing: "külmik 60"' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    const queries = listingQueries(fetch);
    expect(queries).toContain(
      '/api/search/category?query=k%C3%BClmik+60&filters=tootja%3Abosch&sort=title-asc&per_page=28&page=1',
    );
    expect(queries).toContain('/api/search/properties?query=k%C3%BClmik+60&filters=tootja%3Abosch');
    expect(screen.getByTestId('selected-filters')).toBeTruthy();
  });

  it('ranks by relevance until the buyer picks another order', async () => {
    const fetch = stubFetch({
      ...shell,
      'GET /api/search/category': json(200, listingReply([product(1)], {}, null)),
    });
    renderApp('/otsing/bosch', { user: anna });
    await screen.findAllByTestId('product-card');
    expect(listingQueries(fetch)).toContain('/api/search/category?query=bosch&per_page=28&page=1');
    const sort = screen.getByTestId('sort-select') as HTMLSelectElement;
    expect(sort.value).toBe('');
    expect(sort.options[0]?.text).toBe('Asjakohasuse järgi');
    expect(sort.options).toHaveLength(8);
  });

  it('asks nothing for a phrase under 3 characters', async () => {
    const fetch = stubFetch(shell);
    renderApp('/otsing/pe', { user: anna });
    await screen.findByText('Otsimiseks sisesta vähemalt 3 tähemärki.');
    expect(listingQueries(fetch)).toEqual([]);
  });
});
