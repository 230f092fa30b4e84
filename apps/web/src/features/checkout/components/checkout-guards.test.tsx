import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartOf, cartRow, draftOf, openCheckoutStep, stubShop } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const allPassed = draftOf({
  passed_steps: ['checkout-contacts', 'checkout-transport', 'checkout-services', 'checkout-payment'],
  transport: { code: 'TTH2', county: null },
  payment_method: 'invoice',
});

const warning = () => screen.findByTestId('message-area');

describe('checkout step guards (SPEC §4)', () => {
  it('refuses the confirm URL typed directly and opens transport with a warning', async () => {
    stubShop({ 'GET /api/order': json(200, { data: allPassed }) }, cartOf([cartRow(1)]));
    const { router } = renderApp('/ostukorv/kinnita', { user: anna });
    await screen.findByTestId('checkout-step-transport');
    expect(router.state.location.pathname).toBe('/ostukorv/transport');
    expect((await warning()).textContent).toContain(
      'Sammu „Kinnitamine“ ei saa veel avada. Jätka sammust „Transport“.',
    );
    expect(screen.queryByTestId('checkout-step-confirm')).toBeNull();
  });

  it('sends a typed confirm URL to contacts when contacts were not passed', async () => {
    stubShop({ 'GET /api/order': json(200, { data: draftOf() }) });
    const { router } = renderApp('/ostukorv/kinnita', { user: anna });
    await screen.findByTestId('checkout-step-contacts');
    expect(router.state.location.pathname).toBe('/ostukorv/kontakt');
  });

  it.each(['/ostukorv/makse', '/ostukorv/teenused'])('refuses %s typed directly', async (path) => {
    stubShop({ 'GET /api/order': json(200, { data: allPassed }) });
    const { router } = renderApp(path, { user: anna });
    await screen.findByTestId('checkout-step-transport');
    expect(router.state.location.pathname).toBe('/ostukorv/transport');
  });

  it('lets contacts and transport open by URL', async () => {
    stubShop({ 'GET /api/order': json(200, { data: draftOf() }) });
    const { router } = renderApp('/ostukorv/transport', { user: anna });
    await screen.findByTestId('checkout-step-transport');
    expect(router.state.location.pathname).toBe('/ostukorv/transport');
  });

  it('refuses payment straight from contacts, even with transport passed', async () => {
    const { router } = await openCheckoutStep('/ostukorv/kontakt', allPassed);
    await router.navigate('/ostukorv/makse');
    await screen.findByTestId('checkout-step-transport');
    expect(router.state.location.pathname).toBe('/ostukorv/transport');
    expect((await warning()).textContent).toContain('Jätka sammust „Transport“');
  });

  it('opens payment from transport once transport is passed, and confirm from payment', async () => {
    const { router } = await openCheckoutStep('/ostukorv/transport', allPassed);
    await router.navigate('/ostukorv/makse');
    await screen.findByTestId('checkout-step-payment');
    await router.navigate('/ostukorv/kinnita');
    await screen.findByTestId('checkout-step-confirm');
    expect(router.state.location.pathname).toBe('/ostukorv/kinnita');
  });

  it('links only the steps the guard would open from the current one', async () => {
    await openCheckoutStep('/ostukorv/kontakt', allPassed);
    const steps = screen.getByRole('navigation', { name: 'Tellimuse sammud' });
    const links = [...steps.querySelectorAll('a')].map((link) => link.textContent);
    // Payment is not reachable straight from contacts; confirm is, with contacts and transport passed.
    expect(links).toEqual(['✓Transport', '✓Teenused', '5Kinnitamine']);
  });

  it('walks the steps in order from the cart, each save opening the next', async () => {
    const contactsDone = draftOf({ passed_steps: ['checkout-contacts'] });
    const fetch = stubShop(
      {
        'GET /api/order/new': json(200, { data: draftOf() }),
        'POST /api/order': json(200, { data: contactsDone }),
        'GET /api/cart/transports': json(200, { data: [] }),
      },
      cartOf([cartRow(1)]),
    );
    const { router } = renderApp('/ostukorv', { user: anna });
    fireEvent.click(await screen.findByRole('button', { name: 'Vormista tellimus' }));
    await screen.findByTestId('checkout-step-contacts');
    fireEvent.click(await screen.findByTestId('checkout-next'));
    await screen.findByTestId('checkout-step-transport');
    expect(router.state.location.pathname).toBe('/ostukorv/transport');
    await waitFor(() => expect(calls(fetch, 'POST /api/order')).toHaveLength(1));
    expect(screen.queryByTestId('message-area')).toBeNull();
  });
});
