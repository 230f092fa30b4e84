import { screen } from '@testing-library/react';
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

describe('password reset request', () => {
  it('sends the e-mail and shows the server message', async () => {
    const message = 'Kui see aadress on meil kirjas, saatsime sinna lingi.';
    const fetch = stubFetch({ ...shell, 'POST /api/password/email': json(200, { message }) });
    renderApp('/password/reset');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Salasõna taastamine' });
    await user.type(screen.getByLabelText('E-post'), 'anna@kodumasin.test');
    await user.click(screen.getByRole('button', { name: 'Saada taastamise link' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    const [request] = calls(fetch, 'POST /api/password/email');
    expect(JSON.parse(String(request?.body))).toEqual({ email: 'anna@kodumasin.test' });
  });

  it('puts a 422 error on the e-mail field', async () => {
    stubFetch({
      ...shell,
      'POST /api/password/email': json(422, {
        message: 'Andmed on vigased.',
        errors: { email: ['E-post peab olema e-maili aadress.'] },
      }),
    });
    renderApp('/password/reset');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Salasõna taastamine' });
    await user.type(screen.getByLabelText('E-post'), 'anna@kodumasin.test');
    await user.click(screen.getByRole('button', { name: 'Saada taastamise link' }));
    const input = screen.getByLabelText('E-post');
    await screen.findByTestId('message-area');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'E-post peab olema e-maili aadress.',
    );
  });
});

describe('password reset', () => {
  it('prefills the e-mail, checks the confirmation, logs the user in and goes home', async () => {
    const fetch = stubFetch({
      ...shell,
      'POST /api/password/reset': json(200, {
        data: anna,
        csrf_token: 'new-session',
        message: 'Salasõna on muudetud.',
      }),
    });
    const { router } = renderApp('/password/reset/abc123?email=anna%40kodumasin.test');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Uue salasõna määramine' });
    expect(screen.getByLabelText<HTMLInputElement>('E-post').value).toBe('anna@kodumasin.test');

    await user.type(screen.getByLabelText('Salasõna'), 'UusParool1!');
    await user.type(screen.getByLabelText('Salasõna uuesti'), 'Muu');
    expect(await screen.findByText(/väljad ei klapi/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Salasõna uuesti'));
    await user.type(screen.getByLabelText('Salasõna uuesti'), 'UusParool1!');
    await user.click(screen.getByRole('button', { name: 'Salvesta uus salasõna' }));

    await screen.findByRole('heading', { level: 1, name: /Tere, Anna Tamm/ });
    expect(router.state.location.pathname).toBe('/');
    const [request] = calls(fetch, 'POST /api/password/reset');
    expect(JSON.parse(String(request?.body))).toEqual({
      token: 'abc123',
      email: 'anna@kodumasin.test',
      password: 'UusParool1!',
      password_confirmation: 'UusParool1!',
    });
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe('new-session');
    expect(screen.getByTestId('toast-area').textContent).toContain('Salasõna on muudetud.');
  });
});
