import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../../lib/hooks/use-media-query';
import { calls, json, stubFetch } from '../../test/fetch-stub';
import { anna, footerPage, menu } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { emptyFacets, emptyHomeProducts, listingReply, noCompares } from '../../test/catalog-fixtures';

const emptyNews = json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } });

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === MOBILE_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});

async function openSidebar() {
  fireEvent.click(await screen.findByTestId('mobile-menu-toggle'));
  // The sidebar's code loads on the first opening (issue 11).
  return screen.findByTestId('mobile-sidebar');
}

function touch(x: number, y: number) {
  return [{ clientX: x, clientY: y, identifier: 0 }];
}

describe('mobile layout (≤ 768 px)', () => {
  it('shows the mobile header with menu toggle, search toggle, cart and phone; no footer', async () => {
    const fetch = stubFetch({
      'GET /api/categories/menu': json(200, { data: menu }),
      'GET /api/news': emptyNews,
      ...emptyHomeProducts,
    });
    renderApp('/', { user: anna });
    const toggle = await screen.findByTestId('mobile-menu-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('cart-link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Helista +372 600 1234' }).getAttribute('href')).toBe(
      'tel:+3726001234',
    );
    expect(screen.queryByRole('search')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Otsing' }));
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.queryByTestId('footer')).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(calls(fetch, 'GET /api/pages/hook/footer-b2b')).toHaveLength(0);
  });

  it('the sidebar exists only while open and closes on an overlay click', async () => {
    stubFetch({
      'GET /api/categories/menu': json(200, { data: menu }),
      'GET /api/news': emptyNews,
      ...emptyHomeProducts,
    });
    renderApp('/', { user: anna });
    expect(screen.queryByTestId('mobile-sidebar')).toBeNull();
    const sidebar = await openSidebar();
    expect(screen.getByTestId('mobile-menu-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(sidebar.textContent).toContain('Hinnapakkumised');
    await screen.findByRole('link', { name: 'Pesu ja kuivatus' });
    fireEvent.click(screen.getByTestId('mobile-overlay'));
    expect(screen.queryByTestId('mobile-sidebar')).toBeNull();
    expect(screen.queryByTestId('mobile-overlay')).toBeNull();
  });

  it('closes on a left swipe of at least 50 px, not on a shorter or vertical one', async () => {
    stubFetch({
      'GET /api/categories/menu': json(200, { data: menu }),
      'GET /api/news': emptyNews,
      ...emptyHomeProducts,
    });
    renderApp('/', { user: anna });
    const sidebar = await openSidebar();

    fireEvent.touchStart(sidebar, { touches: touch(200, 100) });
    fireEvent.touchEnd(sidebar, { changedTouches: touch(160, 100) });
    expect(screen.getByTestId('mobile-sidebar')).toBeTruthy();

    fireEvent.touchStart(sidebar, { touches: touch(200, 100) });
    fireEvent.touchEnd(sidebar, { changedTouches: touch(140, 220) });
    expect(screen.getByTestId('mobile-sidebar')).toBeTruthy();

    fireEvent.touchStart(sidebar, { touches: touch(200, 100) });
    fireEvent.touchMove(sidebar, { touches: touch(170, 102) });
    fireEvent.touchEnd(sidebar, { changedTouches: touch(150, 104) });
    expect(screen.queryByTestId('mobile-sidebar')).toBeNull();
  });

  it('closes when a link is chosen and navigates there', async () => {
    stubFetch({
      'GET /api/categories/menu': json(200, { data: menu }),
      'GET /api/news': emptyNews,
      ...emptyHomeProducts,
    });
    const { router } = renderApp('/', { user: anna });
    await openSidebar();
    fireEvent.click(screen.getByRole('link', { name: 'Arved' }));
    await screen.findByRole('heading', { level: 1, name: 'Arved' });
    expect(router.state.location.pathname).toBe('/arved');
    expect(screen.queryByTestId('mobile-sidebar')).toBeNull();
  });

  it('logged out: no cart or search, the sidebar offers login', async () => {
    stubFetch({ 'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }) });
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.queryByTestId('cart-link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Otsing' })).toBeNull();
    const sidebar = await openSidebar();
    expect(sidebar.textContent).toContain('Logi sisse');
  });

  it('the search row folds away once the results page opens', async () => {
    stubFetch({
      'GET /api/categories/menu': json(200, { data: menu }),
      'GET /api/news': emptyNews,
      ...emptyHomeProducts,
      ...emptyFacets,
      ...noCompares,
      'GET /api/search/category': json(200, listingReply([], {}, null)),
    });
    const { router } = renderApp('/', { user: anna });
    fireEvent.click(await screen.findByTestId('mobile-search-toggle'));
    const input = screen.getByTestId<HTMLInputElement>('search-input');
    fireEvent.change(input, { target: { value: 'külmik' } });
    fireEvent.submit(input.form as HTMLFormElement);
    await screen.findByRole('heading', { level: 1, name: 'Otsing: "külmik"' });
    expect(router.state.location.pathname).toBe('/otsing/k%C3%BClmik');
    expect(screen.queryByTestId('search-input')).toBeNull();
    expect(screen.getByTestId('mobile-search-toggle').getAttribute('aria-expanded')).toBe('false');
  });
});
