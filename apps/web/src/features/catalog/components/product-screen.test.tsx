import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noCompares, product, productDetail } from '../../../test/catalog-fixtures';
import { cartOf, cartRow } from '../../../test/checkout-fixtures';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { addPicturePreload } from '../../../test/picture-preload';
import { renderApp } from '../../../test/render-app';
import { markFirstPictureShown, waitForFirstPicture } from '../../../lib/first-picture';

const slug = 'bosch-pesumasin-wav28k91me';
const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
  ...noCompares,
};

/** 1000 € with VAT → 32,72 € a month over 48 months (DOMAIN.md). */
const washer = productDetail(1, {
  price: 80645,
  price_default: 90000,
  price_vat: 100000,
  price_default_vat: 111600,
  discount_start: '2000-01-01',
  discount_end: '2999-12-31',
});

describe('product page', () => {
  it('shows title, code, brand, gallery, a discounted price, installment and the spec table', async () => {
    const fetch = stubFetch({ ...shell, [`GET /api/product/${slug}`]: json(200, { data: washer }) });
    renderApp(`/${slug}`, { user: anna });
    const title = await screen.findByTestId('product-title');
    expect(title.tagName).toBe('H1');
    expect(title.textContent).toBe('Bosch pesumasin WAV28K91ME');
    expect(screen.getByText('WAV28K91ME')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Asukoht' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/pesu-ja-kuivatus', '/pesumasinad']);
    const main = screen.getByRole('img', { name: 'Bosch pesumasin WAV28K91ME' });
    expect(main.getAttribute('src')).toBe(`/images/600/products/${slug}.png`);
    expect(screen.getByRole('button', { name: 'Pilt 1' }).getAttribute('aria-pressed')).toBe('true');

    const purchase = title.parentElement as HTMLElement;
    expect(within(purchase).getByRole('link', { name: 'Bosch' }).getAttribute('href')).toBe(
      '/pesumasinad/tootja:bosch',
    );
    expect(within(purchase).getByTestId('price-old').textContent).toBe('900,00\u00a0€');
    expect(within(purchase).getByTestId('price-current').textContent).toBe('806,45\u00a0€');
    expect(within(purchase).getByTestId('price-suffix').textContent).toBe('+KM');
    expect(screen.getByTestId('installment').textContent).toBe('Järelmaks alates 32,72\u00a0€/kuu');
    expect(screen.getByText('Kampaaniahind kehtib kuni 31.12.2999')).toBeTruthy();

    const spec = screen.getByTestId('spec-table');
    expect([...spec.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'EnergiaklassA',
      'Mahutavus9 kg',
    ]);
    // The description's sanitiser comes in a chunk of its own (decision 061).
    expect(await screen.findByText('Vaikne ja säästlik pesumasin.')).toBeTruthy();
    const related = screen.getByRole('region', { name: 'Seotud tooted' });
    expect(within(related).getAllByTestId('product-card')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Sarnased tooted' })).getAllByTestId('product-card'),
    ).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Lisatarvikud' })).toBeNull();
    expect(calls(fetch, `GET /api/product/${slug}`)).toHaveLength(1);
  });

  it('leaves the description for after the preloaded picture is shown (decision 061)', async () => {
    stubFetch({ ...shell, [`GET /api/product/${slug}`]: json(200, { data: washer }) });
    const preload = addPicturePreload(`/images/600/products/${slug}.webp`);
    try {
      waitForFirstPicture();
      renderApp(`/${slug}`, { user: anna });
      await screen.findByTestId('product-title');
      const description = screen.getByRole('region', { name: 'Kirjeldus' });
      expect(within(description).getByLabelText('Laadimine')).toBeTruthy();
      expect(within(description).queryByText('Vaikne ja säästlik pesumasin.')).toBeNull();
      // The preloaded main picture itself is not held.
      expect(screen.getByRole('img', { name: 'Bosch pesumasin WAV28K91ME' }).getAttribute('src')).toBe(
        `/images/600/products/${slug}.png`,
      );
      act(() => markFirstPictureShown());
      expect(await within(description).findByText('Vaikne ja säästlik pesumasin.')).toBeTruthy();
    } finally {
      preload.remove();
      act(() => markFirstPictureShown());
    }
  });

  it('bases the installment on the VAT-inclusive price in the sales view too', async () => {
    stubFetch({
      ...shell,
      [`GET /api/product/${slug}`]: json(200, { data: { ...washer, price_vat: 200000 } }),
    });
    renderApp(`/${slug}`, { user: { ...anna, active_pricelist: 'sales' } });
    expect((await screen.findByTestId('installment')).textContent).toBe('Järelmaks alates 65,45\u00a0€/kuu');
    expect(screen.getAllByTestId('price-current')[0]?.textContent).toBe('2\u00a0000,00\u00a0€');
    expect(screen.queryByText('+KM')).toBeNull();
  });

  it.each(['/olematu-toode', '/myygitingimused'])(
    'shows the 404 screen alone for an unknown one-segment path (%s)',
    async (path) => {
      stubFetch({ ...shell, [`GET /api/product${path}`]: json(404, { message: 'Toodet ei leitud.' }) });
      renderApp(path, { user: anna });
      await screen.findByRole('heading', { level: 1, name: 'Lehte ei leitud' });
      expect(screen.queryByTestId('message-area')).toBeNull();
      expect(screen.queryByText('Toodet ei leitud.')).toBeNull();
    },
  );

  it('still shows why a product failed to load when it was not a 404', async () => {
    stubFetch({ ...shell, 'GET /api/product/katkine': json(500, { message: 'Midagi läks valesti.' }) });
    renderApp('/katkine', { user: anna });
    expect(await screen.findByText('Toodet ei õnnestunud laadida.')).toBeTruthy();
    expect((await screen.findByTestId('message-area')).textContent).toBe('Midagi läks valesti.');
  });

  it('offers the add-ons as tick boxes and puts the ticked ones in attached to the product row', async () => {
    const installation = product(71, { title: 'Paigaldus: pesumasin või kuivati', price: 4900 });
    const hose = product(72, { title: 'Sissevoolu voolik 1,5 m', price: 850 });
    const main = cartRow(1, 2);
    const fetch = stubFetch({
      ...shell,
      [`GET /api/product/${slug}`]: json(200, { data: { ...washer, addOns: [installation, hose] } }),
      'GET /api/cart': json(200, { cart: cartOf([]) }),
      'POST /api/cart/insert': json(200, { cart: cartOf([main]), product: washer }),
    });
    renderApp(`/${slug}`, { user: anna });
    const choices = await screen.findByRole('group', { name: /Lisatarvikud ja teenused/ });
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(2);
    expect(choices.textContent).toContain('49,00\u00a0€ +KM');
    fireEvent.click(within(choices).getByRole('checkbox', { name: /Paigaldus: pesumasin või kuivati/ }));
    fireEvent.change(screen.getByLabelText('Kogus'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lisa ostukorvi: Bosch pesumasin WAV28K91ME' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/cart/insert')).toHaveLength(2));
    expect(
      calls(fetch, 'POST /api/cart/insert').map((init) => JSON.parse(String(init.body)) as unknown),
    ).toEqual([
      { id: 1, row_id: null, quantity: 2, checked: true },
      { id: 71, row_id: main.row_id, checked: true },
    ]);
  });

  it('adds to and removes from the comparison', async () => {
    const fetch = stubFetch({
      ...shell,
      [`GET /api/product/${slug}`]: json(200, { data: washer }),
      'POST /api/compare/add': json(200, { data: [1] }),
      'POST /api/compare/remove': json(200, { data: [] }),
    });
    renderApp(`/${slug}`, { user: anna });
    const toggle = await screen.findByTestId('compare-toggle');
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.textContent).toContain('Lisa võrdlusesse');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(toggle.textContent).toContain('Eemalda võrdlusest');
    expect(screen.getByRole('link', { name: 'Vaata võrdlust' }).getAttribute('href')).toBe('/vordlus');
    expect(JSON.parse(String(calls(fetch, 'POST /api/compare/add')[0]?.body))).toEqual({ id: 1 });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(JSON.parse(String(calls(fetch, 'POST /api/compare/remove')[0]?.body))).toEqual({
      id: 1,
      detailed: false,
    });
    expect(calls(fetch, 'GET /api/compares')).toHaveLength(1);
  });

  it('shows the refusal of a fifth product beside the toggle', async () => {
    stubFetch({
      ...shell,
      [`GET /api/product/${slug}`]: json(200, { data: washer }),
      'POST /api/compare/add': json(422, {
        message: 'Võrrelda saab korraga kuni 4 toodet.',
        errors: { id: ['Võrrelda saab korraga kuni 4 toodet.'] },
      }),
    });
    renderApp(`/${slug}`, { user: anna });
    const toggle = await screen.findByTestId('compare-toggle');
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    expect(
      await screen.findByText('Võrrelda saab korraga kuni 4 toodet.', { selector: 'p.text-red-700' }),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it("replaces an old address with the product's current one (the call was redirected to it)", async () => {
    // The browser's fetch followed the server's 301: the old address's call answers the product.
    const fetch = stubFetch({ ...shell, 'GET /api/product/vana-aadress': json(200, { data: washer }) });
    const { router } = renderApp('/vana-aadress?allikas=uudiskiri', { user: anna });
    expect((await screen.findByTestId('product-title')).textContent).toBe('Bosch pesumasin WAV28K91ME');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${slug}`));
    expect(router.state.location.search).toBe('?allikas=uudiskiri');
    // In place of the old address, not after it: Back leaves the product.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('product-title').textContent).toBe('Bosch pesumasin WAV28K91ME');
    // The data came along: the current address is not asked for again.
    expect(calls(fetch, `GET /api/product/${slug}`)).toHaveLength(0);
  });
});
