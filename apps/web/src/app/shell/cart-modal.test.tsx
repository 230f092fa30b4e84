import { MODAL_ANIMATION_MS } from '@kodumasinad/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cartModalStore, openCartModal, rememberCartModalOpener } from '../../lib/state/cart-modal';
import { anna } from '../../test/fixtures';
import { setUser } from '../../lib/state/user';
import { CartModal } from './cart-modal';

const added = {
  product: {
    title: 'Bosch pesumasin WAN28281BY',
    code: 'WAN28281BY',
    picture: '/images/100/wan28281by.jpg',
    prices: {
      price: 123456,
      price_default: 123456,
      price_vat: 153085,
      price_default_vat: 153085,
      discount_start: null,
      discount_end: null,
    },
  },
  items: 3,
  totalCents: 250000,
};

function renderModal() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartModal /> },
      { path: '/ostukorv', element: <p>Ostukorvi leht</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The dialog loads lazily (issue 11): let its module arrive and React show it. */
async function dialogLoaded() {
  await act(async () => {
    await import('./cart-modal-dialog');
  });
}

describe('CartModal', () => {
  it('is absent until a product is added', () => {
    renderModal();
    expect(screen.queryByTestId('cart-modal')).toBeNull();
  });

  it('shows the added product, item count and total', async () => {
    openCartModal(added);
    renderModal();
    await dialogLoaded();
    const modal = screen.getByTestId('cart-modal');
    expect(screen.getByRole('dialog', { name: 'Toode on lisatud ostukorvi!' })).toBe(modal);
    expect(modal.textContent).toContain('Bosch pesumasin WAN28281BY');
    expect(modal.textContent).toContain('WAN28281BY');
    expect(modal.textContent).toMatch(/1\u00a0234,56\u00a0€\s*\+KM/);
    expect(modal.textContent).toMatch(/Tooteid:\s*3/);
    expect(modal.textContent).toMatch(/Summa:\s*2\u00a0500,00\u00a0€/);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/images/100/wan28281by.jpg');
    expect(screen.getByRole('button', { name: 'Lisa veel tooteid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vormista tellimus' })).toBeTruthy();
  });

  it('shows the VAT-inclusive price without +KM in the sales view', async () => {
    setUser({ ...anna, active_pricelist: 'sales' });
    openCartModal(added);
    renderModal();
    await dialogLoaded();
    const modal = screen.getByTestId('cart-modal');
    expect(modal.textContent).toContain('1\u00a0530,85\u00a0€');
    expect(modal.textContent).not.toContain('+KM');
  });

  it('"Lisa veel tooteid" closes after the 500 ms animation', async () => {
    vi.useFakeTimers();
    openCartModal(added);
    const router = renderModal();
    await dialogLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Lisa veel tooteid' }));
    act(() => {
      vi.advanceTimersByTime(MODAL_ANIMATION_MS - 1);
    });
    expect(screen.getByTestId('cart-modal')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('cart-modal')).toBeNull();
    expect(cartModalStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('"Vormista tellimus" closes and goes to the cart', async () => {
    vi.useFakeTimers();
    openCartModal(added);
    const router = renderModal();
    await dialogLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Vormista tellimus' }));
    await act(async () => vi.advanceTimersByTime(MODAL_ANIMATION_MS));
    expect(cartModalStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/ostukorv');
  });

  it('returns focus to the element the add began from, even when focus had left it meanwhile', async () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    opener.textContent = 'Lisa ostukorvi';
    document.body.append(opener);
    opener.focus();
    rememberCartModalOpener();
    opener.blur(); // as a busy button or a re-render would drop it before the reply arrives
    openCartModal(added);
    renderModal();
    await dialogLoaded();
    expect(document.activeElement?.textContent).toBe('Lisa veel tooteid');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(MODAL_ANIMATION_MS);
    });
    expect(screen.queryByTestId('cart-modal')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves focus alone when "Vormista tellimus" goes to the cart', async () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    rememberCartModalOpener();
    openCartModal(added);
    renderModal();
    await dialogLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Vormista tellimus' }));
    await act(async () => vi.advanceTimersByTime(MODAL_ANIMATION_MS));
    expect(document.activeElement).not.toBe(opener);
    opener.remove();
  });
});
