import {
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PRODUCT_TITLE_MESSAGE,
  PRODUCT_VALUE_CHOICE_MESSAGE,
} from '@kodumasinad/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { renderAdmin } from '../../../test/render-admin';
import { bodyOf, draftErrors, draftOf } from './components/product-draft';

const manager = json(200, {
  staff: { id: 7, email: 'tooted@kodumasinad.test', name: 'Tiit Tooted', role: 'catalog' },
});

const options = {
  data: {
    categories: [
      { id: 1, parent_id: null, title: 'Pesumasinad', attribute_ids: [] },
      { id: 2, parent_id: 1, title: 'Eestlaetavad', attribute_ids: [10, 11] },
    ],
    brands: [{ id: 5, name: 'Bosch' }],
    attributes: [
      { id: 10, code: 'energiaklass', name: 'Energiaklass', kind: 'enum', unit: null, choices: ['A', 'B'] },
      { id: 11, code: 'laius', name: 'Laius', kind: 'number', unit: 'cm', choices: null },
    ],
  },
};

const product = {
  id: 42,
  code: 'WAN28',
  title: 'Bosch pesumasin',
  url: 'bosch-pesumasin',
  category_id: 2,
  brand_id: 5,
  description: '<p>Hea</p>',
  price: 40000,
  retail_price: 62000,
  campaign_price: null,
  discount_start: null,
  discount_end: null,
  featured: false,
  hidden: true,
  specs: [{ name: 'Mahutavus', value: '8 kg' }],
  values: [
    { attribute_id: 10, value: 'A' },
    { attribute_id: 11, value: 59.5 },
  ],
  add_on_ids: [],
  related_ids: [],
  similar_ids: [],
  supplier_code: null,
  images: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const listItem = {
  id: 42,
  code: 'WAN28',
  title: 'Bosch pesumasin',
  url: 'bosch-pesumasin',
  category_id: 2,
  category_title: 'Eestlaetavad',
  brand_id: 5,
  brand_name: 'Bosch',
  price: 40000,
  retail_price: 62000,
  campaign_price: null,
  discount_start: null,
  discount_end: null,
  featured: false,
  hidden: true,
  picture: null,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const list = {
  data: [listItem],
  meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
  facets: {
    categories: [
      { id: 1, name: 'Pesumasinad', count: 1 },
      { id: 2, name: 'Eestlaetavad', count: 1 },
    ],
    brands: [{ id: 5, name: 'Bosch', count: 1 }],
  },
};

const listUrls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/products?'));

describe('the product list', () => {
  it('shows hidden products with facet counts, searches as one types and filters through the URL', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': manager,
      'GET /api/admin/products': json(200, list),
      'GET /api/admin/products/options': json(200, options),
    });
    const admin = renderAdmin('/haldus/tooted');
    expect(await screen.findByRole('link', { name: 'WAN28' })).toBeTruthy();
    expect(screen.getByText('Peidetud, pildita')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Pesumasinad (1)' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Otsi koodi või nimetuse järgi'), 'wan');
    // No Enter: the list follows the typing once it pauses.
    await waitFor(() => expect(admin.state.location.search).toBe('?q=wan'));
    await waitFor(() => expect(listUrls(fetch).at(-1)).toContain('q=wan'));

    await userEvent.click(screen.getByLabelText('Pildita'));
    await waitFor(() => expect(admin.state.location.search).toContain('no_picture=1'));
    await userEvent.selectOptions(screen.getByLabelText('Kategooria'), '1');
    await waitFor(() => expect(listUrls(fetch).at(-1)).toMatch(/category=1.*no_picture=1/));
  });

  it('applies a bulk action to the selected rows', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': manager,
      'GET /api/admin/products': json(200, list),
      'GET /api/admin/products/options': json(200, options),
      'POST /api/admin/products/bulk': json(200, { updated: 1 }),
    });
    renderAdmin('/haldus/tooted');
    await userEvent.click(await screen.findByLabelText('Vali WAN28'));
    const bar = await screen.findByTestId('bulk-actions');
    await userEvent.selectOptions(within(bar).getByLabelText('Tegevus'), 'campaign');
    await userEvent.type(within(bar).getByLabelText('Allahindlus (%)'), '12,5');
    await userEvent.type(within(bar).getByLabelText('Algus'), '01122026');
    await userEvent.type(within(bar).getByLabelText('Lõpp'), '24122026');
    await userEvent.click(within(bar).getByRole('button', { name: 'Rakenda' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/admin/products/bulk')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/products/bulk')[0]?.body))).toEqual({
      ids: [42],
      action: 'campaign',
      campaign_percent: 12.5,
      discount_start: '2026-12-01',
      discount_end: '2026-12-24',
    });
    await waitFor(() => expect(screen.queryByTestId('bulk-actions')).toBeNull());
  });
});

describe('the product editor', () => {
  it('checks fields in the browser with the contract’s messages and sends nothing', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': manager,
      'GET /api/admin/products/options': json(200, options),
    });
    renderAdmin('/haldus/tooted/uus');
    await userEvent.type(await screen.findByLabelText('Hind (km-ta, €)'), 'palju');
    await userEvent.click(screen.getByRole('button', { name: 'Salvesta' }));
    expect(await screen.findByText(PRODUCT_TITLE_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PRODUCT_PRICE_MESSAGE)).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/products')).toHaveLength(0);
  });

  it('saves the whole product with euros as cents, and puts the server’s errors on their fields', async () => {
    let attempt = 0;
    const fetch = stubFetch({
      'GET /api/admin/me': manager,
      'GET /api/admin/products/options': json(200, options),
      'GET /api/admin/products/42': json(200, { product }),
      'PUT /api/admin/products/42': () => {
        attempt++;
        return attempt === 1
          ? json(422, {
              message: 'Palun paranda vormi vead.',
              errors: {
                code: [PRODUCT_CODE_TAKEN_MESSAGE],
                'values.0.value': [PRODUCT_VALUE_CHOICE_MESSAGE],
              },
            })
          : json(200, { product: { ...product, price: 39990 } });
      },
    });
    renderAdmin('/haldus/tooted/42');
    const price = await screen.findByLabelText('Hind (km-ta, €)');
    expect((price as HTMLInputElement).value).toBe('400,00');
    expect((screen.getByLabelText('Laius (cm)') as HTMLInputElement).value).toBe('59,5');
    await userEvent.clear(price);
    await userEvent.type(price, '399,90');
    await userEvent.type(screen.getByLabelText('Kampaaniahind (km-ta, €)'), '350');
    await userEvent.type(screen.getByLabelText('Kampaania algus'), '01.12.2026');
    await userEvent.type(screen.getByLabelText('Kampaania lõpp'), '31.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lisa rida' }));
    await userEvent.type(screen.getByLabelText('Rida 2: nimetus'), 'Müratase');
    await userEvent.type(screen.getByLabelText('Rida 2: väärtus'), '48 dB');
    await userEvent.click(screen.getByRole('button', { name: 'Salvesta' }));

    await waitFor(() => expect(calls(fetch, 'PUT /api/admin/products/42')).toHaveLength(1));
    const body = JSON.parse(String(calls(fetch, 'PUT /api/admin/products/42')[0]?.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      code: 'WAN28',
      category_id: 2,
      brand_id: 5,
      price: 39990,
      retail_price: 62000,
      campaign_price: 35000,
      discount_start: '2026-12-01',
      discount_end: '2026-12-31',
      hidden: true,
      specs: [
        { name: 'Mahutavus', value: '8 kg' },
        { name: 'Müratase', value: '48 dB' },
      ],
      values: [
        { attribute_id: 10, value: 'A' },
        { attribute_id: 11, value: 59.5 },
      ],
    });
    // The message area lists them, and each field shows its own.
    await waitFor(() => expect(screen.getAllByText(PRODUCT_CODE_TAKEN_MESSAGE)).toHaveLength(2));
    expect(screen.getByLabelText('Kood').getAttribute('aria-invalid')).toBe('true');
    // values.0 was the energy class: its select shows the message.
    const energy = screen.getByLabelText('Energiaklass');
    expect(energy.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(PRODUCT_VALUE_CHOICE_MESSAGE)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Salvesta' }));
    await waitFor(() => expect(calls(fetch, 'PUT /api/admin/products/42')).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('Kood').getAttribute('aria-invalid')).toBeNull());
  });

  it('shows what a chosen client pays', async () => {
    stubFetch({
      'GET /api/admin/me': manager,
      'GET /api/admin/products/options': json(200, options),
      'GET /api/admin/products/42': json(200, { product }),
      'GET /api/admin/clients': json(200, {
        data: [{ id: 3, name: 'Ehitusmaailm AS' }].map((c) => ({
          ...c,
          registry_code: null,
          vat_number: null,
          address: null,
          postal_code: null,
          city: null,
          county: null,
          phone: null,
          email: null,
          payment_term: null,
          can_offers: false,
          offers_en: false,
          blocked: false,
          status: 'active',
          status_label: 'Aktiivne',
          users: 1,
          created_at: '2025-01-06T08:00:00.000Z',
          updated_at: '2025-01-06T08:00:00.000Z',
        })),
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
      }),
      'GET /api/admin/products/42/client-prices': json(200, {
        data: {
          client: { id: 3, name: 'Ehitusmaailm AS' },
          day: '2026-11-28',
          base_price: 40000,
          discount_percent: 6,
          campaign_applies: false,
          purchase: {
            pricelist: 'default',
            shown: 37600,
            price: 37600,
            original_price: 40000,
            price_default: 37600,
            price_vat: 46624,
            price_default_vat: 46624,
          },
          sales: {
            pricelist: 'sales',
            shown: 62000,
            price: 50000,
            original_price: 50000,
            price_default: 50000,
            price_vat: 62000,
            price_default_vat: 62000,
          },
        },
      }),
    });
    renderAdmin('/haldus/tooted/42');
    await userEvent.type(await screen.findByLabelText('Klient'), 'ehitus');
    await userEvent.click(await screen.findByRole('button', { name: 'Ehitusmaailm AS' }));
    const prices = await screen.findByTestId('client-prices');
    expect(within(prices).getByText('6 %')).toBeTruthy();
    expect(within(prices).getByText('376,00 €')).toBeTruthy();
    expect(within(prices).getByText('28.11.2026')).toBeTruthy();
  });
});

describe('product draft', () => {
  it('maps a value’s error by its place in the request back to its attribute', () => {
    const { valueAttributes, body } = bodyOf(draftOf(product), options.data as never);
    expect(valueAttributes).toEqual([10, 11]);
    expect(body.price).toBe(40000);
    expect(
      draftErrors({ 'values.1.value': ['Väärtus peab olema arv.'], 'specs.0.name': ['x'] }, valueAttributes),
    ).toEqual({
      'value:11': 'Väärtus peab olema arv.',
      specs: 'x',
    });
  });
});
