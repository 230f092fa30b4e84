import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderOf, ordersListOf, stubShop } from '../../../test/checkout-fixtures';
import { json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const orders = [
  orderOf(),
  orderOf({
    id: 43,
    number: '2026-000043',
    status: 'open',
    payment_status: 'failed',
    placed_by: 'Mart Kask',
    created_at: '2026-01-31T22:30:00.000Z',
  }),
];

function listQueries(fetch: ReturnType<typeof stubShop>) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/orders')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('/tellimused', () => {
  it('lists number, date, orderer, status labels and total', async () => {
    stubShop({ 'GET /api/orders': json(200, ordersListOf(orders)) });
    renderApp('/tellimused', { user: anna });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('link', { name: '2026-000043' }).getAttribute('href')).toBe('/tellimused/43');
    // 22:30 UTC on 31 January is already 1 February in Tallinn.
    expect(second.getByText('01.02.2026')).toBeTruthy();
    expect(second.getByText('Mart Kask')).toBeTruthy();
    expect(second.getByTestId('order-status').textContent).toBe('Ootel');
    expect(second.getByTestId('payment-status').textContent).toBe('Makse ebaõnnestunud');
    // The last cell: its label for the stacked small-screen layout, then the amount.
    const total = rows[0]?.lastElementChild;
    expect(total?.firstElementChild?.textContent).toBe('Summa km-ga');
    expect(total?.lastChild?.textContent).toBe('1\u00a0794,28\u00a0€');
  });

  it('reads the filter from the URL and asks the server with it', async () => {
    const fetch = stubShop({ 'GET /api/orders': json(200, ordersListOf([orders[1]!])) });
    renderApp('/tellimused?status=open&from=2026-01-01&to=2026-02-28&page=2', { user: anna });
    await screen.findAllByTestId('order-row');
    expect(listQueries(fetch)).toEqual([{ status: 'open', from: '2026-01-01', to: '2026-02-28', page: '2' }]);
    expect((screen.getByLabelText('Staatus') as HTMLSelectElement).value).toBe('open');
    expect((screen.getByLabelText('Alates') as HTMLInputElement).value).toBe('01.01.2026');
    expect((screen.getByLabelText('Kuni') as HTMLInputElement).value).toBe('28.02.2026');
  });

  it('writes the chosen status and period into the URL, starting from page 1', async () => {
    const fetch = stubShop({ 'GET /api/orders': json(200, ordersListOf(orders, { last_page: 3 })) });
    const { router } = renderApp('/tellimused?page=2', { user: anna });
    await screen.findAllByTestId('order-row');
    fireEvent.change(screen.getByLabelText('Staatus'), { target: { value: 'confirmed' } });
    fireEvent.change(screen.getByLabelText('Alates'), { target: { value: '1.3.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Otsi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmed&from=2026-03-01'));
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ status: 'confirmed', from: '2026-03-01', page: '1' });
  });

  it('takes dates as dd.mm.yyyy text whatever the browser language, and refuses others', async () => {
    const fetch = stubShop({ 'GET /api/orders': json(200, ordersListOf(orders)) });
    const { router } = renderApp('/tellimused', { user: anna });
    await screen.findAllByTestId('order-row');
    const from = screen.getByLabelText('Alates') as HTMLInputElement;
    const to = screen.getByLabelText('Kuni') as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.placeholder).toBe('pp.kk.aaaa');
    fireEvent.change(from, { target: { value: '3.1.26' } });
    fireEvent.change(to, { target: { value: '31.02.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Otsi' }));
    expect(await screen.findAllByText('Sisesta kuupäev kujul pp.kk.aaaa.')).toHaveLength(2);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
    fireEvent.change(from, { target: { value: '01032026' } });
    expect(from.value).toBe('01.03.2026');
    fireEvent.change(to, { target: { value: '28.02.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Otsi' }));
    expect(await screen.findByText('Lõppkuupäev ei saa olla enne alguskuupäeva.')).toBeTruthy();
    fireEvent.change(to, { target: { value: '31.03.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Otsi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31'));
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-31', page: '1' }),
    );
  });

  it('pages with the filter kept in the links', async () => {
    stubShop({
      'GET /api/orders': json(200, ordersListOf(orders, { current_page: 1, last_page: 3, total: 50 })),
    });
    renderApp('/tellimused?status=confirmed', { user: anna });
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('pagination-next').getAttribute('href')).toBe(
      '/tellimused?status=confirmed&page=2',
    );
  });

  it('says so when nothing matches', async () => {
    stubShop({ 'GET /api/orders': json(200, ordersListOf([])) });
    renderApp('/tellimused?status=archived', { user: anna });
    expect(await screen.findByText('Tellimusi ei leitud.')).toBeTruthy();
  });
});
