import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartModal } from '../../../app/shell/cart-modal';
import { createQueryClient } from '../../../app/query-client';
import { setUser } from '../../../lib/state/user';
import { cartOf, cartProduct, cartRow, emptyCart } from '../../../test/checkout-fixtures';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { injectPageHead } from '../../../test/render-app';
import { AddToCartForm } from './add-to-cart-form';

const title = 'Miele nõudepesumasin G 1';
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderForm(props: { compact?: boolean; addOnIds?: number[] } = {}) {
  injectPageHead();
  setUser(anna);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <AddToCartForm productId={1} productTitle={title} {...props} />
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

function stubInsert() {
  return stubFetch({
    'GET /api/cart': json(200, { cart: emptyCart }),
    'POST /api/cart/insert': (init) => {
      const body = bodyOf(init) as { id: number; quantity?: number };
      return json(200, {
        cart: cartOf([cartRow(1, body.quantity ?? 1)]),
        product: cartProduct(body.id),
        message: 'Toode on lisatud ostukorvi!',
      });
    },
  });
}

describe('AddToCartForm (quantity on the product page and listing cards)', () => {
  it('adds the typed quantity on Enter, the button naming its product', async () => {
    const fetch = stubInsert();
    renderForm();
    const field = screen.getByLabelText('Kogus') as HTMLInputElement;
    expect(field.value).toBe('1');
    expect(screen.getByRole('button', { name: `Lisa ostukorvi: ${title}` })).toBeTruthy();
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await screen.findByTestId('cart-modal');
    expect(calls(fetch, 'POST /api/cart/insert').map(bodyOf)).toEqual([
      { id: 1, row_id: null, quantity: 3, checked: true },
    ]);
  });

  it.each(['0', '', '-2', '1.5', '1000'])('refuses the quantity "%s" with the field error', async (typed) => {
    const fetch = stubInsert();
    renderForm({ compact: true });
    const field = screen.getByLabelText(`Kogus: ${title}`);
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: `Lisa ostukorvi: ${title}` }));
    const error = await screen.findByTestId('add-quantity-error');
    expect(error.textContent).toBe('Kogus peab olema täisarv 1 kuni 999.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(calls(fetch, 'POST /api/cart/insert')).toHaveLength(0);
  });

  it('puts ticked add-ons in attached to the product row', async () => {
    const fetch = stubInsert();
    renderForm({ addOnIds: [7, 8] });
    fireEvent.click(screen.getByRole('button', { name: `Lisa ostukorvi: ${title}` }));
    await waitFor(() => expect(calls(fetch, 'POST /api/cart/insert')).toHaveLength(3));
    const rowId = cartRow(1, 1).row_id;
    expect(calls(fetch, 'POST /api/cart/insert').map(bodyOf)).toEqual([
      { id: 1, row_id: null, quantity: 1, checked: true },
      { id: 7, row_id: rowId, checked: true },
      { id: 8, row_id: rowId, checked: true },
    ]);
  });

  it('keeps focus on the button while adding, and closing the modal gives focus back to it', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      'GET /api/cart': json(200, { cart: emptyCart }),
      'POST /api/cart/insert': async () => {
        await answered;
        return json(200, { cart: cartOf([cartRow(1, 1)]), product: cartProduct(1), message: 'Lisatud' });
      },
    });
    renderForm({ compact: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: `Lisa ostukorvi: ${title}` });
    button.focus();
    fireEvent.click(button);
    // Busy but still focusable: a disabled button would drop focus to the page (issue 10).
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    answer();
    await screen.findByTestId('cart-modal');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Lisa veel tooteid'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('cart-modal')).toBeNull(), { timeout: 2000 });
    expect(document.activeElement).toBe(button);
  });
});
