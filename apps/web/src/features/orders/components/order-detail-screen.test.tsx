import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartOf, cartRow, orderOf, stubShop } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { paymentNavigation } from '../../../lib/payment-redirect';

async function openOrder(order = orderOf(), handlers = {}) {
  const fetch = stubShop({ [`GET /api/orders/${order.id}`]: json(200, { data: order }), ...handlers });
  const view = renderApp(`/tellimused/${order.id}`, { user: anna });
  await screen.findByRole('heading', { level: 1, name: `Tellimus ${order.number}` });
  return { fetch, ...view };
}

describe('/tellimused/{id}', () => {
  it('shows rows, transport, services, totals, statuses and payment', async () => {
    await openOrder();
    expect(screen.getAllByTestId('order-item')).toHaveLength(2);
    expect(screen.getByTestId('order-status').textContent).toBe('Kinnitatud');
    expect(screen.getByTestId('payment-status').textContent).toBe('Maksan hiljem');
    expect(screen.getByTestId('order-transport').textContent).toContain('(Tartu maakond)');
    expect(screen.getByTestId('order-services').textContent).toContain('Paigaldus');
    expect(screen.getByText('Viitenumber: 202600004')).toBeTruthy();
    expect(screen.getByText('Maksetähtaeg: 14 päeva')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vaata arvet' }).getAttribute('href')).toBe('/arved/7');
    const totals = within(screen.getByTestId('order-totals'));
    expect(totals.getByText('Kokku').nextElementSibling?.textContent).toBe('1\u00a0794,28\u00a0€');
    expect(screen.queryByTestId('continue-payment')).toBeNull();
  });

  it('names the VAT rate from the page multiplier and labels the two status badges', async () => {
    await openOrder(orderOf({ status: 'confirmed', payment_status: 'closed' }));
    const totals = within(screen.getByTestId('order-totals'));
    expect(totals.getByText('Käibemaks 24 %').nextElementSibling?.textContent).toBe('347,28\u00a0€');
    expect(screen.getByTestId('order-status-label').textContent).toBe('Tellimus Kinnitatud');
    expect(screen.getByTestId('payment-status-label').textContent).toBe('Makse Kinnitatud');
  });

  it('shows the delivery address of a transport to the installation site, and none otherwise', async () => {
    await openOrder(
      orderOf({
        delivery: {
          recipient_name: 'Mari Maasikas',
          recipient_phone: '+372 5555 1234',
          address: 'Õuna 5-2',
          city: 'Elva',
          postal_code: '61505',
          county: 'Tartu',
        },
      }),
    );
    const delivery = screen.getByTestId('delivery-address-text');
    expect(delivery.textContent).toContain('Õuna 5-2, 61505 Elva, Tartu maakond');
    expect(delivery.textContent).toContain('Vastuvõtja: Mari Maasikas, +372 5555 1234');
  });

  it('shows no delivery address for an order delivered to the contacts', async () => {
    await openOrder(orderOf({ delivery: null }));
    expect(screen.queryByTestId('delivery-address-text')).toBeNull();
  });

  it('shows a cancelled order with the seller’s reason', async () => {
    await openOrder(
      orderOf({
        status: 'cancelled',
        status_label: 'Tühistatud',
        cancel_reason: 'Toode on otsas.',
        payment_status: 'open',
        payment_method: 'testbank',
      }),
    );
    expect(screen.getByTestId('order-status').textContent).toBe('Tühistatud');
    // Not "Pooleli": nothing is pending on a cancelled order (issue 22 #26).
    expect(screen.getByTestId('payment-status').textContent).toBe('Tühistatud');
    expect(screen.getByTestId('order-cancel-reason').textContent).toBe('Tühistamise põhjus: Toode on otsas.');
  });

  it('shows no reason for an order that is not cancelled', async () => {
    await openOrder(orderOf({ status: 'confirmed' }));
    expect(screen.queryByTestId('order-cancel-reason')).toBeNull();
  });

  it('"Telli uuesti" fills the cart in one call and shows on the cart what was left out', async () => {
    const filled = cartOf([cartRow(1, 2)]);
    const warning = 'Need tooted ei ole enam müügil ja jäid ostukorvi lisamata: Vana mudel (OLD1).';
    const { fetch, router } = await openOrder(orderOf(), {
      'POST /api/orders/42/reorder': json(200, {
        cart: filled,
        message: 'Tellimuse tooted on lisatud ostukorvi!',
        warning,
      }),
      'GET /api/cart': json(200, { cart: filled }),
    });
    fireEvent.click(screen.getByTestId('reorder'));
    expect(await screen.findAllByTestId('cart-row')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/ostukorv');
    expect(screen.getByTestId('message-area').textContent).toContain(warning);
    expect(screen.getByTestId('toast-area').textContent).toContain('Tellimuse tooted on lisatud ostukorvi!');
    expect(calls(fetch, 'POST /api/orders/42/reorder')).toHaveLength(1);
    expect(calls(fetch, 'POST /api/cart/insert')).toHaveLength(0);
    expect(screen.queryByTestId('cart-modal')).toBeNull();
  });

  it('stays on the order when the reorder fails', async () => {
    const { router } = await openOrder(orderOf(), {
      'POST /api/orders/42/reorder': json(500, { message: 'Serveri viga.' }),
    });
    fireEvent.click(screen.getByTestId('reorder'));
    expect(await screen.findByText('Serveri viga.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tellimused/42');
  });

  it('"Jätka maksmist" ends its busy state and says so when the bank form is blocked', async () => {
    vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), {
          effectiveDirective: 'form-action',
          violatedDirective: 'form-action',
        }),
      );
    });
    const failed = orderOf({ status: 'open', payment_status: 'open', can_continue: true, invoice_id: null });
    const payment = { method: 'POST', url: 'http://localhost:3000/test-bank/pay', fields: { VK_MAC: 'x' } };
    await openOrder(failed, { 'POST /api/orders/continue/42': json(200, { data: failed, payment }) });
    expect(screen.queryByTestId('payment-leave-failed')).toBeNull();
    fireEvent.click(screen.getByTestId('continue-payment'));
    expect((await screen.findByTestId('payment-leave-failed')).textContent).toContain(
      'Tellimus 2026-000042 on salvestatud',
    );
    expect(screen.getByTestId('continue-payment').hasAttribute('disabled')).toBe(false);
  });

  it('"Jätka maksmist" asks for a new bank request and posts the form', async () => {
    const submit = vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    const failed = orderOf({
      status: 'open',
      payment_status: 'failed',
      can_continue: true,
      invoice_id: null,
    });
    const payment = { method: 'POST', url: 'https://pank.test/pay', fields: { VK_SERVICE: '1012' } };
    const { fetch } = await openOrder(failed, {
      'POST /api/orders/continue/42': json(200, { data: failed, payment }),
    });
    expect(screen.getByTestId('payment-status').textContent).toBe('Makse ebaõnnestunud');
    fireEvent.click(screen.getByTestId('continue-payment'));
    fireEvent.click(screen.getByTestId('continue-payment'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls(fetch, 'POST /api/orders/continue/42')).toHaveLength(1);
    expect((submit.mock.calls[0]?.[0] as HTMLFormElement).action).toBe('https://pank.test/pay');
  });

  it('shows money paid after the order was paid as an overpayment to be refunded', async () => {
    await openOrder(
      orderOf({
        payment_status: 'closed',
        payment_method: 'testbank',
        overpayments: [
          {
            amount: 179428,
            received_at: '2026-03-05T22:30:00.000Z',
            method: 'testbank',
            method_label: 'Testpank',
            refunded_at: null,
          },
          {
            amount: 179428,
            received_at: '2026-03-05T22:40:00.000Z',
            method: 'testbank',
            method_label: 'Testpank',
            refunded_at: '2026-03-09T08:00:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByTestId('order-overpayments').textContent).toBe(
      'Enammakse 1\u00a0794,28\u00a0€ (Testpank, 06.03.2026) — see makse laekus pärast seda, kui tellimus oli juba tasutud. Tagastame selle maksja kontole.' +
        'Enammakse 1\u00a0794,28\u00a0€ (Testpank, 06.03.2026) — see makse laekus pärast seda, kui tellimus oli juba tasutud. Tagastasime selle 09.03.2026.',
    );
  });

  it('shows no overpayment notice when there is none', async () => {
    await openOrder();
    expect(screen.queryByTestId('order-overpayments')).toBeNull();
  });

  it('says so when the order cannot be loaded (another company’s order is 404)', async () => {
    stubShop({ 'GET /api/orders/99': json(404, { message: 'Tellimust ei leitud.' }) });
    renderApp('/tellimused/99', { user: anna });
    expect(await screen.findByText(/Tellimust ei õnnestunud laadida/)).toBeTruthy();
    expect(screen.getByText('Tellimust ei leitud.')).toBeTruthy();
  });
});
