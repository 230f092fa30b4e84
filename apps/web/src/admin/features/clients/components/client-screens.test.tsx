import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../../test/fetch-stub';
import { renderAdmin, salesMe } from '../../../../test/render-admin';

const client = {
  id: 1,
  name: 'Kodumasin Pluss OÜ',
  registry_code: '14567890',
  vat_number: 'EE102345676',
  address: 'Tähe 112',
  postal_code: '50113',
  city: 'Tartu',
  county: 'Tartu',
  phone: '+372 734 5678',
  email: 'info@kodumasinpluss.test',
  payment_term: '14',
  can_offers: true,
  offers_en: true,
  blocked: false,
  status: 'active',
  status_label: 'Aktiivne',
  users: 2,
  created_at: '2025-01-06T08:00:00.000Z',
  updated_at: '2025-01-06T08:00:00.000Z',
};
const kati = {
  id: 5,
  b2b_client_id: 1,
  name: 'Kati Kuusk',
  email: 'kati@kodumasin.test',
  phone: null,
  status: 'invited',
  status_label: 'Kutsutud',
  invite_expires_at: '2026-11-30T10:00:00.000Z',
  created_at: '2026-11-23T10:00:00.000Z',
};
const list = { data: [client], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } };

describe('the client screens', () => {
  it('lists clients and filters by status through the URL', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': salesMe,
      'GET /api/admin/clients': json(200, list),
    });
    const admin = renderAdmin('/haldus/kliendid');
    expect(await screen.findByRole('link', { name: 'Kodumasin Pluss OÜ' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Olek'), 'blocked');
    expect(admin.state.location.search).toBe('?status=blocked');
    // The list is asked again with the filter (the query follows the URL, after a render).
    await waitFor(() => {
      const urls = fetch.mock.calls.map(([input]) => String(input));
      expect(urls.filter((input) => input.includes('/api/admin/clients')).at(-1)).toContain('status=blocked');
    });
  });

  it('checks the VAT number in the browser and puts the server’s errors on the fields', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': salesMe,
      'GET /api/admin/clients/discount-options': json(200, { data: { brands: [], categories: [] } }),
      'POST /api/admin/clients': json(422, {
        message: 'Palun paranda vormi vead.',
        errors: { email: ['E-post peab olema e-maili aadress.'] },
      }),
    });
    renderAdmin('/haldus/kliendid/uus');
    const form = await screen.findByTestId('client-form');
    await userEvent.type(within(form).getByLabelText('Nimi'), 'Uus OÜ');
    await userEvent.type(within(form).getByLabelText('Registrikood'), '12345678');
    await userEvent.type(within(form).getByLabelText('KMKR number'), 'EE100247018');
    await userEvent.click(within(form).getByRole('button', { name: 'Lisa klient' }));
    expect(
      await within(form).findByText('KMKR numbri kontrollnumber ei klapi. Palun kontrolli numbrit.'),
    ).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/clients')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('KMKR number'));
    await userEvent.type(within(form).getByLabelText('KMKR number'), 'EE100247019');
    await userEvent.click(within(form).getByRole('button', { name: 'Lisa klient' }));
    expect(await within(form).findByText('E-post peab olema e-maili aadress.')).toBeTruthy();
    const [request] = calls(fetch, 'POST /api/admin/clients');
    expect(JSON.parse(String(request?.body))).toMatchObject({
      name: 'Uus OÜ',
      vat_number: 'EE100247019',
      discounts: [],
    });
  });

  it("shows the client's users with their actions", async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': salesMe,
      'GET /api/admin/clients/1': json(200, { data: { ...client, discounts: [] } }),
      'GET /api/admin/clients/discount-options': json(200, { data: { brands: [], categories: [] } }),
      'GET /api/admin/clients/1/users': json(200, {
        data: [kati],
        meta: { current_page: 1, last_page: 1, per_page: 1, total: 1 },
      }),
      'POST /api/admin/users/5/resend-invite': json(200, {
        data: kati,
        message: 'Kutse on uuesti saadetud.',
      }),
    });
    renderAdmin('/haldus/kliendid/1');
    const users = await screen.findByTestId('client-users');
    expect(await within(users).findByText('Kati Kuusk')).toBeTruthy();
    await userEvent.click(within(users).getByRole('button', { name: 'Saada kutse uuesti' }));
    expect(calls(fetch, 'POST /api/admin/users/5/resend-invite')).toHaveLength(1);
    expect(within(users).getByRole('button', { name: 'Saada kutse' })).toBeTruthy();
  });
});
