import type { AdminOrder } from '@kodumasinad/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderOf } from '../../../../test/checkout-fixtures';
import { calls, json, stubFetch } from '../../../../test/fetch-stub';
import { renderAdmin } from '../../../../test/render-admin';

const sales = { staff: { id: 2, email: 'myyk@kodumasinad.test', name: 'Mari Müük', role: 'sales' } };

function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...orderOf({ id: 42, status: 'open', status_label: 'Ootel' }),
    client: { id: 1, name: 'Kodumasin Pluss OÜ', registry_code: '12345678' },
    user: { id: 3, name: 'Anna Tamm', email: 'anna@kodumasin.test' },
    payments: [],
    invoice: null,
    history: [],
    transitions: ['confirm', 'cancel'],
    ...overrides,
  };
}

function renderOrder(handlers: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch({ 'GET /api/admin/me': json(200, sales), ...handlers });
  renderAdmin('/haldus/tellimused/42');
  return fetch;
}

describe('/haldus/tellimused/{id}', () => {
  it('confirms an open order and shows its new status', async () => {
    const confirmed = adminOrder({
      status: 'confirmed',
      status_label: 'Kinnitatud',
      transitions: ['archive', 'cancel'],
    });
    const fetch = renderOrder({
      'GET /api/admin/orders/42': json(200, { data: adminOrder() }),
      'POST /api/admin/orders/42/confirm': json(200, {
        data: confirmed,
        message: 'Tellimus on kinnitatud ja klienti teavitati.',
      }),
    });
    expect((await screen.findByTestId('admin-order-status')).textContent).toBe('Ootel');
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    await waitFor(() => expect(screen.getByTestId('admin-order-status').textContent).toBe('Kinnitatud'));
    expect(calls(fetch, 'POST /api/admin/orders/42/confirm')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Arhiveeri' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kinnita' })).toBeNull();
  });

  it('asks for the reason in a dialog before cancelling', async () => {
    const cancelled = adminOrder({
      status: 'cancelled',
      status_label: 'Tühistatud',
      cancel_reason: 'Toode on otsas.',
      transitions: [],
    });
    const fetch = renderOrder({
      'GET /api/admin/orders/42': json(200, { data: adminOrder() }),
      'POST /api/admin/orders/42/cancel': json(200, {
        data: cancelled,
        message: 'Tellimus on tühistatud ja klienti teavitati.',
      }),
    });
    const opener = await screen.findByRole('button', { name: 'Tühista' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Tühista tellimus 2026-000042' });
    const reason = within(dialog).getByLabelText('Tühistamise põhjus');
    await waitFor(() => expect(document.activeElement).toBe(reason));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tühista tellimus' }));
    expect(await within(dialog).findByText('Tühistamise põhjus on nõutud väli.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/orders/42/cancel')).toHaveLength(0);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.click(opener);
    await userEvent.type(screen.getByLabelText('Tühistamise põhjus'), 'Toode on otsas.');
    await userEvent.click(screen.getByRole('button', { name: 'Tühista tellimus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/orders/42/cancel')[0]?.body))).toEqual({
      reason: 'Toode on otsas.',
    });
    expect(screen.getByTestId('admin-order-status').textContent).toBe('Tühistatud');
    expect(screen.getByText('Toode on otsas.', { exact: false })).toBeTruthy();
  });
});
