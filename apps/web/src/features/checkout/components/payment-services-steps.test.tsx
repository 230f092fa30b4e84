import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftOf, openCheckoutStep, requestBody } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';

const transportPassed = draftOf({
  passed_steps: ['checkout-contacts', 'checkout-transport'],
  transport: { code: 'TTH2', county: null },
});
const withTerm = (payment_term: string | null) =>
  draftOf({ ...transportPassed, options: { ...transportPassed.options, payment_term } });

describe('services step', () => {
  it('lists the offered services with prices; all optional', async () => {
    const saved = draftOf({ ...transportPassed, services: ['paigaldus'] });
    const { fetch, router } = await openCheckoutStep('/ostukorv/teenused', transportPassed, {
      'POST /api/order': json(200, {
        data: { ...saved, passed_steps: [...saved.passed_steps, 'checkout-services'] },
      }),
    });
    const installation = screen.getByRole('checkbox', { name: /Paigaldus/ });
    expect(installation.closest('label')?.textContent).toContain('49,00\u00a0€ +KM / tk');
    expect(
      screen.getByRole('checkbox', { name: /Sissetoomine korterisse/ }).closest('label')?.textContent,
    ).toContain('20,00\u00a0€ +KM / tellimus');
    fireEvent.click(installation);
    fireEvent.click(screen.getByTestId('checkout-next'));
    await screen.findByTestId('checkout-step-payment');
    expect(router.state.location.pathname).toBe('/ostukorv/makse');
    expect(requestBody(calls(fetch, 'POST /api/order')[0])).toEqual({
      order: { step: 'checkout-services', services: ['paigaldus'] },
    });
  });
});

describe('payment step', () => {
  it('offers "Maksan hiljem" with a payment term in days and shows the term', async () => {
    await openCheckoutStep('/ostukorv/makse', withTerm('14'));
    expect(screen.getByTestId('payment-term').textContent).toBe('Maksetähtaeg: 14 päeva');
    expect(screen.getByTestId('payment-option-invoice')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Swedbank' })).toBeTruthy();
  });

  it('hides "Maksan hiljem" for prepayment clients and says "Ettemaks"', async () => {
    await openCheckoutStep('/ostukorv/makse', withTerm('E'));
    expect(screen.getByTestId('payment-term').textContent).toBe('Ettemaks');
    expect(screen.queryByTestId('payment-option-invoice')).toBeNull();
    expect(screen.getByTestId('payment-option-testbank')).toBeTruthy();
  });

  it('hides "Maksan hiljem" when the client has no payment term', async () => {
    await openCheckoutStep('/ostukorv/makse', withTerm(null));
    expect(screen.queryByTestId('payment-option-invoice')).toBeNull();
    expect(screen.queryByTestId('payment-term')).toBeNull();
  });

  it('asks for a method, then saves it and opens confirm', async () => {
    const saved = draftOf({
      ...transportPassed,
      payment_method: 'testbank',
      passed_steps: [...transportPassed.passed_steps, 'checkout-payment'],
    });
    const { fetch, router } = await openCheckoutStep('/ostukorv/makse', withTerm('14'), {
      'POST /api/order': json(200, { data: saved }),
    });
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Vali makseviis.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/order')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('payment-option-testbank'));
    fireEvent.click(screen.getByTestId('checkout-next'));
    await screen.findByTestId('checkout-step-confirm');
    expect(router.state.location.pathname).toBe('/ostukorv/kinnita');
    expect(requestBody(calls(fetch, 'POST /api/order')[0])).toEqual({
      order: { step: 'checkout-payment', payment_method: 'testbank' },
    });
  });
});
