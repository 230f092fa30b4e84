import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartLink } from '../../../app/shell/cart-link';
import { CartModal } from '../../../app/shell/cart-modal';
import { createQueryClient } from '../../../app/query-client';
import { setUser } from '../../../lib/state/user';
import { cartOf, cartProduct, cartRow, emptyCart } from '../../../test/checkout-fixtures';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { injectPageHead } from '../../../test/render-app';
import { AddToCartButton } from './add-to-cart-button';

function renderCard(props: { compact?: boolean; quantity?: number } = {}) {
  injectPageHead();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <CartLink />
            <AddToCartButton productId={1} {...props} />
            <CartModal />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const afterInsert = cartOf([cartRow(1, 1), cartRow(2, 2)]);

describe('AddToCartButton', () => {
  it('inserts the product with quantity 1 and opens the modal with the cart', async () => {
    setUser(anna);
    const fetch = stubFetch({
      'GET /api/cart': json(200, { cart: emptyCart }),
      'POST /api/cart/insert': json(200, {
        cart: afterInsert,
        product: cartProduct(1),
        message: 'Toode on lisatud ostukorvi!',
      }),
    });
    renderCard();
    await waitFor(() => expect(calls(fetch, 'GET /api/cart')).toHaveLength(1));
    expect(screen.getByTestId('cart-count').textContent).toBe('0');

    fireEvent.click(screen.getByTestId('add-to-cart'));
    const modal = await screen.findByTestId('cart-modal');
    expect(JSON.parse(calls(fetch, 'POST /api/cart/insert')[0]?.body as string)).toEqual({
      id: 1,
      row_id: null,
      quantity: 1,
      checked: true,
    });
    expect(screen.getByRole('heading', { name: 'Toode on lisatud ostukorvi!' })).toBeTruthy();
    expect(modal.textContent).toContain('Miele nõudepesumasin G 1');
    expect(modal.textContent).toContain('G1SC');
    expect(modal.textContent).toMatch(/500,00\u00a0€\s*\+KM/);
    expect(screen.getByRole('img', { name: 'Miele nõudepesumasin G 1' }).getAttribute('src')).toBe(
      '/images/100/products/miele-g-1.png',
    );
    expect(screen.getByTestId('cart-modal-items').textContent).toBe('3');
    // Purchase view: 'Summa:' is total_vat (1 500,00 € net → 1 860,00 €).
    expect(screen.getByTestId('cart-modal-total').textContent).toBe('1\u00a0860,00\u00a0€');
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Lisa veel tooteid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vormista tellimus' })).toBeTruthy();
  });

  it('shows total in the sales view', async () => {
    setUser({ ...anna, active_pricelist: 'sales' });
    const sales = cartOf([cartRow(1, 1)], { total: 62000, total_vat: 62001, pricelist: 'sales' });
    stubFetch({
      'GET /api/cart': json(200, { cart: emptyCart }),
      'POST /api/cart/insert': json(200, { cart: sales, product: cartProduct(1) }),
    });
    renderCard();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await screen.findByTestId('cart-modal');
    expect(screen.getByTestId('cart-modal-total').textContent).toBe('620,00\u00a0€');
    expect(screen.getByTestId('cart-modal').textContent).not.toContain('+KM');
  });

  it('sends the given quantity; compact shows only the icon with an accessible name', async () => {
    setUser(anna);
    const fetch = stubFetch({
      'GET /api/cart': json(200, { cart: emptyCart }),
      'POST /api/cart/insert': json(200, { cart: afterInsert, product: cartProduct(1) }),
    });
    renderCard({ compact: true, quantity: 4 });
    const button = screen.getByRole('button', { name: 'Lisa ostukorvi' });
    expect(button.textContent).toBe('');
    fireEvent.click(button);
    await screen.findByTestId('cart-modal');
    expect(JSON.parse(calls(fetch, 'POST /api/cart/insert')[0]?.body as string)).toMatchObject({
      quantity: 4,
    });
  });

  it('opens no modal when the insert fails', async () => {
    setUser(anna);
    const fetch = stubFetch({
      'GET /api/cart': json(200, { cart: emptyCart }),
      'POST /api/cart/insert': json(404, { message: 'Toodet ei leitud.' }),
    });
    renderCard();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(calls(fetch, 'POST /api/cart/insert')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('add-to-cart').hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('cart-modal')).toBeNull();
  });

  it('asks nothing for a logged-out visitor and counts 0', () => {
    const fetch = stubFetch({});
    renderCard();
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(fetch).not.toHaveBeenCalled();
  });
});
