import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageReload } from '../../lib/navigation';
import { calls, json, stubFetch } from '../../test/fetch-stub';
import { anna, footerPage, menu, peeter } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { emptyFacets, emptyHomeProducts, listingReply, noCompares } from '../../test/catalog-fixtures';

const emptyNews = json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } });

function stubLoggedIn(extra = {}) {
  return stubFetch({
    'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
    'GET /api/categories/menu': json(200, { data: menu }),
    'GET /api/news': emptyNews,
    ...emptyHomeProducts,
    ...extra,
  });
}

async function openUserMenu() {
  const button = await screen.findByTestId('user-menu');
  fireEvent.click(button);
  return button;
}

describe('user dropdown', () => {
  it('shows the company and the user name on its button', async () => {
    stubLoggedIn();
    renderApp('/', { user: anna });
    const button = await screen.findByTestId('user-menu');
    expect(button.textContent).toContain('Kodumasin Pluss OÜ');
    expect(button.textContent).toContain('Anna Tamm');
  });

  it('lists Hinnapakkumised only with can_offers', async () => {
    stubLoggedIn();
    renderApp('/', { user: anna });
    await openUserMenu();
    for (const name of ['Hinnapakkumised', 'Tellimused', 'Arved', 'Seaded']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Logi välja' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ostuvaade' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Müügivaade' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('hides Hinnapakkumised without can_offers', async () => {
    stubLoggedIn();
    renderApp('/', { user: peeter });
    await openUserMenu();
    expect(screen.getByRole('link', { name: 'Tellimused' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hinnapakkumised' })).toBeNull();
  });

  it('switches the price list on the server, then reloads the page', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const fetch = stubLoggedIn({
      'POST /api/user/pricelist/sales': json(200, { data: { ...anna, active_pricelist: 'sales' } }),
    });
    renderApp('/', { user: anna });
    await openUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Müügivaade' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls(fetch, 'POST /api/user/pricelist/sales')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ active_pricelist: 'sales' });
  });

  it('logs out: calls the server, goes to /login and forgets the user', async () => {
    const fetch = stubLoggedIn({ 'POST /api/logout': json(200, { csrf_token: 'anonymous-token' }) });
    const { router } = renderApp('/', { user: anna });
    await openUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Logi välja' }));
    await screen.findByRole('heading', { level: 1, name: 'Sisselogimine' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(calls(fetch, 'POST /api/logout')).toHaveLength(1);
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe(
      'anonymous-token',
    );
  });
});

describe('header', () => {
  it('logged out: login link, password link, retail link; no cart, search or category menu', async () => {
    const fetch = stubFetch({ 'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }) });
    renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(screen.getByRole('link', { name: 'Logi sisse' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Unustasid salasõna?' }).getAttribute('href')).toBe(
      '/password/reset',
    );
    expect(screen.getByRole('link', { name: /e-poodi/ }).getAttribute('href')).toBe(
      'https://www.kodumasinad.test',
    );
    expect(screen.queryByTestId('cart-link')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByTestId('secondary-menu')).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(calls(fetch, 'GET /api/categories/menu')).toHaveLength(0);
    expect(calls(fetch, 'GET /api/user')).toHaveLength(0);
  });

  it('the help menu lists the support phones, e-mail and help pages', async () => {
    stubFetch({ 'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }) });
    renderApp('/kontakt');
    const button = await screen.findByTestId('help-menu');
    expect(button.textContent).toBe('Abi');
    fireEvent.click(button);
    const panel = within(button.parentElement as HTMLElement);
    const phone = panel.getByRole('link', { name: '+372 600 1234' });
    expect(phone.getAttribute('href')).toBe('tel:+3726001234');
    expect(panel.getByRole('link', { name: '+372 600 5678' }).getAttribute('href')).toBe('tel:+3726005678');
    expect(panel.getByRole('link', { name: 'hulgimuuk@kodumasinad.test' }).getAttribute('href')).toBe(
      'mailto:hulgimuuk@kodumasinad.test',
    );
    const help = panel.getByRole('navigation', { name: 'Abi' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hooldus', '/hooldus'],
      ['Garantii', '/garantii'],
      ['Tellimine', '/tellimine'],
      ['Kontakt', '/kontakt'],
    ]);
  });

  it('logged in: search box, cart link with count, secondary menu with popups', async () => {
    stubLoggedIn();
    renderApp('/', { user: anna });
    expect(await screen.findByRole('search')).toBeTruthy();
    expect(screen.getByTestId('cart-link').getAttribute('href')).toBe('/ostukorv');
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    const secondary = screen.getByTestId('secondary-menu');
    const toggle = await within(secondary).findByRole('button', { name: 'Pesu ja kuivatus' });
    expect(within(secondary).getByRole('link', { name: 'Eripakkumised' }).getAttribute('href')).toBe(
      '/eripakkumised',
    );
    // Disclosure menu: the popup's links exist only while it is open.
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(secondary).queryByRole('link', { name: 'Kuivatid' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(secondary).getByRole('link', { name: 'Kuivatid' }).getAttribute('href')).toBe('/kuivatid');
    expect(within(secondary).getByRole('link', { name: 'Bosch' }).getAttribute('href')).toBe(
      '/pesumasinad/bosch',
    );
    expect(secondary.querySelector('.grid-cols-2')).not.toBeNull();
  });

  it('Enter in the search box with 3+ characters opens the results page', async () => {
    stubLoggedIn({
      ...emptyFacets,
      ...noCompares,
      'GET /api/search/category': json(200, listingReply([], {}, null)),
    });
    const { router } = renderApp('/', { user: anna });
    const input = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Otsi tooteid' });
    const form = input.form as HTMLFormElement;
    fireEvent.change(input, { target: { value: 'pe' } });
    fireEvent.submit(form);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(input, { target: { value: 'pesumasin' } });
    fireEvent.submit(form);
    await screen.findByRole('heading', { level: 1, name: 'Otsing: "pesumasin"' });
    expect(router.state.location.pathname).toBe('/otsing/pesumasin');
  });
});
