import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '../../../test/catalog-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
  'GET /api/news': json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } }),
};

describe('home product sections', () => {
  it('lists featured and recently viewed products as cards linking to their pages', async () => {
    stubFetch({
      ...shell,
      'GET /api/products/featured': json(200, { data: [product(1), product(2), product(3)] }),
      'GET /api/products/recent': json(200, { data: [product(7)] }),
    });
    renderApp('/', { user: anna });
    const featured = await screen.findByTestId('featured-products');
    expect(within(featured).getByRole('heading', { name: 'Esiletõstetud tooted' })).toBeTruthy();
    expect(await within(featured).findAllByTestId('product-card')).toHaveLength(3);
    const recent = screen.getByTestId('recent-products');
    expect(within(recent).getByRole('heading', { name: 'Viimati vaadatud' })).toBeTruthy();
    const [card] = await within(recent).findAllByTestId('product-card');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Bosch pesumasin WAV28K97ME' })
        .getAttribute('href'),
    ).toBe('/bosch-pesumasin-wav28k97me');
    expect(within(card as HTMLElement).getByTestId('price-current').textContent).toBe('1\u00a0000,00\u00a0€');
  });

  it('says when nothing was viewed lately', async () => {
    stubFetch({
      ...shell,
      'GET /api/products/featured': json(200, { data: [product(1)] }),
      'GET /api/products/recent': json(200, { data: [] }),
    });
    renderApp('/', { user: anna });
    const recent = await screen.findByTestId('recent-products');
    expect(
      await within(recent).findByText('Viimase 45 päeva jooksul pole ühtegi toodet vaadatud.'),
    ).toBeTruthy();
  });

  it('shows skeleton cards until the products arrive', async () => {
    stubFetch({
      ...shell,
      'GET /api/products/featured': () => new Promise<Response>(() => undefined),
      'GET /api/products/recent': json(200, { data: [] }),
    });
    renderApp('/', { user: anna });
    const featured = await screen.findByTestId('featured-products');
    expect(featured.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(featured).queryByTestId('product-card')).toBeNull();
  });
});
