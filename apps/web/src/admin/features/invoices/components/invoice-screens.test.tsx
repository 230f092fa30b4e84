import type {
  AdminInvoice,
  AdminInvoiceListItem,
  RefundTask,
  StatementPreviewReply,
  UnmatchedCredit,
} from '@kodumasinad/contract/admin';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, json, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { AdminApp } from '../../../admin-app';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { createAdminRouter, type AdminRouter } from '../../../router';

let router: AdminRouter | null = null;
afterEach(() => {
  router?.dispose();
  router = null;
});

function renderAdmin(url: string) {
  router = createAdminRouter({ initialEntries: [url] });
  render(<AdminApp router={router} queryClient={createAdminQueryClient()} />);
  return router;
}

const me = json(200, { staff: { id: 2, email: 'myyk@kodumasinad.test', name: 'Mari Müük', role: 'sales' } });

const item: AdminInvoiceListItem = {
  id: 7,
  number: 'A2026-000007',
  reference_number: '20260000425',
  issue_date: '2026-03-01',
  due_date: '2026-03-15',
  order_id: 42,
  order_number: '2026-000042',
  company: { id: 1, name: 'Kodumasin Pluss OÜ' },
  total: 100_000,
  vat: 24_000,
  total_vat: 124_000,
  paid: 40_000,
  outstanding: 84_000,
  status: 'overdue',
  status_label: 'Tähtaeg ületatud',
  reminder_count: 1,
  last_reminder_at: '2026-03-20T08:00:00.000Z',
};

const detail: AdminInvoice = {
  ...item,
  payment_term_days: 14,
  invoice_email: 'info@kodumasinpluss.test',
  payments: [
    {
      id: 1,
      date: '2026-03-05',
      amount: 40_000,
      source: 'bank_statement',
      source_label: 'Pangaväljavõte',
      method_label: 'Pangaülekanne',
      can_reverse: true,
    },
  ],
  reminders: [{ sent_at: '2026-03-20T08:00:00.000Z', sent_to: 'info@kodumasinpluss.test' }],
  can_remind: true,
  can_add_payment: true,
};

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

  it('previews a statement and books it on Kinnita', async () => {
    const preview: StatementPreviewReply = {
      token: 'a'.repeat(32),
      filename: 'valjavote.xml',
      lines: [
        {
          line: 1,
          booking_date: '2026-03-05',
          amount: 84_000,
          currency: 'EUR',
          debtor: 'KODUMASIN OÜ',
          reference: '20260000425',
          text: '',
          status: 'matched',
          status_label: 'Seotud',
          invoice: { id: 7, number: 'A2026-000007', company: 'Kodumasin Pluss OÜ', outstanding: 84_000 },
          note: '',
        },
        {
          line: 2,
          booking_date: '2026-03-05',
          amount: 5_500,
          currency: 'EUR',
          debtor: 'Tundmatu Maksja AS',
          reference: '99999999999',
          text: '',
          status: 'unmatched',
          status_label: 'Sidumata',
          invoice: null,
          note: 'Viitenumber puudub või ei vasta ühelegi arvele.',
        },
      ],
      to_book: { count: 1, amount: 84_000 },
    };
    const fetch = stubFetch({
      'GET /api/admin/me': me,
      'POST /api/admin/bank-statements/preview': json(200, preview),
      [`POST /api/admin/bank-statements/${preview.token}/confirm`]: json(200, {
        booked: 1,
        amount: 84_000,
        skipped: 0,
        invoice_ids: [7],
      }),
    });
    renderAdmin('/haldus/arved/import');
    const input = await screen.findByLabelText('Pangaväljavõte (camt.053 XML)');
    await userEvent.upload(input, new File(['<Document/>'], 'valjavote.xml', { type: 'application/xml' }));
    const lines = await screen.findByTestId('statement-lines');
    expect(within(lines).getByText('Seotud')).toBeTruthy();
    expect(within(lines).getByText('Sidumata')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/bank-statements/preview')[0]?.body).toBeInstanceOf(FormData);
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    expect((await screen.findByTestId('statement-done')).textContent).toContain('Lisatud 1 makset');
    expect(
      JSON.parse(String(calls(fetch, `POST /api/admin/bank-statements/${preview.token}/confirm`)[0]?.body)),
    ).toEqual({ lines: [1, 2] });
  });

  it('lets lines be unticked, counts an over-payment at what the invoice owes, and sends the ticked ones', async () => {
    const line = (
      over: Partial<StatementPreviewReply['lines'][number]>,
    ): StatementPreviewReply['lines'][number] => ({
      line: 1,
      booking_date: '2026-03-05',
      amount: 8_400_000,
      currency: 'EUR',
      debtor: 'KODUMASIN OÜ',
      reference: '20260000425',
      text: '',
      status: 'partial',
      status_label: 'Osaliselt seotud',
      invoice: { id: 7, number: 'A2026-000007', company: 'Kodumasin Pluss OÜ', outstanding: 84_000 },
      note: 'Summa on suurem kui tasumata 840,00 €.',
      ...over,
    });
    const preview: StatementPreviewReply = {
      token: 'b'.repeat(32),
      filename: 'valjavote.xml',
      lines: [
        line({}),
        line({ line: 2, amount: 5_500, status: 'unmatched', status_label: 'Sidumata', invoice: null }),
        line({ line: 3, status: 'duplicate', status_label: 'Juba imporditud' }),
      ],
      to_book: { count: 1, amount: 84_000 },
    };
    const fetch = stubFetch({
      'GET /api/admin/me': me,
      'POST /api/admin/bank-statements/preview': json(200, preview),
      [`POST /api/admin/bank-statements/${preview.token}/confirm`]: json(200, {
        booked: 1,
        amount: 84_000,
        skipped: 0,
        invoice_ids: [7],
        kept: 1,
      }),
    });
    renderAdmin('/haldus/arved/import');
    const input = await screen.findByLabelText('Pangaväljavõte (camt.053 XML)');
    await userEvent.upload(input, new File(['<Document/>'], 'valjavote.xml', { type: 'application/xml' }));
    await screen.findByTestId('statement-lines');
    const summary = screen.getByTestId('statement-to-book');
    expect(summary.textContent).toBe(
      'Kinnitamisel lisatakse 1 makset kokku 840,00\u00a0€. 2 laekumist või ülejääki jäetakse sidumata laekumisteks.',
    );
    // An imported line has nothing to tick.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: /Kinnita rida 2/ }));
    expect(summary.textContent).toBe(
      'Kinnitamisel lisatakse 1 makset kokku 840,00\u00a0€. 1 laekumist või ülejääki jäetakse sidumata laekumisteks.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Kinnita rida 1/ }));
    expect(summary.textContent).toBe('Ühtegi rida pole valitud. Vali read, mida kinnitada.');
    expect((screen.getByRole('button', { name: 'Kinnita' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Kinnita rida 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    await screen.findByTestId('statement-done');
    expect(
      JSON.parse(String(calls(fetch, `POST /api/admin/bank-statements/${preview.token}/confirm`)[0]?.body)),
    ).toEqual({ lines: [1] });
  });

  it('says a statement has no incoming payments and offers no Kinnita', async () => {
    stubFetch({
      'GET /api/admin/me': me,
      'POST /api/admin/bank-statements/preview': json(200, {
        token: 'c'.repeat(32),
        filename: 'valjavote.xml',
        lines: [],
        to_book: { count: 0, amount: 0 },
      }),
    });
    renderAdmin('/haldus/arved/import');
    const input = await screen.findByLabelText('Pangaväljavõte (camt.053 XML)');
    await userEvent.upload(input, new File(['<Document/>'], 'valjavote.xml', { type: 'application/xml' }));
    expect((await screen.findByTestId('statement-empty')).textContent).toBe(
      'Väljavõttel ei ole ühtegi laekumist (sissetulevat makset), seega pole midagi kinnitada.',
    );
    expect(screen.queryByRole('button', { name: 'Kinnita' })).toBeNull();
  });

  it('undoes a statement payment on the invoice after asking', async () => {
    let current = detail;
    const fetch = stubFetch({
      'GET /api/admin/me': me,
      'GET /api/admin/invoices/7': () => json(200, { invoice: current }),
      'POST /api/admin/invoices/7/payments/1/reverse': () => {
        current = { ...detail, paid: 0, outstanding: 124_000, payments: [] };
        return json(200, { invoice: current, message: 'Makse on tühistatud.' });
      },
    });
    renderAdmin('/haldus/arved/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Tühista' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Kas tühistan makse 400,00\u00a0€ (05.03.2026)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tühista makse' }));
    expect(await screen.findByText('Makseid ei ole.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/invoices/7/payments/1/reverse')).toHaveLength(1);
  });
});
