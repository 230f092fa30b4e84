import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { AdminApp } from '../../admin-app';
import { createAdminQueryClient } from '../../lib/admin-query-client';
import { createAdminRouter, type AdminRouter } from '../../router';
import { draftOf, requestOf } from './components/menu-draft';

let router: AdminRouter | null = null;

afterEach(() => {
  router?.dispose();
  router = null;
});

const editor = { staff: { id: 3, email: 'sisu@kodumasinad.test', name: 'Sirje Sisu', role: 'content' } };

function renderAdmin(url: string) {
  router = createAdminRouter({ initialEntries: [url] });
  render(<AdminApp router={router} queryClient={createAdminQueryClient()} />);
}

describe('help contacts', () => {
  it('saves the phones and e-mail, and shows the server’s field errors', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/help-contacts': json(200, {
        data: { phone_1: '+372 600 1234', phone_2: '', email: 'hulgimuuk@kodumasinad.ee' },
      }),
      'POST /api/admin/help-contacts': json(422, {
        message: 'Hulgimüügi e-post on juba kasutusel.',
        errors: { email: ['Hulgimüügi e-post on juba kasutusel.'] },
      }),
    });
    renderAdmin('/haldus/sisu/kontaktid');
    const phone2 = await screen.findByLabelText('Telefon 2');
    await userEvent.type(phone2, '+372 600 1235');
    await userEvent.click(screen.getByRole('button', { name: 'Salvesta' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/admin/help-contacts')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/help-contacts')[0]?.body))).toEqual({
      phone_1: '+372 600 1234',
      phone_2: '+372 600 1235',
      email: 'hulgimuuk@kodumasinad.ee',
    });
    expect((await screen.findAllByText('Hulgimüügi e-post on juba kasutusel.')).length).toBeGreaterThan(0);
  });

  it('checks a phone number in the browser before sending', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/help-contacts': json(200, { data: { phone_1: '', phone_2: '', email: 'a@b.ee' } }),
    });
    renderAdmin('/haldus/sisu/kontaktid');
    await userEvent.type(await screen.findByLabelText('Telefon 1'), 'helista');
    await userEvent.click(screen.getByRole('button', { name: 'Salvesta' }));
    expect(await screen.findByText('Telefon 1 ei ole korrektne.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/help-contacts')).toHaveLength(0);
  });
});

describe('menu draft', () => {
  it('turns the menu into editable lines and back into the request', () => {
    const draft = draftOf([
      {
        id: 1,
        title: 'Pesumasinad',
        url: '/pesumasinad',
        two_columns: true,
        links: {},
        children: [
          { id: 2, title: 'Eestlaetavad', url: '/eestlaetavad', links: { Bosch: '/eestlaetavad/b:bosch' } },
        ],
      },
    ]);
    expect(draft[0]?.children[0]?.links).toBe('Bosch | /eestlaetavad/b:bosch');
    expect(requestOf(draft)).toEqual({
      items: [
        {
          title: 'Pesumasinad',
          url: '/pesumasinad',
          two_columns: true,
          links: [],
          children: [
            {
              title: 'Eestlaetavad',
              url: '/eestlaetavad',
              links: [{ label: 'Bosch', url: '/eestlaetavad/b:bosch' }],
            },
          ],
        },
      ],
    });
  });
});

describe('deleting a static page', () => {
  it('asks in a dialog first: Loobu deletes nothing, Kustuta deletes', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/pages/7': json(200, {
        data: {
          id: 7,
          slug: 'hooldus',
          title: 'Hooldus',
          content: '<p>Tekst</p>',
          updated_at: '2026-11-23T10:00:00.000Z',
        },
      }),
      'POST /api/admin/pages/7/delete': json(200, { message: 'Kustutatud.' }),
    });
    renderAdmin('/haldus/sisu/lehed/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Kustuta' }));
    const question = await screen.findByRole('alertdialog', { name: 'Kas kustutan lehe?' });
    await userEvent.click(screen.getByRole('button', { name: 'Loobu' }));
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect(calls(fetch, 'POST /api/admin/pages/7/delete')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Kustuta' }));
    const again = await screen.findByRole('alertdialog', { name: 'Kas kustutan lehe?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Kustuta' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/admin/pages/7/delete')).toHaveLength(1));
  });
});
