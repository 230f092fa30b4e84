import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentRouteName } from '../../lib/navigation';
import { calls, json, stubFetch } from '../../test/fetch-stub';
import { orderOf, ordersListOf } from '../../test/checkout-fixtures';
import { anna, footerPage, menu, peeter } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { emptyFacets, emptyHomeProducts, listingReply, noCompares } from '../../test/catalog-fixtures';

const page = (slug: string, title: string) => ({ id: 2, slug, hook: null, title, content: '<p>Sisu</p>' });

function stubShell(extra: Record<string, Response> = {}) {
  return stubFetch({
    'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
    'GET /api/categories/menu': json(200, { data: menu }),
    'GET /api/news': json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } }),
    ...emptyHomeProducts,
    ...extra,
  });
}

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('guards (SPEC §4)', () => {
  it('sends a logged-out visitor from a protected route to /login', async () => {
    stubShell();
    const { router } = renderApp('/tellimused');
    await heading('Sisselogimine');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/tellimused' });
  });

  it('lets a logged-in user in', async () => {
    const fetch = stubShell({ 'GET /api/orders': json(200, ordersListOf([])) });
    const { router } = renderApp('/tellimused', { user: anna });
    await heading('Tellimused');
    expect(router.state.location.pathname).toBe('/tellimused');
    await waitFor(() => expect(calls(fetch, 'GET /api/orders').length).toBeGreaterThan(0));
  });

  it('sends a user without can_offers from the offers routes to /', async () => {
    stubShell();
    const { router } = renderApp('/pakkumised/open', { user: peeter });
    await heading(/Tere, Peeter Saar/);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/login', '/password/reset'])('sends a logged-in user from %s to /', async (path) => {
    stubShell();
    const { router } = renderApp(path, { user: anna });
    await heading(/Tere, Anna Tamm/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the e-mailed reset link open to a logged-in user (it logs in the one it belongs to)', async () => {
    stubShell();
    const { router } = renderApp('/password/reset/abc?email=mart%40kodumasin.test', { user: anna });
    await heading('Uue salasõna määramine');
    expect(router.state.location.pathname).toBe('/password/reset/abc');
  });

  it('redirects /pakkumised to /pakkumised/open', async () => {
    stubShell();
    const { router } = renderApp('/pakkumised', { user: anna });
    await heading('Hinnapakkumised');
    expect(router.state.location.pathname).toBe('/pakkumised/open');
  });

  it('shows an offer for a numeric id and the list for a status', async () => {
    stubShell();
    const { router } = renderApp('/pakkumised/12', { user: anna });
    await heading('Hinnapakkumine');
    expect(currentRouteName()).toBe('offer');
    await router.navigate('/pakkumised/archived');
    await heading('Hinnapakkumised');
    expect(currentRouteName()).toBe('offers');
  });

  it.each([
    ['/arved/15', 'Arve', 'invoice'],
    ['/tellimused/15', 'Tellimus', 'order'],
    ['/makse-edukas/15', /Täname! Tellimus 2026-000015 on vastu võetud/, 'payment-success'],
  ])('accepts the numeric id %s', async (path, title, name) => {
    stubShell({ 'GET /api/orders/15': json(200, { data: orderOf({ id: 15, number: '2026-000015' }) }) });
    renderApp(path, { user: anna });
    await heading(title);
    expect(currentRouteName()).toBe(name);
  });

  it.each(['/arved/abc', '/tellimused/12x', '/makse-edukas/x1'])(
    'shows the public 404 page for the non-numeric id %s, even logged out',
    async (path) => {
      stubShell();
      const { router } = renderApp(path);
      await heading('Lehte ei leitud');
      expect(router.state.location.pathname).toBe(path);
      expect(currentRouteName()).toBe('not-found');
    },
  );

  it('shows the 404 page for an unknown deeper path without login', async () => {
    stubShell();
    renderApp('/midagi/mis/puudub');
    await heading('Lehte ei leitud');
    expect(screen.getByRole('link', { name: 'Avalehele' }).getAttribute('href')).toBe('/');
  });

  it('serves an injected static page slug publicly', async () => {
    stubShell({ 'GET /api/pages/slug/hooldus': json(200, { data: page('hooldus', 'Hooldus') }) });
    const { router } = renderApp('/hooldus');
    await heading('Hooldus');
    expect(router.state.location.pathname).toBe('/hooldus');
    expect(currentRouteName()).toBe('page');
  });

  it('shows an anonymous visitor the 404 page for another single segment, offering to sign in', async () => {
    stubShell();
    const { router } = renderApp('/bosch-wan28281by');
    await heading('Lehte ei leitud');
    expect(router.state.location.pathname).toBe('/bosch-wan28281by');
    expect(currentRouteName()).toBe('not-found');
    fireEvent.click(
      within(screen.getByTestId('not-found-sign-in')).getByRole('link', { name: 'sisselogimist' }),
    );
    await heading('Sisselogimine');
    expect(router.state.location.state).toEqual({ from: '/bosch-wan28281by' });
  });

  it('resolves category slugs with and without filters', async () => {
    stubShell({ ...emptyFacets, ...noCompares, 'GET /api/search/category': json(200, listingReply([])) });
    const { router } = renderApp('/pesumasinad', { user: anna });
    await heading('Pesumasinad');
    expect(currentRouteName()).toBe('category');
    await router.navigate('/pesumasinad/tootja:bosch');
    await screen.findByTestId('selected-filters');
    expect(currentRouteName()).toBe('category');
    await router.navigate('/tundmatu/bosch');
    await heading('Lehte ei leitud');
  });

  it('gives the special-offers page a filters segment, other pages none', async () => {
    stubShell({
      'GET /api/pages/slug/eripakkumised': json(200, { data: page('eripakkumised', 'Eripakkumised') }),
      'GET /api/pages/slug/hooldus': json(200, { data: page('hooldus', 'Hooldus') }),
    });
    const { router } = renderApp('/eripakkumised/tootja:bosch');
    await heading('Eripakkumised');
    expect(currentRouteName()).toBe('page');
    await router.navigate('/hooldus/tootja:bosch');
    await heading('Lehte ei leitud');
  });

  it('keeps /kontakt public', async () => {
    stubShell();
    renderApp('/kontakt');
    await heading('Kontakt');
    expect(currentRouteName()).toBe('contact');
  });

  it('gives the checkout steps their names under /ostukorv', async () => {
    stubShell();
    const { router } = renderApp('/ostukorv', { user: anna });
    await heading('Ostukorv');
    expect(currentRouteName()).toBe('cart');
    for (const [path, name, title] of [
      ['kontakt', 'checkout-contacts', 'Kontaktandmed'],
      ['transport', 'checkout-transport', 'Transport'],
      ['teenused', 'checkout-services', 'Teenused'],
      ['makse', 'checkout-payment', 'Makse'],
      ['kinnita', 'checkout-confirm', 'Kinnitamine'],
    ] as const) {
      await router.navigate(`/ostukorv/${path}`);
      await screen.findByRole('heading', { level: 2, name: title });
      expect(currentRouteName()).toBe(name);
    }
  });

  it('names the search route', async () => {
    stubShell({
      ...emptyFacets,
      ...noCompares,
      'GET /api/search/category': json(200, listingReply([], {}, null)),
    });
    renderApp('/otsing/pesumasin', { user: anna });
    await heading('Otsing: "pesumasin"');
    expect(currentRouteName()).toBe('search');
  });

  it('sends the user back to /login when a protected call answers 401', async () => {
    stubShell({ 'GET /api/news': json(401, { message: 'Palun logi sisse.' }) });
    const { router } = renderApp('/', { user: anna });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await heading('Sisselogimine');
    expect(localStorage.getItem('user')).toBeNull();
    expect((await screen.findByTestId('message-area')).textContent).toContain('Palun logi sisse.');
  });
});
