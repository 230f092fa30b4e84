import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftOf, openCheckoutStep, requestBody } from '../../../test/checkout-fixtures';
import { calls, json } from '../../../test/fetch-stub';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('contacts step', () => {
  it('is prefilled from the draft and saves the contacts step', async () => {
    const saved = draftOf({ passed_steps: ['checkout-contacts'] });
    const { fetch, router } = await openCheckoutStep('/ostukorv/kontakt', draftOf(), {
      'POST /api/order': json(200, { data: saved }),
    });
    expect(field('Kontaktisik').value).toBe('Anna Tamm');
    expect((screen.getByLabelText('Maakond') as HTMLSelectElement).value).toBe('Harju');
    expect(screen.getByRole('option', { name: 'Ida-Viru maakond' })).toBeTruthy();
    fireEvent.change(field('Telefon'), { target: { value: '+372 5123 4567' } });
    fireEvent.change(screen.getByLabelText('Maakond'), { target: { value: 'Tartu' } });
    fireEvent.click(screen.getByTestId('checkout-next'));
    await screen.findByTestId('checkout-step-transport');
    expect(router.state.location.pathname).toBe('/ostukorv/transport');
    expect(requestBody(calls(fetch, 'POST /api/order')[0])).toEqual({
      order: {
        step: 'checkout-contacts',
        contacts: { ...draftOf().contacts, phone: '+372 5123 4567', county: 'Tartu' },
      },
    });
  });

  it('offers the counties GET /api/variables/counties answers', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/kontakt', draftOf(), {
      'GET /api/variables/counties': json(200, {
        data: {
          counties: [
            { code: 'Harju', label: 'Harju maakond' },
            { code: 'Tartu', label: 'Tartu maakond' },
          ],
        },
      }),
    });
    const select = screen.getByLabelText('Maakond') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Vali maakond',
      'Harju maakond',
      'Tartu maakond',
    ]);
    expect(select.value).toBe('Harju');
    expect(calls(fetch, 'GET /api/variables/counties')).toHaveLength(1);
  });

  it('shows the contract rules on the fields and sends nothing', async () => {
    const { fetch } = await openCheckoutStep('/ostukorv/kontakt', draftOf());
    fireEvent.change(field('Ettevõte'), { target: { value: '  ' } });
    fireEvent.change(field('Postiindeks'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Maakond'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('checkout-next'));
    expect(await screen.findByText('Ettevõte on nõutud väli.')).toBeTruthy();
    expect(field('Ettevõte').getAttribute('aria-invalid')).toBe('true');
    expect(field('Postiindeks').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Maakond on nõutud väli.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/order')).toHaveLength(0);
  });

  it('puts the server errors contacts.x on the fields, without the reply message', async () => {
    const { router } = await openCheckoutStep('/ostukorv/kontakt', draftOf(), {
      'POST /api/order': json(422, {
        message: 'Tellimust ei saanud salvestada.',
        errors: { 'contacts.email': ['See e-posti aadress ei võta kirju vastu.'] },
      }),
    });
    fireEvent.click(screen.getByTestId('checkout-next'));
    const error = await screen.findAllByText('See e-posti aadress ei võta kirju vastu.');
    expect(error.length).toBeGreaterThan(0);
    await waitFor(() => expect(field('E-post').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Tellimust ei saanud salvestada.')).toBeNull();
    expect(router.state.location.pathname).toBe('/ostukorv/kontakt');
  });
});
