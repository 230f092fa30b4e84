import type { PublicOffer } from '@kodumasinad/contract';
import { fireEvent, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHomeProducts } from '../../../test/catalog-fixtures';
import { calls, json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';

const offer = (change: Partial<PublicOffer> = {}): PublicOffer => ({
  number: 'P-2026-0042',
  title: 'Köök',
  language: 'et',
  date: '2026-11-20',
  valid_until: '2026-12-04',
  payment_term_label: '14 päeva',
  intro: '',
  signature: 'Anna Tamm',
  logo: null,
  customer_name: 'Kati Kask',
  customer_company: '',
  customer_registry_code: '',
  customer_email: 'kati@firma.ee',
  customer_phone: '',
  customer_address: '',
  accepted_at: null,
  accepted_by: null,
  version: 1,
  rows: [{ title: 'Paigaldus', code: '', unit: 'tk', quantity: 1, price: 10000, discount: 0, total: 10000 }],
  totals: { net: 10000, vat: 2400, gross: 12400 },
  vat_percent: 24,
  seller: { name: 'Kodumasin Pluss OÜ', registry_code: null, vat_number: null, contact: '', email: '' },
  expired: false,
  can_accept: true,
  pdf_url: `/api/public/offers/${TOKEN}/pdf`,
  ...change,
});

function stub(handlers: Record<string, Handler>) {
  return stubFetch({
    'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
    'GET /api/categories/menu': json(200, { data: menu }),
    'GET /api/news': json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } }),
    ...emptyHomeProducts,
    ...handlers,
  });
}

describe('the end customer offer page', () => {
  it('shows the acceptance day in Tallinn time, not UTC (issue 22 item 19)', async () => {
    stub({
      [`GET /api/public/offers/${TOKEN}`]: json(200, {
        offer: offer({
          accepted_at: '2026-11-27T22:30:00.000Z',
          accepted_by: 'Kati Kask',
          can_accept: false,
        }),
      }),
    });
    renderApp(`/pakkumine/${TOKEN}`);
    expect(await screen.findByText('Pakkumise kinnitas Kati Kask 28.11.2026.')).toBeTruthy();
  });

  it('sends the version shown; a 409 reads the changed offer and says so (issue 22 item 3)', async () => {
    let reads = 0;
    const fetch = stub({
      [`GET /api/public/offers/${TOKEN}`]: () => {
        reads += 1;
        return json(
          200,
          reads === 1
            ? { offer: offer() }
            : { offer: offer({ version: 2, totals: { net: 20000, vat: 4800, gross: 24800 } }) },
        );
      },
      [`POST /api/public/offers/${TOKEN}/accept`]: () =>
        json(409, { code: 'offer_changed', message: 'Pakkumist on vahepeal muudetud.' }),
    });
    renderApp(`/pakkumine/${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('Teie nimi'), { target: { value: 'Kati Kask' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kinnitan pakkumise' }));
    await waitFor(() => expect(screen.getByTestId('offer-changed').textContent).toMatch(/vahepeal muudetud/));
    await waitFor(() => expect(screen.getAllByText(/248,00/).length).toBeGreaterThan(0));
    const [accept] = calls(fetch, `POST /api/public/offers/${TOKEN}/accept`);
    expect(JSON.parse(String(accept?.body))).toEqual({ name: 'Kati Kask', version: 1 });
  });

  it.each([
    ['et', '3\u00a0738,55\u00a0€'],
    ['en', '€3,738.55'],
  ] as const)('prints money in the offer’s language (%s), thousands grouped', async (language, gross) => {
    stub({
      [`GET /api/public/offers/${TOKEN}`]: json(200, {
        offer: offer({ language, totals: { net: 301496, vat: 72359, gross: 373855 } }),
      }),
    });
    renderApp(`/pakkumine/${TOKEN}`);
    // As printed, no-break spaces kept (the default matcher would fold them into spaces).
    const asPrinted = getDefaultNormalizer({ collapseWhitespace: false });
    expect(await screen.findByText(gross, { normalizer: asPrinted })).toBeTruthy();
  });
});
