import type { RefundTask, UnmatchedCredit } from '@kodumasinad/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail, item } from '../../../../test/admin-invoice-fixtures';
import { calls, json, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdmin, salesMe as me } from '../../../../test/render-admin';

const client = (id: number, name: string) => ({
  id,
  name,
  registry_code: null,
  vat_number: null,
  address: null,
  postal_code: null,
  city: null,
  county: null,
  phone: null,
  email: null,
  payment_term: '14',
  can_offers: false,
  offers_en: false,
  blocked: false,
  status: 'active',
  status_label: 'Aktiivne',
  users: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** A page of the company choices (100 a page), `total` matching in all. */
const clientsReply = (clients: ReturnType<typeof client>[], total = clients.length) =>
  json(200, {
    data: clients,
    meta: { current_page: 1, last_page: Math.max(1, Math.ceil(total / 100)), per_page: 100, total },
  });

/** The invoice list's calls, one invoice and no unmatched credits unless `handlers` say else. */
function stubInvoiceList(handlers: Record<string, Handler>) {
  return stubFetch({
    'GET /api/admin/me': me,
    'GET /api/admin/invoices': json(200, {
      data: [item],
      meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
      summary: { unpaid: 84_000, overdue: 84_000, unpaid_count: 1, overdue_count: 1 },
    }),
    'GET /api/admin/clients': clientsReply([]),
    'GET /api/admin/bank-statements/unmatched': json(200, { data: [] }),
    'GET /api/admin/refunds': json(200, { data: [] }),
    ...handlers,
  });
}

const credit: UnmatchedCredit = {
  id: 3,
  kind: 'unmatched',
  kind_label: 'Sidumata',
  booking_date: '2026-03-05',
  amount: 5_500,
  currency: 'EUR',
  debtor: 'Tundmatu Maksja AS',
  reference: '99999999999',
  text: '',
  note: 'Viitenumber puudub või ei vasta ühelegi arvele.',
  statement: 'valjavote.xml',
  invoice: null,
  can_assign: true,
};

describe('Arved', () => {
  it('shows the sums and the invoices, and filters by status, company and period in the URL', async () => {
    const fetch = stubInvoiceList({
      'GET /api/admin/clients': clientsReply([client(1, 'Kodumasin Pluss OÜ'), client(2, 'Ehitusmaailm AS')]),
    });
    const admin = renderAdmin('/haldus/arved');
    const sums = await screen.findByTestId('invoice-sums');
    expect(within(sums).getByText('Tähtaeg ületatud (1)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A2026-000007' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Olek'), 'overdue');
    await screen.findByRole('option', { name: 'Ehitusmaailm AS' });
    await userEvent.selectOptions(screen.getByLabelText('Ettevõte'), '2');
    fireEvent.change(screen.getByLabelText('Alates'), { target: { value: '01.03.2026' } });
    fireEvent.change(screen.getByLabelText('Kuni'), { target: { value: '31.03.2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filtreeri' }));
    await waitFor(() =>
      expect(admin.state.location.search).toBe('?company=2&from=2026-03-01&status=overdue&to=2026-03-31'),
    );
    await waitFor(() => {
      const urls = fetch.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('company=2&from=2026-03-01&status=overdue&to=2026-03-31'))).toBe(
        true,
      );
    });
    expect(screen.queryByTestId('unmatched-credits')).toBeNull();
  });

  it('narrows the company choice with a search when there are more companies than it holds', async () => {
    const searched: (string | null)[] = [];
    const first = Array.from({ length: 100 }, (_, index) => client(index + 10, `Firma ${index + 10} OÜ`));
    stubInvoiceList({
      'GET /api/admin/clients': (_init, url) => {
        const q = url.searchParams.get('q');
        searched.push(q);
        expect(url.searchParams.get('per_page')).toBe('100');
        if (q === null) return clientsReply(first, 150);
        return clientsReply(q === 'Viimane' ? [client(160, 'Viimane Firma AS')] : []);
      },
    });
    const admin = renderAdmin('/haldus/arved');
    expect((await screen.findByTestId('company-choices-note')).textContent).toBe(
      'Valikus on 100 ettevõtet 150-st; ülejäänud leiab otsinguga.',
    );
    const search = screen.getByRole('searchbox', { name: 'Otsi ettevõtet' });
    await userEvent.type(search, 'Puudub');
    expect(await screen.findByText('Otsingule vastavat ettevõtet ei leitud.')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'Viimane{Enter}');
    const found = await screen.findByRole('option', { name: 'Viimane Firma AS' });
    // Enter in the search sends nothing; typing rests before it asks.
    expect(admin.state.location.search).toBe('');
    expect(searched).not.toContain('V');
    expect(searched).toContain('Viimane');
    await userEvent.selectOptions(screen.getByLabelText('Ettevõte'), found);
    // The chosen company stays a choice while another search shows others.
    await userEvent.clear(search);
    await userEvent.type(search, 'Puudub');
    await screen.findByText('Otsingule vastavat ettevõtet ei leitud.');
    expect((screen.getByLabelText('Ettevõte') as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      'Viimane Firma AS',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtreeri' }));
    await waitFor(() => expect(admin.state.location.search).toBe('?company=160'));
  });

  it('offers no company search while every company is a choice', async () => {
    stubInvoiceList({ 'GET /api/admin/clients': clientsReply([client(1, 'Kodumasin Pluss OÜ')]) });
    renderAdmin('/haldus/arved');
    await screen.findByRole('option', { name: 'Kodumasin Pluss OÜ' });
    expect(screen.queryByRole('searchbox', { name: 'Otsi ettevõtet' })).toBeNull();
    expect(screen.queryByTestId('company-choices-note')).toBeNull();
  });

  it('assigns an unmatched credit to an invoice by its number, and shows a refusal on the field', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    stubInvoiceList({
      'GET /api/admin/bank-statements/unmatched': json(200, { data: [credit] }),
      [`POST /api/admin/bank-statements/unmatched/${credit.id}/assign`]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        if (refuse) {
          refuse = false;
          return json(422, {
            message: 'Sellise numbriga arvet ei leitud.',
            errors: { invoice: ['Sellise numbriga arvet ei leitud.'] },
          });
        }
        return json(200, { data: [], message: 'Laekumine on arvega seotud ja makse lisatud.' });
      },
    });
    const admin = renderAdmin('/haldus/arved');
    const panel = await screen.findByTestId('unmatched-credits');
    expect(within(panel).getByText('Sidumata laekumised (1)')).toBeTruthy();
    expect(panel.textContent).toContain('Tundmatu Maksja AS');
    const field = within(panel).getByLabelText(/Arve number/);
    await userEvent.type(field, 'A2026-999999');
    await userEvent.click(within(panel).getByRole('button', { name: 'Seo arvega' }));
    expect(await within(panel).findByText('Sellise numbriga arvet ei leitud.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'A2026-000007');
    await userEvent.click(within(panel).getByRole('button', { name: 'Seo arvega' }));
    await waitFor(() => expect(screen.queryByTestId('unmatched-credits')).toBeNull());
    expect(bodies).toEqual([{ invoice: 'A2026-999999' }, { invoice: 'A2026-000007' }]);

    // A company chosen from a row is offered by its name, though not among the loaded choices.
    await userEvent.click(screen.getByRole('button', { name: 'Kodumasin Pluss OÜ' }));
    await waitFor(() => expect(admin.state.location.search).toBe('?company=1'));
    expect((await screen.findByRole('option', { name: 'Kodumasin Pluss OÜ' })).getAttribute('value')).toBe(
      '1',
    );
  });

  it('lists an overpayment to refund with its amount and bank reference, and marks it refunded', async () => {
    const task: RefundTask = {
      id: 55,
      order: { id: 42, number: '2026-000042' },
      company: 'Kodumasin Pluss OÜ',
      amount: 12_276,
      received_at: '2026-03-05T10:00:00.000Z',
      method_label: 'Testpank',
      transaction_id: '777000111',
      reference: '20260000425',
      payer_name: 'Mari Maksja',
      payer_account: 'EE471000001020145685',
    };
    const fetch = stubInvoiceList({
      'GET /api/admin/refunds': json(200, { data: [task] }),
      'POST /api/admin/refunds/55/refunded': json(200, {
        data: [],
        message: 'Enammakse on märgitud tagastatuks.',
      }),
    });
    renderAdmin('/haldus/arved');
    const panel = await screen.findByTestId('refund-tasks');
    expect(within(panel).getByText('Tagastada (1)')).toBeTruthy();
    expect(panel.textContent).toContain('Tagasta 122,76\u00a0€ · Mari Maksja');
    expect(panel.textContent).toContain('Panga viide (arhiivitunnus): 777000111 · Viitenumber: 20260000425');
    expect(panel.textContent).toContain('Maksja konto: EE471000001020145685');
    expect(within(panel).getByRole('link', { name: '2026-000042' }).getAttribute('href')).toBe(
      '/haldus/tellimused/42',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Märgi tagastatuks' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Kas 122,76\u00a0€ on maksjale tagastatud?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Märgi tagastatuks' }));
    await waitFor(() => expect(screen.queryByTestId('refund-tasks')).toBeNull());
    expect(calls(fetch, 'POST /api/admin/refunds/55/refunded')).toHaveLength(1);
  });

  it('books a payment with a key and shows the server’s message on its field', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'GET /api/admin/me': me,
      'GET /api/admin/invoices/7': json(200, { invoice: detail }),
      'POST /api/admin/invoices/7/payments': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return json(422, {
          message: 'Summa on suurem kui arve tasumata osa.',
          errors: { amount: ['Summa on suurem kui arve tasumata osa.'] },
        });
      },
    });
    renderAdmin('/haldus/arved/7');
    const amount = await screen.findByLabelText('Summa (€)');
    expect(screen.getByTestId('invoice-payments').textContent).toContain('Pangaväljavõte');
    await userEvent.clear(amount);
    await userEvent.type(amount, '900,00');
    await userEvent.click(screen.getByRole('button', { name: 'Lisa makse' }));
    expect(await screen.findAllByText('Summa on suurem kui arve tasumata osa.')).not.toHaveLength(0);
    expect(bodies[0]).toMatchObject({ amount: '900,00', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});
