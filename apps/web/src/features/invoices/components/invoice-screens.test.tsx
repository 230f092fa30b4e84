import type { Invoice, InvoiceListItem } from '@kodumasinad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../../test/checkout-fixtures';
import { json } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { DATE_FORMAT_MESSAGE } from '../../../lib/format';
import { paymentNavigation } from '../../../lib/payment-redirect';
import { renderApp } from '../../../test/render-app';

const item = (over: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: 7,
  number: 'A2026-000007',
  issue_date: '2026-03-01',
  due_date: '2026-03-15',
  order_id: 42,
  order_number: '2026-000042',
  total: 100_000,
  vat: 24_000,
  total_vat: 124_000,
  paid: 40_000,
  outstanding: 84_000,
  status: 'partly_paid',
  status_label: 'Osaliselt makstud',
  ...over,
});

const listReply = (data: InvoiceListItem[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
  summary: { unpaid: 184_000, overdue: 100_000, unpaid_count: 2, overdue_count: 1 },
});

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  ...item(),
  reference_number: '20260000425',
  payment_term_days: 14,
  currency: 'EUR',
  seller: {
    name: 'Kodumasinad AS',
    address: 'Peterburi tee 46, 11415 Tallinn',
    registry_code: '11223344',
    vat_number: 'EE101122334',
    ibans: ['EE302200221012345671'],
    email: 'hulgimuuk@kodumasinad.ee',
    phone: '+372 600 1234',
  },
  buyer: {
    name: 'Kodumasin Pluss OÜ',
    address: 'Tartu mnt 1, 10115 Tallinn',
    registry_code: '12345678',
    vat_number: 'EE102345676',
  },
  delivery: null,
  rows: [
    {
      position: 1,
      code: 'WAT28420SN',
      title: 'Bosch pesumasin',
      quantity: 2,
      unit: 'tk',
      unit_price: 47_500,
      discount_percent: 0,
      total: 95_000,
      vat_rate: 24,
    },
    {
      position: 2,
      code: 'TTH3',
      title: 'Transport',
      quantity: 1,
      unit: 'teenus',
      unit_price: 5_000,
      discount_percent: 0,
      total: 5_000,
      vat_rate: 24,
    },
  ],
  vat_breakdown: [{ rate: 24, taxable: 100_000, vat: 24_000 }],
  payments: [{ date: '2026-03-04', amount: 40_000, method: null, method_label: 'Pangaülekanne' }],
  overpayments: [],
  can_pay: true,
  pay_methods: [{ code: 'testbank', label: 'Testpank' }],
  ...over,
});

describe('/arved', () => {
  it('shows the open totals and each invoice with its order link, paid amount and status', async () => {
    stubShop({
      'GET /api/invoices': json(
        200,
        listReply([
          item(),
          item({ id: 8, number: 'A2026-000008', status: 'overdue', status_label: 'Tähtaeg ületatud' }),
        ]),
      ),
    });
    renderApp('/arved', { user: anna });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('invoices-total-unpaid').textContent).toBe('1\u00a0840,00\u00a0€');
    expect(screen.getByTestId('invoices-total-overdue').textContent).toBe('1\u00a0000,00\u00a0€');
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'A2026-000007' }).getAttribute('href')).toBe('/arved/7');
    expect(first.getByRole('link', { name: '2026-000042' }).getAttribute('href')).toBe('/tellimused/42');
    expect(first.getByText('01.03.2026')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Makstud400,00\u00a0€');
    expect(first.getByTestId('invoice-status').textContent).toBe('Osaliselt makstud');
    expect(within(rows[1] as HTMLElement).getByTestId('invoice-status').textContent).toBe('Tähtaeg ületatud');
  });

  it('applies status, number and sort when changed (no button), keeping focus in the field', async () => {
    const fetch = stubShop({ 'GET /api/invoices': json(200, listReply([item()])) });
    const { router } = renderApp('/arved', { user: anna });
    await screen.findAllByTestId('invoice-row');
    expect(screen.queryByRole('button', { name: 'Otsi' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Staatus'), { target: { value: 'unpaid' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid'));
    const number = screen.getByLabelText('Arve või tellimuse number');
    number.focus();
    fireEvent.change(number, { target: { value: 'A2026' } });
    // Applied once the typing rests, without a click; the field is the same one, still focused.
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid&q=A2026'), {
      timeout: 3000,
    });
    expect(screen.getByLabelText('Arve või tellimuse number')).toBe(number);
    expect(document.activeElement).toBe(number);
    expect((number as HTMLInputElement).value).toBe('A2026');
    fireEvent.change(screen.getByLabelText('Järjestus'), { target: { value: 'due_asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid&q=A2026&sort=due_asc'));
    await waitFor(() => {
      const queries = fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/invoices')
        .map((url) => Object.fromEntries(url.searchParams));
      expect(queries.at(-1)).toEqual({ status: 'unpaid', q: 'A2026', sort: 'due_asc', page: '1' });
    });
  });

  it('takes the period as dd.mm.yyyy text, applying a whole valid date and naming a wrong one', async () => {
    stubShop({ 'GET /api/invoices': json(200, listReply([item()])) });
    const { router } = renderApp('/arved?to=2026-12-31', { user: anna });
    await screen.findAllByTestId('invoice-row');
    const from = screen.getByLabelText('Alates') as HTMLInputElement;
    const to = screen.getByLabelText('Kuni') as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.placeholder).toBe('pp.kk.aaaa');
    expect(to.value).toBe('31.12.2026');
    fireEvent.change(from, { target: { value: '01.03' } });
    expect(router.state.location.search).toBe('?to=2026-12-31');
    expect(screen.queryByText(DATE_FORMAT_MESSAGE)).toBeNull();
    fireEvent.change(from, { target: { value: '01032026' } });
    expect(from.value).toBe('01.03.2026');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-12-31'));
    fireEvent.change(to, { target: { value: '31.02.2026' } });
    expect(await screen.findByText(DATE_FORMAT_MESSAGE)).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-12-31');
    fireEvent.change(to, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01'));
  });

  it('follows the URL when it changes by other means (Tühjenda)', async () => {
    stubShop({ 'GET /api/invoices': json(200, listReply([item()])) });
    const { router } = renderApp('/arved?status=overdue&q=A1', { user: anna });
    await screen.findAllByTestId('invoice-row');
    expect((screen.getByLabelText('Staatus') as HTMLSelectElement).value).toBe('overdue');
    fireEvent.click(screen.getByRole('link', { name: 'Tühjenda' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect((screen.getByLabelText('Staatus') as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText('Arve või tellimuse number') as HTMLInputElement).value).toBe('');
  });
});

describe('/arved/{id} overpayments', () => {
  it('tells the buyer that money paid beyond the invoice is to be refunded', async () => {
    const over = (refunded_at: string | null) => ({
      amount: 84_000,
      received_at: '2026-03-06T10:00:00.000Z',
      method: 'testbank' as const,
      method_label: 'Testpank',
      refunded_at,
    });
    stubShop({
      'GET /api/invoices/7': json(200, { invoice: invoice({ status: 'paid', overpayments: [over(null)] }) }),
    });
    renderApp('/arved/7', { user: anna });
    const notice = await screen.findByTestId('order-overpayments');
    expect(notice.textContent).toContain('kui arve oli juba tasutud');
    expect(notice.textContent).toContain('Tagastame selle maksja kontole.');
  });
});

describe('/arved downloads', () => {
  const saved: { name: string; href: string }[] = [];
  afterEach(() => {
    saved.length = 0;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  /** jsdom has no object URLs and no downloads: record what the page hands to the browser. */
  function catchDownloads() {
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  }

  const exportQueries = (fetch: ReturnType<typeof stubShop>, path: string) =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));

  it('downloads the list as CSV and XLSX with its filter, search and sort, not its page', async () => {
    catchDownloads();
    const file = (name: string) =>
      new Response('\uFEFFNumber\r\n', {
        headers: { 'content-disposition': `attachment; filename="${name}"` },
      });
    const fetch = stubShop({
      'GET /api/invoices': json(200, listReply([item()])),
      'GET /api/invoices/export.csv': () => file('arved-2026-03-20.csv'),
      'GET /api/invoices/export.xlsx': () => file('arved-2026-03-20.xlsx'),
    });
    renderApp('/arved?status=overdue&from=2026-01-01&q=A2026&sort=due_asc&page=2', { user: anna });
    await screen.findAllByTestId('invoice-row');
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'arved-2026-03-20.csv', href: 'blob:export' }]));
    expect(exportQueries(fetch, '/api/invoices/export.csv')).toEqual([
      { status: 'overdue', from: '2026-01-01', q: 'A2026', sort: 'due_asc' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'XLSX (Excel)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toContain('arved-2026-03-20.xlsx'));
    expect(exportQueries(fetch, '/api/invoices/export.xlsx')).toHaveLength(1);
  });

  it('shows the server’s message when the export is refused', async () => {
    catchDownloads();
    stubShop({
      'GET /api/invoices': json(200, listReply([item()])),
      'GET /api/invoices/export.csv': json(422, {
        message: 'Kuupäev ei ole korrektne.',
        errors: { from: ['Kuupäev ei ole korrektne.'] },
      }),
    });
    renderApp('/arved', { user: anna });
    await screen.findAllByTestId('invoice-row');
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(await screen.findAllByText('Kuupäev ei ole korrektne.')).not.toHaveLength(0);
    expect(saved).toEqual([]);
  });
});

describe('/arved/{id}', () => {
  it('shows seller, buyer, rows, VAT, totals, payments and pay now', async () => {
    stubShop({ 'GET /api/invoices/7': json(200, { invoice: invoice() }) });
    renderApp('/arved/7', { user: anna });
    await screen.findByRole('heading', { name: 'Arve A2026-000007' });
    const seller = within(screen.getByTestId('invoice-seller'));
    expect(seller.getByText('Registrikood: 11223344')).toBeTruthy();
    expect(seller.getByText('KMKR: EE101122334')).toBeTruthy();
    expect(within(screen.getByTestId('invoice-buyer')).getByText('KMKR: EE102345676')).toBeTruthy();
    expect(
      within(screen.getByTestId('invoice-payment-info')).getByText('EE30 2200 2210 1234 5671'),
    ).toBeTruthy();
    expect(screen.getByText('Viitenumber: 20260000425')).toBeTruthy();
    expect(within(screen.getByTestId('invoice-rows')).getByText('Bosch pesumasin')).toBeTruthy();
    expect(screen.getByTestId('invoice-outstanding').textContent).toBe('840,00\u00a0€');
    expect(within(screen.getByTestId('invoice-payments')).getByText('04.03.2026 Pangaülekanne')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ava tellimus 2026-000042' }).getAttribute('href')).toBe(
      '/tellimused/42',
    );
    expect(screen.getByRole('button', { name: 'Maksa kohe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Laadi alla e-arve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Laadi alla PDF' })).toBeTruthy();
  });

  it('offers no payment for a paid invoice', async () => {
    stubShop({
      'GET /api/invoices/7': json(200, {
        invoice: invoice({
          status: 'paid',
          status_label: 'Makstud',
          can_pay: false,
          pay_methods: [],
          outstanding: 0,
        }),
      }),
    });
    renderApp('/arved/7', { user: anna });
    expect((await screen.findByTestId('invoice-status')).textContent).toBe('Makstud');
    expect(screen.queryByRole('button', { name: 'Maksa kohe' })).toBeNull();
  });

  it('has the invoice number in the document title', async () => {
    stubShop({ 'GET /api/invoices/7': json(200, { invoice: invoice() }) });
    renderApp('/arved/7', { user: anna });
    await screen.findByRole('heading', { name: 'Arve A2026-000007' });
    await waitFor(() => expect(document.title).toBe('Arve A2026-000007 | Kodumasinad B2B'));
  });

  it('says once that an unknown invoice was not found', async () => {
    stubShop({ 'GET /api/invoices/99': json(404, { message: 'Arvet ei leitud.' }) });
    renderApp('/arved/99', { user: anna });
    expect((await screen.findByRole('alert')).textContent).toContain('Arvet ei leitud.');
    expect(screen.getAllByText(/Arvet ei leitud|Arvet ei õnnestunud laadida/)).toHaveLength(1);
    expect(screen.queryByTestId('message-area')?.textContent ?? '').not.toContain('Arvet ei leitud');
  });

  it('confirms a payment on returning from the bank, once', async () => {
    sessionStorage.setItem('invoice-payment:7', '84000');
    stubShop({
      'GET /api/invoices/7': json(200, {
        invoice: invoice({ status: 'paid', status_label: 'Makstud', can_pay: false, outstanding: 0 }),
      }),
    });
    const { unmount } = renderApp('/arved/7', { user: anna });
    expect((await screen.findByTestId('invoice-paid-message')).textContent).toBe(
      'Makse on kätte saadud, arve on tasutud. Aitäh!',
    );
    expect(sessionStorage.getItem('invoice-payment:7')).toBeNull();
    unmount();
    renderApp('/arved/7', { user: anna });
    await screen.findByTestId('invoice-status');
    expect(screen.queryByTestId('invoice-paid-message')).toBeNull();
  });

  it('says nothing when the buyer came back without paying', async () => {
    sessionStorage.setItem('invoice-payment:7', '84000');
    stubShop({ 'GET /api/invoices/7': json(200, { invoice: invoice() }) });
    renderApp('/arved/7', { user: anna });
    await screen.findByTestId('invoice-status');
    expect(screen.queryByTestId('invoice-paid-message')).toBeNull();
    expect(sessionStorage.getItem('invoice-payment:7')).toBeNull();
  });

  it('remembers the outstanding amount just before leaving for the bank', async () => {
    const payment = { url: 'https://pank.test/pay', method: 'POST' as const, fields: { VK_SERVICE: '1012' } };
    stubShop({
      'GET /api/invoices/7': json(200, { invoice: invoice() }),
      'POST /api/invoices/7/pay': json(200, { invoice: invoice(), payment }),
    });
    const submit = vi.spyOn(paymentNavigation, 'submit').mockImplementation(() => undefined);
    renderApp('/arved/7', { user: anna });
    fireEvent.click(await screen.findByRole('button', { name: 'Maksa kohe' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(sessionStorage.getItem('invoice-payment:7')).toBe('84000');
    sessionStorage.clear();
  });
});
