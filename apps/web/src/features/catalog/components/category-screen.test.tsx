import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loaderStore } from '../../../lib/state/loader';
import {
  emptyHomeProducts,
  listingReply,
  noCompares,
  pesumasinad,
  product,
} from '../../../test/catalog-fixtures';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const facets = {
  'GET /api/search/properties': json(200, {
    data: [
      {
        code: 'tootja',
        name: 'Tootja',
        values: [
          { value: 'bosch', label: 'Bosch', count: 12, selected: false },
          { value: 'aeg', label: 'AEG', count: 0, selected: false },
        ],
      },
      {
        code: 'energiaklass',
        name: 'Energiaklass',
        values: [{ value: 'a', label: 'A', count: 7, selected: false }],
      },
    ],
  }),
  'GET /api/search/measures': json(200, {
    data: [
      {
        code: 'laius',
        name: 'Laius',
        unit: 'cm',
        values: [{ value: '60', label: '60', count: 5, selected: false }],
      },
    ],
  }),
  'GET /api/search/value-ranges': json(200, {
    data: [
      {
        code: 'muratase',
        name: 'Müratase',
        unit: 'dB',
        min: 38,
        max: 52,
        selected_min: null,
        selected_max: null,
      },
    ],
  }),
  'GET /api/search/price-range': json(200, {
    data: { min: 19990, max: 189900, selected_min: null, selected_max: null },
  }),
  'GET /api/search/selected-filters': (_init: RequestInit, url: URL) =>
    json(200, {
      data: url.searchParams.get('filters')
        ? [
            { code: 'laius', name: 'Laius', label: '60 cm', remove: 'tootja:bosch' },
            { code: 'tootja', name: 'Tootja', label: 'Bosch', remove: 'laius:60' },
          ]
        : [],
    }),
};

const discounted = product(2, {
  price: 80000,
  price_vat: 99200,
  discount_start: '2000-01-01',
  discount_end: '2999-12-31',
});

function stubListing(extra = {}) {
  let loadingDuringListing: number[] = [];
  const fetch = stubFetch({
    'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
    'GET /api/categories/menu': json(200, { data: menu }),
    ...emptyHomeProducts,
    ...facets,
    ...noCompares,
    'GET /api/search/category': (_init, url) => {
      loadingDuringListing.push(loaderStore.get().loading);
      const page = Number(url.searchParams.get('page'));
      return json(
        200,
        listingReply(
          [product(page * 10 + 1), discounted],
          { current_page: page, last_page: 3, total: 70 },
          {
            ...pesumasinad,
            children: [{ slug: 'pesumasinad-eest', title: 'Eestpoolt täidetavad', count: 40 }],
          },
        ),
      );
    },
    ...extra,
  });
  return {
    fetch,
    loading: () => loadingDuringListing,
    resetLoading: () => (loadingDuringListing = []),
  };
}

const listingCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname === '/api/search/category')
    .map((url) => Object.fromEntries(url.searchParams));

async function cards() {
  return screen.findAllByTestId('product-card');
}

describe('category screen', () => {
  it('shows breadcrumbs, title, subcategories with counts, products and filter groups', async () => {
    stubListing();
    renderApp('/pesumasinad', { user: anna });
    await screen.findByRole('heading', { level: 1, name: 'Pesumasinad' });
    const crumbs = screen.getByRole('navigation', { name: 'Asukoht' });
    expect(within(crumbs).getByRole('link', { name: 'Pesu ja kuivatus' }).getAttribute('href')).toBe(
      '/pesu-ja-kuivatus',
    );
    const sub = screen.getByRole('link', { name: /Eestpoolt täidetavad/ });
    expect(sub.textContent).toContain('(40)');
    const [first, second] = await cards();
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Bosch pesumasin WAV28K911ME' }),
    ).toBeTruthy();
    expect(first?.textContent).toContain('WAV28K911ME');
    expect(within(second as HTMLElement).getByTestId('price-old').textContent).toBe('1\u00a0000,00\u00a0€');
    expect(within(second as HTMLElement).getByTestId('price-current').className).toContain('text-red-700');
    expect(screen.getByText('70 toodet')).toBeTruthy();

    const brand = await screen.findByTestId('filter-group-tootja');
    expect(brand.textContent).toContain('Tootja');
    expect(within(brand).getByRole('checkbox', { name: /Bosch/ }).closest('label')?.textContent).toContain(
      '(12)',
    );
    expect(within(brand).getByRole<HTMLInputElement>('checkbox', { name: /AEG/ }).disabled).toBe(true);
    expect(
      within(screen.getByTestId('filter-group-laius')).getByRole('checkbox', { name: /60 cm/ }),
    ).toBeTruthy();
    expect(within(screen.getByTestId('filter-group-hind')).getByLabelText('Hind alates')).toBeTruthy();
    expect(within(screen.getByTestId('filter-group-muratase')).getByLabelText('Müratase kuni')).toBeTruthy();
    const sort = screen.getByTestId<HTMLSelectElement>('sort-select');
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Hinna järgi kasvavalt',
      'Hinna järgi kahanevalt',
      'Nime järgi kasvavalt',
      'Nime järgi kahanevalt',
      'Koodi järgi kasvavalt',
      'Koodi järgi kahanevalt',
      'Soodustuse järgi kahanevalt',
    ]);
    const perPage = screen.getByTestId<HTMLSelectElement>('per-page-select');
    expect([...perPage.options].map((option) => option.value)).toEqual(['28', '48', '96']);
  });

  it('asks the listing with category, sort, per_page and page, as a search-type call', async () => {
    const stub = stubListing();
    renderApp('/pesumasinad?sort=code-desc&per_page=48&page=2', { user: anna });
    await cards();
    await waitFor(() =>
      expect(screen.getAllByTestId('compare-toggle')[0]?.hasAttribute('disabled')).toBe(false),
    );
    // Many compare buttons stand together on a listing: each names its product (issue 10).
    const titles = screen
      .getAllByTestId('product-card')
      .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    const toggles = screen
      .getAllByTestId('compare-toggle')
      .map((toggle) => toggle.getAttribute('aria-label'));
    expect(toggles).toEqual(titles.map((title) => `Lisa võrdlusesse: ${title}`));
    expect(listingCalls(stub.fetch)).toEqual([
      { category: 'pesumasinad', sort: 'code-desc', per_page: '48', page: '2' },
    ]);
    stub.resetLoading();
    fireEvent.click(screen.getByTestId('pagination-next'));
    await screen.findByRole('link', { name: 'Bosch pesumasin WAV28K931ME' });
    expect(stub.loading()).toEqual([0]);
    expect(loaderStore.get().loading).toBe(0);
  });

  it('toggling a brand puts it into the path and goes back to page 1', async () => {
    const stub = stubListing();
    const { router } = renderApp('/pesumasinad?sort=title-asc&page=2', { user: anna });
    const brand = await screen.findByTestId('filter-group-tootja');
    const bosch = within(brand).getByRole<HTMLInputElement>('checkbox', { name: /Bosch/ });
    fireEvent.click(bosch);
    expect(bosch.checked).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pesumasinad/tootja:bosch'));
    expect(router.state.location.search).toBe('?sort=title-asc');
    await waitFor(() =>
      expect(listingCalls(stub.fetch).at(-1)).toEqual({
        category: 'pesumasinad',
        filters: 'tootja:bosch',
        sort: 'title-asc',
        per_page: '28',
        page: '1',
      }),
    );
    const facetCall = calls(stub.fetch, 'GET /api/search/properties');
    expect(facetCall.length).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('filter-group-tootja')).getByRole<HTMLInputElement>('checkbox', {
          name: /Bosch/,
        }).checked,
      ).toBe(true),
    );
  });

  it('sort and page size go into the query and restart from page 1', async () => {
    stubListing();
    const { router } = renderApp('/pesumasinad/tootja:bosch?page=3', { user: anna });
    fireEvent.change(await screen.findByTestId('sort-select'), { target: { value: 'price-desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
    expect(router.state.location.pathname).toBe('/pesumasinad/tootja:bosch');
    fireEvent.change(screen.getByTestId('per-page-select'), { target: { value: '96' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc&per_page=96'));
  });

  it('pagination-next keeps filters and order', async () => {
    stubListing();
    const { router } = renderApp('/pesumasinad/tootja:bosch?sort=code-asc', { user: anna });
    await cards();
    expect(screen.getByTestId('pagination-next').getAttribute('href')).toBe(
      '/pesumasinad/tootja:bosch?sort=code-asc&page=2',
    );
    fireEvent.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=code-asc&page=2'));
  });

  it('shows the chosen filters as chips that remove themselves', async () => {
    stubListing();
    const { router } = renderApp('/pesumasinad/laius:60;tootja:bosch', { user: anna });
    const chips = await screen.findByTestId('selected-filters');
    const chip = await within(chips).findByRole('link', { name: 'Eemalda filter Laius: 60 cm' });
    expect(chip.getAttribute('href')).toBe('/pesumasinad/tootja:bosch');
    fireEvent.click(within(chips).getByRole('link', { name: 'Eemalda kõik' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pesumasinad'));
    expect(screen.queryByTestId('selected-filters')).toBeNull();
  });

  it('applies a price range when the field is left, in euros', async () => {
    stubListing();
    const { router } = renderApp('/pesumasinad', { user: anna });
    const group = await screen.findByTestId('filter-group-hind');
    const min = within(group).getByLabelText<HTMLInputElement>('Hind alates');
    expect(min.placeholder).toBe('199');
    expect(within(group).getByLabelText<HTMLInputElement>('Hind kuni').placeholder).toBe('1899');
    fireEvent.change(min, { target: { value: '250' } });
    expect(router.state.location.pathname).toBe('/pesumasinad');
    fireEvent.blur(min);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pesumasinad/hind:250-'));
    const max = within(screen.getByTestId('filter-group-muratase')).getByLabelText('Müratase kuni');
    fireEvent.change(max, { target: { value: '44' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pesumasinad/hind:250-;muratase:-44'));
    // A committed value (the browser's change event, e.g. the spinner arrows) applies too.
    const low = within(screen.getByTestId('filter-group-muratase')).getByLabelText('Müratase alates');
    fireEvent.input(low, { target: { value: '40' } });
    fireEvent.change(low);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pesumasinad/hind:250-;muratase:40-44'));
    fireEvent.blur(low);
    expect(router.state.location.pathname).toBe('/pesumasinad/hind:250-;muratase:40-44');
  });

  it('a malformed filters segment shows a notice and asks nothing', async () => {
    const stub = stubListing();
    renderApp('/pesumasinad/tootja', { user: anna });
    await screen.findByText('Filtrite aadress on vigane.');
    expect(screen.getByRole('link', { name: 'Näita kõiki tooteid' }).getAttribute('href')).toBe(
      '/pesumasinad',
    );
    expect(listingCalls(stub.fetch)).toHaveLength(0);
  });

  it('an empty result offers to remove the filters', async () => {
    stubListing({ 'GET /api/search/category': json(200, listingReply([])) });
    renderApp('/pesumasinad/tootja:bosch', { user: anna });
    await screen.findByText('Ühtegi toodet ei leitud.');
    expect(screen.getByRole('link', { name: 'Eemalda filtrid' }).getAttribute('href')).toBe('/pesumasinad');
  });

  it('shows skeletons while the listing loads', async () => {
    let release: () => void = () => undefined;
    stubListing({
      'GET /api/search/category': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(200, listingReply([product(1)])));
        }),
    });
    renderApp('/pesumasinad', { user: anna });
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('product-card')).toBeNull();
    await act(async () => release());
    expect(await cards()).toHaveLength(1);
  });
});
