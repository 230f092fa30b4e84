import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartOf, cartProduct, cartRow, draftOf, emptyCart, stubShop } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const twoRows = cartOf([cartRow(1, 2), cartRow(2, 1)]);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function openCart(handlers = {}, cart = twoRows) {
  const fetch = stubShop(handlers, cart);
  const view = renderApp('/ostukorv', { user: anna });
  await screen.findByRole('heading', { level: 1, name: 'Ostukorv' });
  return { fetch, ...view };
}

describe('/ostukorv', () => {
  it('lists the rows with picture, link, code, prices, and the totals', async () => {
    await openCart();
    const rows = await screen.findAllByTestId('cart-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Miele nõudepesumasin G 1' }).getAttribute('href')).toBe(
      '/miele-noudepesumasin-g-1',
    );
    expect(first.getByText('G1SC')).toBeTruthy();
    expect(first.getByTestId('cart-row-price').textContent).toBe('500,00\u00a0€ +KM');
    expect(first.getByTestId('cart-row-total').textContent).toBe('1\u00a0000,00\u00a0€ +KM');
    expect((first.getByLabelText('Kogus: Miele nõudepesumasin G 1') as HTMLInputElement).value).toBe('2');
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/100/products/miele-g-1.png');
    expect(screen.getByText('Summa km-ta').nextElementSibling?.textContent).toBe('1\u00a0500,00\u00a0€');
    expect(screen.getByText('Käibemaks 24 %').nextElementSibling?.textContent).toBe('360,00\u00a0€');
    expect(screen.getByTestId('cart-total').textContent).toBe('1\u00a0860,00\u00a0€');
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
  });

  it('updates a typed quantity by product id when the field is left', async () => {
    const updated = cartOf([cartRow(1, 5), cartRow(2, 1)]);
    const { fetch } = await openCart({ 'POST /api/cart/update': json(200, { cart: updated }) });
    const [input] = await screen.findAllByTestId('cart-quantity');
    fireEvent.change(input as HTMLElement, { target: { value: '5' } });
    fireEvent.blur(input as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('6'));
    expect(calls(fetch, 'POST /api/cart/update').map(bodyOf)).toEqual([{ id: 1, quantity: 5 }]);
    expect(screen.getByTestId('cart-total').textContent).toBe('3\u00a0720,00\u00a0€');
  });

  it('caps typed quantities to 1–999 and steps with + and −', async () => {
    let rows = twoRows.rows;
    const update = (init: RequestInit) => {
      const { id, quantity } = bodyOf(init) as { id: number; quantity: number };
      rows = rows.map((row) => (row.product.id === id ? cartRow(id, quantity) : row));
      return json(200, { cart: cartOf(rows) });
    };
    const { fetch } = await openCart({ 'POST /api/cart/update': update });
    const [input] = await screen.findAllByTestId('cart-quantity');
    fireEvent.change(input as HTMLElement, { target: { value: '1500' } });
    fireEvent.keyDown(input as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(calls(fetch, 'POST /api/cart/update')).toHaveLength(1));
    const [, second] = screen.getAllByTestId('cart-row');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Suurenda kogust' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/cart/update')).toHaveLength(2));
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Vähenda kogust' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/cart/update')).toHaveLength(3));
    expect(calls(fetch, 'POST /api/cart/update').map(bodyOf)).toEqual([
      { id: 1, quantity: 999 },
      { id: 2, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
  });

  it('puts the quantity back when the server refuses it', async () => {
    await openCart({
      'POST /api/cart/update': json(422, {
        message: 'Vigane kogus.',
        errors: { quantity: ['Vigane kogus.'] },
      }),
    });
    const [input] = await screen.findAllByTestId('cart-quantity');
    fireEvent.change(input as HTMLElement, { target: { value: '7' } });
    fireEvent.blur(input as HTMLElement);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
  });

  it('asks in a dialog before removing a row whose quantity was typed as 0, and keeps it when told no', async () => {
    const question = 'Kas eemaldada „Miele nõudepesumasin G 1“ ostukorvist?';
    const { fetch } = await openCart({
      'POST /api/cart/delete': json(200, { cart: cartOf([cartRow(2, 1)]) }),
    });
    const [input] = await screen.findAllByTestId('cart-quantity');
    fireEvent.change(input as HTMLElement, { target: { value: '0' } });
    fireEvent.keyDown(input as HTMLElement, { key: 'Enter' });
    const dialog = await screen.findByRole('alertdialog', { name: question });
    expect((input as HTMLInputElement).value).toBe('2');
    // Leaving the field while the question is open asks no second time.
    fireEvent.blur(input as HTMLElement);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Loobu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByTestId('cart-row')).toHaveLength(2);

    fireEvent.change(input as HTMLElement, { target: { value: '0' } });
    fireEvent.blur(input as HTMLElement);
    const again = await screen.findByRole('alertdialog', { name: question });
    fireEvent.click(within(again).getByRole('button', { name: 'Eemalda' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    expect(calls(fetch, 'POST /api/cart/delete').map(bodyOf)).toEqual([{ id: 1 }]);
    expect(calls(fetch, 'POST /api/cart/update')).toHaveLength(0);
  });

  it('lists a row’s add-ons as tick boxes under it, ticking and unticking through insert', async () => {
    const installation = cartProduct(71, { title: 'Paigaldus: pesumasin või kuivati', price: 4900 });
    const hose = cartProduct(72, { title: 'Sissevoolu voolik 1,5 m', price: 850 });
    const main = { ...cartRow(1, 2), add_ons: [installation, hose] };
    const addOnRow = {
      ...cartRow(71, 2),
      product: installation,
      price: 4900,
      total: 9800,
      parent_row_id: main.row_id,
    };
    const { fetch } = await openCart(
      {
        'POST /api/cart/insert': (init: RequestInit) => {
          const body = bodyOf(init) as { checked: boolean };
          return json(200, {
            cart: cartOf(body.checked ? [main, addOnRow] : [main], { items: 2 }),
            product: installation,
          });
        },
      },
      cartOf([main, addOnRow], { items: 2 }),
    );
    const rows = await screen.findAllByTestId('cart-row');
    expect(rows).toHaveLength(1);
    const choices = within(rows[0] as HTMLElement).getByRole('group', { name: /Lisatarvikud ja teenused/ });
    const install = within(choices).getByRole('checkbox', { name: /Paigaldus/ }) as HTMLInputElement;
    fireEvent.click(within(choices).getByRole('button', { name: 'Lisa teenuseid (1)' }));
    const hoseBox = within(choices).getByRole('checkbox', { name: /voolik/ }) as HTMLInputElement;
    expect([install.checked, hoseBox.checked]).toEqual([true, false]);
    fireEvent.click(install);
    await waitFor(() => expect(install.checked).toBe(false));
    expect(calls(fetch, 'POST /api/cart/insert').map(bodyOf)).toEqual([
      { id: 71, row_id: main.row_id, checked: false },
    ]);
  });

  it('shows only the ticked add-ons and a per-row toggle that opens the rest (issue 22 item 15)', async () => {
    const services = Array.from({ length: 9 }, (_, index) =>
      cartProduct(80 + index, { title: `Teenus ${index + 1}`, price: 1000 + index }),
    );
    const main = { ...cartRow(1, 1), add_ons: services };
    const other = { ...cartRow(2, 1), add_ons: services };
    const ticked = { ...cartRow(80, 1), product: services[0]!, parent_row_id: main.row_id };
    await openCart({}, cartOf([main, ticked, other], { items: 3 }));
    const rows = await screen.findAllByTestId('cart-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getAllByRole('checkbox')).toHaveLength(1);
    expect(first.getByRole('checkbox', { name: /Teenus 1/ })).toBeTruthy();
    const toggle = first.getByRole('button', { name: 'Lisa teenuseid (8)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
    // The other row keeps its own state: nothing ticked, all nine behind its toggle.
    const second = within(rows[1] as HTMLElement);
    expect(second.queryAllByRole('checkbox')).toHaveLength(0);
    expect(second.getByRole('button', { name: 'Lisa teenuseid (9)' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    // A real button: Enter and Space open and close it from the keyboard.
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAllByRole('checkbox')).toHaveLength(9);
    expect(second.queryAllByRole('checkbox')).toHaveLength(0);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(first.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('removes a row with "Eemalda"', async () => {
    const { fetch } = await openCart({
      'POST /api/cart/delete': json(200, { cart: cartOf([cartRow(1, 2)]) }),
    });
    const rows = await screen.findAllByTestId('cart-row');
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('cart-remove'));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    expect(calls(fetch, 'POST /api/cart/delete').map(bodyOf)).toEqual([{ id: 2 }]);
  });

  it('clears the cart only after confirming, then shows the empty state', async () => {
    const { fetch } = await openCart({ 'POST /api/cart/clear': json(200, { cart: emptyCart }) });
    fireEvent.click(await screen.findByTestId('cart-clear'));
    expect(calls(fetch, 'POST /api/cart/clear')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Loobu' }));
    fireEvent.click(screen.getByTestId('cart-clear'));
    fireEvent.click(screen.getByRole('button', { name: 'Jah, tühjenda' }));
    expect(await screen.findByText('Ostukorv on tühi.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/cart/clear')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Jätka ostlemist avalehelt' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
  });

  it('reports products no longer sold, which can be removed', async () => {
    const missing = [{ product_id: 9, title: 'Bosch külmik KGN39', code: 'KGN39' }];
    const { fetch } = await openCart(
      { 'POST /api/cart/delete': json(200, { cart: cartOf([cartRow(1)]) }) },
      cartOf([cartRow(1)], { missing }),
    );
    const notice = await screen.findByTestId('cart-missing');
    expect(notice.textContent).toContain('Toode ei ole enam müügil: Bosch külmik KGN39 (KGN39)');
    fireEvent.click(within(notice).getByRole('button', { name: 'Eemalda' }));
    await waitFor(() => expect(screen.queryByTestId('cart-missing')).toBeNull());
    expect(calls(fetch, 'POST /api/cart/delete').map(bodyOf)).toEqual([{ id: 9 }]);
  });

  it('shows VAT-inclusive sales-view prices without +KM', async () => {
    const row = { ...cartRow(1), price: 62000, total: 62000 };
    await openCart({}, cartOf([row], { total: 62000, total_vat: 62000, pricelist: 'sales' }));
    const [shown] = await screen.findAllByTestId('cart-row');
    expect(within(shown as HTMLElement).getByTestId('cart-row-price').textContent).toBe('620,00\u00a0€');
    expect(screen.getByText('Summa km-ta').nextElementSibling?.textContent).toBe('500,00\u00a0€');
    expect(screen.getByTestId('cart-total').textContent).toBe('620,00\u00a0€');
  });

  it('"Vormista tellimus" starts a fresh draft and opens the contacts step', async () => {
    const { fetch, router } = await openCart({ 'GET /api/order/new': json(200, { data: draftOf() }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Vormista tellimus' }));
    await screen.findByTestId('checkout-step-contacts');
    expect(router.state.location.pathname).toBe('/ostukorv/kontakt');
    expect(calls(fetch, 'GET /api/order/new')).toHaveLength(1);
    expect(((await screen.findByLabelText('Ettevõte')) as HTMLInputElement).value).toBe('Kodumasin Pluss OÜ');
  });
});
