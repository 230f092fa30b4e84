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
const TOKEN = 'a'.repeat(43);

describe('the invitation page', () => {
  it('greets the invitee, checks the confirmation, sets the password and signs them in', async () => {
    const fetch = stubFetch({
      ...shell,
      [`GET /api/invite/${TOKEN}`]: json(200, {
        data: { name: 'Anna Tamm', email: 'anna@kodumasin.test', company: 'Kodumasin Pluss OÜ' },
      }),
      [`POST /api/invite/${TOKEN}`]: json(200, {
        data: anna,
        csrf_token: 'new-session',
        message: 'Salasõna on määratud.',
      }),
    });
    const { router } = renderApp(`/kutse/${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Tere tulemast, Anna Tamm!' });
    expect(screen.getByText(/Kodumasin Pluss OÜ/)).toBeTruthy();
    await user.type(screen.getByLabelText('Salasõna'), 'UusParool1!');
    await user.type(screen.getByLabelText('Salasõna uuesti'), 'Muu');
    expect(await screen.findByText(/väljad ei klapi/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Salasõna uuesti'));
    await user.type(screen.getByLabelText('Salasõna uuesti'), 'UusParool1!');
    await user.click(screen.getByRole('button', { name: 'Määra salasõna ja logi sisse' }));

    await screen.findByRole('heading', { level: 1, name: /Tere, Anna Tamm/ });
    expect(router.state.location.pathname).toBe('/');
    const [request] = calls(fetch, `POST /api/invite/${TOKEN}`);
    expect(JSON.parse(String(request?.body))).toEqual({
      password: 'UusParool1!',
      password_confirmation: 'UusParool1!',
    });
  });

  it('says clearly when the link has expired', async () => {
    const message = 'Kutse link on aegunud. Palun küsi müügiosakonnalt uus kutse.';
    stubFetch({ ...shell, [`GET /api/invite/${TOKEN}`]: json(410, { message, code: 'invite_expired' }) });
    renderApp(`/kutse/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByLabelText('Salasõna')).toBeNull();
  });
});
