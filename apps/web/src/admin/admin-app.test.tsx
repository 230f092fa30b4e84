import { CSRF_HEADER } from '@kodumasinad/contract';
import { StaffMeReplySchema } from '@kodumasinad/contract/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../test/fetch-stub';
import { adminGet } from './lib/admin-api';
import { readCsrfToken, writeCsrfToken } from '../lib/csrf';
import { forbiddenStore } from './lib/forbidden';
import { ADMIN_NAV } from './nav';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  forbiddenStore.set(false);
});

const anonymous = json(401, { message: 'Palun logi sisse.', code: 'unauthenticated' });
const sales = { staff: { id: 2, email: 'myyk@kodumasinad.test', name: 'Mari Müük', role: 'sales' } };

describe('the back-office app', () => {
  it('sends a visitor without a staff session to /haldus/login and back after password and code', async () => {
    let signedIn = false;
    // Each step starts a new session, whose CSRF token the reply carries (decision 043).
    const passwordStepToken = 'p'.repeat(43);
    const signedInToken = 's'.repeat(43);
    writeCsrfToken('a'.repeat(43));
    const fetch = stubFetch({
      'GET /api/admin/me': () => (signedIn ? json(200, sales) : anonymous.clone()),
      'POST /api/admin/login': json(200, {
        next: 'enroll',
        enroll: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauth_url: 'otpauth://totp/Kodumasinad:myyk?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
        csrf_token: passwordStepToken,
      }),
      'POST /api/admin/login/totp': () => {
        signedIn = true;
        return json(200, { ...sales, csrf_token: signedInToken });
      },
    });
    const admin = renderAdmin('/haldus/tellimused?page=2');

    await screen.findByRole('heading', { name: 'Sisselogimine' });
    expect(admin.state.location.pathname).toBe('/haldus/login');

    await userEvent.type(screen.getByLabelText('E-post'), 'myyk@kodumasinad.test');
    await userEvent.type(screen.getByLabelText('Salasõna'), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Jätka' }));

    // First sign-in: the QR code and the secret to type in, then the code field has the focus.
    expect(await screen.findByRole('img', { name: 'QR-kood autentimisrakenduse jaoks' })).toBeTruthy();
    expect(screen.getByTestId('admin-enroll-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const code = screen.getByLabelText('Kood');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/login')[0]?.body))).toEqual({
      email: 'myyk@kodumasinad.test',
      password: 'Demo1234!',
    });
    expect(readCsrfToken()).toBe(passwordStepToken);

    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    expect(screen.getByText('Sisesta autentimisrakenduse 6-kohaline kood.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/login/totp')).toHaveLength(0);

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Kinnita' }));
    await waitFor(() => expect(admin.state.location.pathname).toBe('/haldus/tellimused'));
    expect(admin.state.location.search).toBe('?page=2');
    const codeCall = calls(fetch, 'POST /api/admin/login/totp')[0];
    expect(JSON.parse(String(codeCall?.body))).toEqual({ code: '123456' });
    // The code step is sent with the password step's token, and later calls with the new one.
    expect((codeCall?.headers as Record<string, string>)[CSRF_HEADER]).toBe(passwordStepToken);
    expect(readCsrfToken()).toBe(signedInToken);
  });

  it('shows who is signed in and only the menu of their role', async () => {
    stubFetch({ 'GET /api/admin/me': json(200, sales) });
    renderAdmin('/haldus');
    expect(await screen.findByRole('heading', { name: 'Töölaud' })).toBeTruthy();
    expect(screen.getByTestId('admin-staff').textContent).toBe('Mari Müük · Müük');
    const nav = screen.getByRole('navigation', { name: 'Halduse menüü' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Töölaud', 'Kliendid', 'Tellimused', 'Arved', 'Tagasiside']);
    expect(within(nav).getByRole('link', { name: 'Töölaud' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Liigu sisu juurde' }).getAttribute('href')).toBe('#sisu');
  });

  it('shows an admin every menu item', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, { staff: { ...sales.staff, name: 'Admin', role: 'admin' } }),
    });
    renderAdmin('/haldus');
    const nav = await screen.findByRole('navigation', { name: 'Halduse menüü' });
    // Every item of the menu's table (each feature adds its own), none left out for an admin.
    expect(within(nav).getAllByRole('link')).toHaveLength(ADMIN_NAV.length);
    expect(within(nav).getByRole('link', { name: 'Tooted' }).getAttribute('href')).toBe('/haldus/tooted');
    expect(within(nav).getByRole('link', { name: 'Auditilogi' }).getAttribute('href')).toBe('/haldus/audit');
    expect(within(nav).getByRole('link', { name: 'Integratsioonid' }).getAttribute('href')).toBe(
      '/haldus/integratsioonid',
    );
  });

  it('signs out with "Logi välja" and goes to the sign-in screen', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, sales),
      'POST /api/admin/logout': json(200, { csrf_token: 'b'.repeat(43) }),
    });
    const admin = renderAdmin('/haldus');
    await userEvent.click(await screen.findByRole('button', { name: 'Logi välja' }));
    await waitFor(() => expect(admin.state.location.pathname).toBe('/haldus/login'));
    expect(calls(fetch, 'POST /api/admin/logout')).toHaveLength(1);
  });

  it('shows "Puudub õigus" for a session that is not a staff member\'s (403)', async () => {
    stubFetch({ 'GET /api/admin/me': json(403, { message: 'Puudub õigus.', code: 'forbidden' }) });
    renderAdmin('/haldus');
    expect(await screen.findByRole('heading', { name: 'Puudub õigus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logi sisse töötajana' }).getAttribute('href')).toBe(
      '/haldus/login',
    );
  });

  it('shows "Puudub õigus" in place of a screen whose call answers 403, until another page opens', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, sales),
      'GET /api/admin/audit': json(403, { message: 'Puudub õigus.', code: 'forbidden' }),
      'GET /api/admin/staff': json(403, { message: 'Puudub õigus.', code: 'forbidden' }),
    });
    // The audit log's own call answers 403 to a sales user.
    const admin = renderAdmin('/haldus/audit');
    expect(await screen.findByRole('heading', { name: 'Puudub õigus' })).toBeTruthy();
    // The menu stays, so the staff member can go on.
    await userEvent.click(screen.getByRole('link', { name: 'Töölaud' }));
    await waitFor(() => expect(admin.state.location.pathname).toBe('/haldus'));
    expect(await screen.findByRole('heading', { name: 'Töölaud' })).toBeTruthy();
    expect(screen.queryByTestId('admin-forbidden')).toBeNull();
  });

  it('goes to /haldus/login when a call answers 401, and returns to the page afterwards', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, sales),
      'GET /api/admin/clients': anonymous,
    });
    // A page no feature has, so nothing on it calls the API before the test does.
    const admin = renderAdmin('/haldus/olematu?q=as');
    await screen.findByTestId('admin-not-found');
    await act(() => adminGet('/api/admin/clients', StaffMeReplySchema).catch(() => undefined));
    await waitFor(() => expect(admin.state.location.pathname).toBe('/haldus/login'));
    expect(admin.state.location.state).toEqual({ from: '/haldus/olematu?q=as' });
  });
});
