import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftOf, openCheckoutStep, requestBody } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';

const noCounty = draftOf({ contacts: { ...draftOf().contacts, county: null } });
const option = (code: string) => screen.getByTestId(`transport-option-${code}`) as HTMLInputElement;
const labelOf = (code: string) => option(code).closest('label') as HTMLElement;
const DELIVERY = {
  recipient_name: 'Mari Maasikas',
  recipient_phone: '+372 5555 1234',
  address: 'Õuna 5-2',
  city: 'Elva',
  postal_code: '61505',
};
function fillDelivery(values: Partial<typeof DELIVERY> = {}) {
  for (const [name, value] of Object.entries({ ...DELIVERY, ...values })) {
    fireEvent.change(screen.getByTestId(`delivery-${name}`), { target: { value } });
  }
}

describe('transport step', () => {
  it('lists the transports with titles, descriptions and prices', async () => {
    await openCheckoutStep('/ostukorv/transport', noCounty);
    expect(within(labelOf('TTH1')).getByText('Transport tellija lattu')).toBeTruthy();
    expect(within(labelOf('TTH1')).getByText('Toome kauba teie lattu.')).toBeTruthy();
    expect(labelOf('TTH1').textContent).toContain('alates 25,00\u00a0€ +KM');
    expect(labelOf('TTH2').textContent).toContain('Tasuta');
    expect(screen.queryByTestId('county-select')).toBeNull();
  });

  it('asks for the county where it is required, and prices by the chosen county', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/transport', noCounty);
    fireEvent.click(option('TTH3'));
    const county = screen.getByTestId('county-select');
    expect(screen.getByLabelText('Maakond')).toBe(county);
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Maakond on nõutud väli.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/cart/transport')).toHaveLength(0);
    fireEvent.change(county, { target: { value: 'Tartu' } });
    expect(labelOf('TTH3').textContent).toContain('49,00\u00a0€ +KM');
    expect(screen.queryByText('Maakond on nõutud väli.')).toBeNull();
  });

  it('asks for a transport before going on', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/transport', noCounty);
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Vali transpordiviis.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/order')).toHaveLength(0);
  });

  it('saves the transport once, with the step, then opens services', async () => {
    const passed = draftOf({
      passed_steps: ['checkout-contacts', 'checkout-transport'],
      transport: { code: 'TTH3', county: 'Tartu' },
    });
    const { fetch, router } = await openCheckoutStep('/ostukorv/transport', noCounty, {
      'POST /api/order': json(200, { data: passed }),
    });
    fireEvent.click(option('TTH3'));
    fireEvent.change(screen.getByTestId('county-select'), { target: { value: 'Tartu' } });
    fillDelivery();
    fireEvent.click(screen.getByTestId('checkout-next'));
    await screen.findByTestId('checkout-step-services');
    expect(router.state.location.pathname).toBe('/ostukorv/teenused');
    expect(calls(fetch, 'POST /api/order').map(requestBody)).toEqual([
      {
        order: {
          step: 'checkout-transport',
          transport: { code: 'TTH3', county: 'Tartu' },
          delivery: { ...DELIVERY, county: 'Tartu' },
        },
      },
    ]);
    expect(calls(fetch, 'POST /api/cart/transport')).toHaveLength(0);
  });

  it('sends no county for customer pickup and prefills the county from the contacts', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/transport', draftOf(), {
      'POST /api/order': json(422, {
        message: 'Vigane.',
        errors: { 'transport.county': ['Maakond puudub.'] },
      }),
    });
    fireEvent.click(option('TTH1'));
    expect((screen.getByTestId('county-select') as HTMLSelectElement).value).toBe('Harju');
    expect(labelOf('TTH1').textContent).toContain('25,00\u00a0€ +KM');
    fireEvent.click(option('TTH2'));
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Maakond puudub.')).toBeTruthy();
    expect(requestBody(calls(fetch, 'POST /api/order')[0])).toEqual({
      order: { step: 'checkout-transport', transport: { code: 'TTH2', county: null } },
    });
  });

  it('asks for the delivery address of a transport to the installation site only', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/transport', draftOf(), {
      'POST /api/order': json(422, {
        message: 'Vigane.',
        errors: { 'delivery.recipient_phone': ['Vastuvõtja telefon ei ole korrektne.'] },
      }),
    });
    fireEvent.click(option('TTH1'));
    expect(screen.queryByTestId('delivery-fieldset')).toBeNull();
    fireEvent.click(option('TTH3'));
    const fields = within(screen.getByTestId('delivery-fieldset'));
    expect(fields.getByLabelText('Vastuvõtja nimi')).toBeTruthy();
    expect(fields.getByLabelText('Tänav, maja ja korter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Vastuvõtja nimi on nõutud väli.')).toBeTruthy();
    expect(screen.getByText('Postiindeks on nõutud väli.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/order')).toHaveLength(0);
    fillDelivery({ postal_code: '615' });
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Postiindeks ei ole numbrid.')).toBeTruthy();
    fillDelivery();
    fireEvent.click(screen.getByTestId('checkout-next'));
    // The server's error lands on its field.
    expect(await screen.findByText('Vastuvõtja telefon ei ole korrektne.')).toBeTruthy();
    expect(requestBody(calls(fetch, 'POST /api/order')[0])).toMatchObject({
      order: { delivery: { ...DELIVERY, county: 'Harju' } },
    });
  });

  it('prefills the delivery address the draft has', async () => {
    await openCheckoutStep(
      '/ostukorv/transport',
      draftOf({ transport: { code: 'TTH3', county: 'Tartu' }, delivery: { ...DELIVERY, county: 'Tartu' } }),
    );
    expect((screen.getByTestId('delivery-fieldset') as HTMLElement).textContent).toContain('Tarneaadress');
    expect((screen.getByTestId('delivery-city') as HTMLInputElement).value).toBe('Elva');
  });
});
