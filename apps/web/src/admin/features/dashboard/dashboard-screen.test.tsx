import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { renderAdmin } from '../../../test/render-admin';

const staff = (role: string) => ({ staff: { id: 2, email: 'x@kodumasinad.test', name: 'Mari Müük', role } });

const figures = {
  day: '2026-11-23',
  today: { orders: 3, turnover: 100000, turnover_vat: 124000 },
  month: { orders: 41, turnover: 2000000, turnover_vat: 2480000 },
  awaiting_confirmation: { count: 2, total_vat: 5000 },
  invoices: { unpaid: { count: 4, outstanding: 123456 }, overdue: { count: 1, outstanding: 9900 } },
  feedback: { count: 5 },
};

function renderDashboard(role: string) {
  const fetch = stubFetch({
    'GET /api/admin/me': json(200, staff(role)),
    'GET /api/admin/dashboard': json(200, { data: figures }),
  });
  renderAdmin('/haldus');
  return fetch;
}

describe('/haldus (Töölaud)', () => {
  it('shows the sales office today’s and the month’s orders, open orders, invoices and feedback', async () => {
    renderDashboard('sales');
    expect((await screen.findByTestId('dashboard-today')).textContent).toContain('3 tellimust');
    expect(screen.getByTestId('dashboard-today').textContent).toContain('Käive 1\u00a0000,00\u00a0€ km-ta');
    expect(screen.getByTestId('dashboard-month').textContent).toContain('41 tellimust');
    expect(screen.getByTestId('dashboard-awaiting').textContent).toContain('2');
    expect(screen.getByTestId('dashboard-unpaid').textContent).toContain('Tasumata arved');
    expect(screen.getByTestId('dashboard-unpaid').textContent).toContain('Tasumata 1\u00a0234,56\u00a0€');
    // The same count as the invoice list's "Tasumata (n)", which has no status filter for it.
    expect(within(screen.getByTestId('dashboard-unpaid')).getByRole('link').getAttribute('href')).toBe(
      '/haldus/arved',
    );
    expect(screen.getByTestId('dashboard-overdue').textContent).toContain('Tasumata 99,00\u00a0€');
    expect(screen.getByTestId('dashboard-feedback').textContent).toContain('Lugemata tagasiside5');
  });

  it('gives a content editor a start page without the sales figures', async () => {
    const fetch = renderDashboard('content');
    expect(await screen.findByText('sisu haldamises')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-today')).toBeNull();
    expect(calls(fetch, 'GET /api/admin/dashboard')).toHaveLength(0);
  });
});
