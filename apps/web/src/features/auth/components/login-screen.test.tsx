import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { emptyHomeProducts } from '../../../test/catalog-fixtures';

const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
  'GET /api/news': json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } }),
  ...emptyHomeProducts,
};

async function loginForm() {
  await screen.findByRole('heading', { level: 1, name: 'Sisselogimine' });
  return {
    email: screen.getByLabelText('E-post'),
    password: screen.getByLabelText('Salasõna'),
    submit: screen.getByRole('button', { name: 'Logi sisse' }),
  };
}

describe('LoginScreen', () => {
  it('shows the contract rules on blur and while typing', async () => {
    stubFetch(shell);
    renderApp('/login');
    const user = userEvent.setup();
    const form = await loginForm();

    await user.click(form.email);
    await user.tab();
    expect(await screen.findByText('E-post on nõutud väli.')).toBeTruthy();
    expect(form.email.getAttribute('aria-invalid')).toBe('true');

    await user.type(form.email, 'anna');
    expect(await screen.findByText(/E-post peab olema e-maili aadress/)).toBeTruthy();
    await user.type(form.email, '@kodumasin.test');
    await waitFor(() => expect(screen.queryByText(/E-post peab olema/)).toBeNull());

    await user.click(form.password);
    await user.tab();
    expect(await screen.findByText('Salasõna on nõutud väli.')).toBeTruthy();
  });

  it('does not call the server while the form is invalid', async () => {
    const fetch = stubFetch(shell);
    renderApp('/login');
    const form = await loginForm();
    fireEvent.click(form.submit);
    expect(await screen.findByText('E-post on nõutud väli.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/login')).toHaveLength(0);
  });

  it('puts the errors of a 422 reply on the fields and in the message area', async () => {
    stubFetch({
      ...shell,
      'POST /api/login': json(422, {
        message: 'Sisselogimine ebaõnnestus.',
        errors: { email: ['E-post või salasõna on vale.'] },
      }),
    });
    renderApp('/login');
    const user = userEvent.setup();
    const form = await loginForm();
    await user.type(form.email, 'anna@kodumasin.test');
    await user.type(form.password, 'vale-parool');
    await user.click(form.submit);

    const area = await screen.findByTestId('message-area');
    expect(area.textContent).toContain('Sisselogimine ebaõnnestus.');
    expect(area.textContent).toContain('E-post või salasõna on vale.');
    const fieldError = document.getElementById(form.email.getAttribute('aria-describedby') ?? '');
    expect(fieldError?.textContent).toBe('E-post või salasõna on vale.');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs in: stores the user, takes the new CSRF token and goes to the page the guard came from', async () => {
    const fetch = stubFetch({
      ...shell,
      'POST /api/login': json(200, { data: anna, csrf_token: 'session-token' }),
    });
    const { router } = renderApp('/tellimused');
    const user = userEvent.setup();
    const form = await loginForm();
    await user.type(form.email, 'anna@kodumasin.test');
    await user.type(form.password, 'Demo1234!');
    await user.click(form.submit);

    await screen.findByRole('heading', { level: 1, name: 'Tellimused' });
    expect(router.state.location.pathname).toBe('/tellimused');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Anna Tamm' });
    expect(screen.getByTestId('user-menu').textContent).toContain('Kodumasin Pluss OÜ');
    const [login] = calls(fetch, 'POST /api/login');
    expect(JSON.parse(String(login?.body))).toEqual({ email: 'anna@kodumasin.test', password: 'Demo1234!' });
    expect(login?.headers).toMatchObject({ 'X-CSRF-TOKEN': 'page-token' });
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe('session-token');
  });

  it('goes home after a direct login', async () => {
    stubFetch({ ...shell, 'POST /api/login': json(200, { data: anna, csrf_token: 't' }) });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    const form = await loginForm();
    await user.type(form.email, 'anna@kodumasin.test');
    await user.type(form.password, 'Demo1234!');
    await user.click(form.submit);
    await screen.findByRole('heading', { level: 1, name: /Tere, Anna Tamm/ });
    expect(router.state.location.pathname).toBe('/');
  });
});
