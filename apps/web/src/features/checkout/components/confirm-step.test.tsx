import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { draftOf, openCheckoutStep, orderOf, requestBody } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';
import { paymentNavigation } from '../../../lib/payment-redirect';

const ready = draftOf({
  passed_steps: ['checkout-contacts', 'checkout-transport', 'checkout-services', 'checkout-payment'],
  transport: { code: 'TTH3', county: 'Tartu' },
  services: ['paigaldus'],
  payment_method: 'testbank',
  totals: { products: 100000, transport: 4900, services: 9800, net: 114700, vat: 27528, gross: 142228 },
});

const bankPayment = {
  method: 'POST' as const,
  url: 'http://localhost:3000/test-bank/pay',
  fields: { VK_SERVICE: '1012', VK_STAMP: '42', VK_AMOUNT: '1422.28', VK_MAC: 'c2lnbg==' },
};

describe('confirm step', () => {
  it('sums up contacts, transport, services, payment, rows and totals', async () => {
    await openCheckoutStep('/ostukorv/kinnita', ready);
    expect(screen.getByTestId('confirm-contacts').textContent).toContain('Kodumasin Pluss OÜ');
    expect(screen.getByTestId('confirm-transport').textContent).toContain(
      'Kohaletoimetamine paigalduse aadressile',
    );
    expect(screen.getByTestId('confirm-transport').textContent).toContain('Tartu maakond');
    expect(screen.getByTestId('confirm-services').textContent).toContain('Paigaldus');
    expect(screen.getByTestId('confirm-payment').textContent).toContain('Testpank');
    expect(await screen.findAllByTestId('confirm-row')).toHaveLength(1);
    const totals = within(screen.getByTestId('confirm-totals'));
    expect(totals.getByText('Summa km-ta').nextElementSibling?.textContent).toBe('1\u00a0147,00\u00a0€');
    expect(totals.getByText('Käibemaks 24 %').nextElementSibling?.textContent).toBe('275,28\u00a0€');
    expect(screen.getByTestId('confirm-total').textContent).toBe('1\u00a0422,28\u00a0€');
    expect(screen.getByRole('link', { name: 'müügitingimustega' }).getAttribute('href')).toBe(
      '/muugitingimused',
    );
  });

  it('needs the terms accepted before placing the order', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/kinnita', ready);
    fireEvent.click(screen.getByTestId('confirm-order'));
    expect(await screen.findByText('Palun nõustu müügitingimustega.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/order')).toHaveLength(0);
  });

  it('places the order once and posts the bank form', async () => {
    const submit = vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const { fetch } = await openCheckoutStep('/ostukorv/kinnita', ready, {
      'POST /api/order': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              json(200, { data: orderOf({ payment_status: 'open', status: 'open' }), payment: bankPayment }),
            );
        }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }));
    const button = screen.getByTestId('confirm-order');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(calls(fetch, 'POST /api/order')).toHaveLength(1));
    release();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls(fetch, 'POST /api/order')).toHaveLength(1);
    expect(requestBody(calls(fetch, 'POST /api/order')[0])).toEqual({
      order: { step: 'checkout-confirm', accept_terms: true },
    });
    const form = submit.mock.calls[0]?.[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://localhost:3000/test-bank/pay');
    expect(Object.fromEntries(new FormData(form))).toEqual(bankPayment.fields);
    expect(screen.getByTestId('confirm-order').hasAttribute('disabled')).toBe(true);
  });

  it('takes the buyer to the placed order with a message when the bank form is blocked', async () => {
    const order = orderOf({ payment_status: 'open', status: 'open', can_continue: true, invoice_id: null });
    vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => {
      // What Chromium does when the page's CSP form-action refuses the bank's address.
      setTimeout(() =>
        document.dispatchEvent(
          Object.assign(new Event('securitypolicyviolation'), {
            effectiveDirective: 'form-action',
            violatedDirective: 'form-action',
          }),
        ),
      );
    });
    const { router } = await openCheckoutStep('/ostukorv/kinnita', ready, {
      'POST /api/order': json(200, { data: order, payment: bankPayment }),
      'GET /api/orders/42': json(200, { data: order }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }));
    fireEvent.click(screen.getByTestId('confirm-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tellimused/42'));
    expect((await screen.findByTestId('payment-leave-failed')).textContent).toContain(
      'Panga makselehele ei õnnestunud minna. Tellimus 2026-000042 on salvestatud',
    );
    const pay = await screen.findByTestId('continue-payment');
    expect(pay.hasAttribute('disabled')).toBe(false);
  });

  it('goes to the success page for an invoice order', async () => {
    const submit = vi.spyOn(paymentNavigation, 'submit');
    const order = orderOf();
    const { router } = await openCheckoutStep(
      '/ostukorv/kinnita',
      { ...ready, payment_method: 'invoice' },
      {
        'POST /api/order': json(200, { data: order, payment: null }),
        'GET /api/orders/42': json(200, { data: order }),
      },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }));
    fireEvent.click(screen.getByTestId('confirm-order'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Täname! Tellimus 2026-000042 on vastu võetud.' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/makse-edukas/42');
    expect(screen.getByTestId('order-status').textContent).toBe('Kinnitatud');
    expect(screen.getByTestId('payment-status').textContent).toBe('Maksan hiljem');
    expect(screen.getByRole('link', { name: 'Vaata tellimust' }).getAttribute('href')).toBe('/tellimused/42');
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the server refusal and lets the buyer try again', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/kinnita', ready, {
      'POST /api/order': json(422, {
        message: 'Tellimust ei saanud esitada.',
        errors: { 'order.accept_terms': ['Palun nõustu müügitingimustega.'] },
      }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nõustun müügitingimustega' }));
    fireEvent.click(screen.getByTestId('confirm-order'));
    await waitFor(() => expect(screen.getByTestId('confirm-order').hasAttribute('disabled')).toBe(false));
    expect(screen.getAllByText('Palun nõustu müügitingimustega.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Tellimust ei saanud esitada.')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-order'));
    await waitFor(() => expect(calls(fetch, 'POST /api/order')).toHaveLength(2));
  });
});
