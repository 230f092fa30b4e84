import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { AdminApp } from '../../admin-app';
import { createAdminQueryClient } from '../../lib/admin-query-client';
import { createAdminRouter, type AdminRouter } from '../../router';
import { contentDocumentTitle } from './components/content-layout';
import { draftOf, requestOf, rowErrors } from './components/menu-draft';

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
  it('turns the menu into editable rows and back into the request', () => {
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
    expect(draft[0]?.children[0]?.links).toMatchObject([{ label: 'Bosch', url: '/eestlaetavad/b:bosch' }]);
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

describe('menu row errors', () => {
  it('keys the server’s messages by row, so they follow a row that is moved', () => {
    const draft = draftOf([
      {
        id: 1,
        title: 'Pliidid',
        url: null,
        two_columns: false,
        links: { Kõik: '/pliidid' },
        children: [{ id: 2, title: 'Gaas', url: '/gaas', links: { Bosch: '/gaas/b:bosch' } }],
      },
    ]);
    const item = draft[0]!;
    const child = item.children[0]!;
    expect(
      rowErrors(draft, {
        items: ['Menüüs võib olla kuni 30 punkti.'],
        'items.0.title': ['Pealkiri on nõutud.'],
        'items.0.links.0.url': ['Vigane aadress.'],
        'items.0.children.0.links': ['Lingi nimed peavad olema erinevad.'],
        'items.0.children.0.links.0.label': ['Lingil peab olema nimi.'],
      }),
    ).toEqual({
      items: 'Menüüs võib olla kuni 30 punkti.',
      [`${item.key}.title`]: 'Pealkiri on nõutud.',
      [`${item.links[0]!.key}.url`]: 'Vigane aadress.',
      [`${child.key}.links`]: 'Lingi nimed peavad olema erinevad.',
      [`${child.links[0]!.key}.label`]: 'Lingil peab olema nimi.',
    });
  });
});

describe('the menu editor', () => {
  it('edits rows: adds a sub-link with a link, moves and removes rows, and saves the contract’s shape', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/menu': json(200, {
        data: {
          custom: true,
          items: [
            { id: 1, title: 'Pesumasinad', url: '/pesumasinad', two_columns: false, links: {}, children: [] },
            { id: 2, title: 'Pliidid', url: '/pliidid', two_columns: false, links: {}, children: [] },
          ],
        },
      }),
      'POST /api/admin/menu': json(422, {
        message: 'Andmed on vigased.',
        errors: {
          'items.1.children.0.links.0.url': ['Aadress peab algama kaldkriipsuga (/) või http(s)://.'],
        },
      }),
    });
    renderAdmin('/haldus/sisu/menuu');
    const first = (await screen.findAllByTestId('menu-item'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Lisa alamlink („Pesumasinad”)' }));
    const child = within(first).getByRole('group', { name: 'Alamlink 1' });
    await userEvent.type(within(child).getByLabelText('Nimi'), 'Eestlaetavad');
    await userEvent.type(within(child).getByLabelText('Aadress'), '/eestlaetavad');
    await userEvent.click(within(child).getByRole('button', { name: 'Lisa link (Eestlaetavad)' }));
    const link = within(child).getByRole('group', { name: 'Eestlaetavad: link 1' });
    await userEvent.type(within(link).getByLabelText('Nimi'), 'Bosch');
    await userEvent.type(within(link).getByLabelText('Aadress'), 'bosch');
    await userEvent.click(within(first).getByRole('radio', { name: 'Kaks veergu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Liiguta „Pesumasinad” alla' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvesta menüü' }));

    await waitFor(() => expect(calls(fetch, 'POST /api/admin/menu')).toHaveLength(1));
    const init = calls(fetch, 'POST /api/admin/menu')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { title: 'Pliidid', url: '/pliidid', two_columns: false, links: [], children: [] },
        {
          title: 'Pesumasinad',
          url: '/pesumasinad',
          two_columns: true,
          links: [],
          children: [
            { title: 'Eestlaetavad', url: '/eestlaetavad', links: [{ label: 'Bosch', url: 'bosch' }] },
          ],
        },
      ],
    });
    // The message lands on the link's Aadress, and stays there when its item moves back up.
    const address = () =>
      within(screen.getByRole('group', { name: 'Eestlaetavad: link 1' })).getByLabelText('Aadress');
    await waitFor(() => expect(address().getAttribute('aria-invalid')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Liiguta „Pesumasinad” üles' }));
    expect(address().getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Eemalda alamlink „Eestlaetavad”' }));
    expect(screen.queryByRole('group', { name: /Alamlink 1/ })).toBeNull();
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

describe('content screen titles (issue 22, item 26)', () => {
  it('gives each content screen its own document title', () => {
    const titles = [
      '/haldus/sisu',
      '/haldus/sisu/lehed',
      '/haldus/sisu/lehed/uus',
      '/haldus/sisu/lehed/4',
      '/haldus/sisu/uudised',
      '/haldus/sisu/uudised/uus',
      '/haldus/sisu/uudised/9',
      '/haldus/sisu/menuu',
      '/haldus/sisu/jalus',
      '/haldus/sisu/kontaktid',
    ].map(contentDocumentTitle);
    expect(titles).toEqual([
      'Lehed – Sisu',
      'Lehed – Sisu',
      'Uus leht – Sisu',
      'Muuda lehte – Sisu',
      'Uudised – Sisu',
      'Uus uudis – Sisu',
      'Muuda uudist – Sisu',
      'Menüü – Sisu',
      'Jalus – Sisu',
      'Abi kontaktid – Sisu',
    ]);
    // The index shows the page list, so the two share a title; every other screen has its own.
    expect(new Set(titles.slice(1)).size).toBe(9);
  });

  it('puts the open section in the browser tab', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/help-contacts': json(200, { data: { phone_1: '', phone_2: '', email: 'a@b.ee' } }),
    });
    renderAdmin('/haldus/sisu/kontaktid');
    await screen.findByLabelText('Telefon 1');
    await waitFor(() => expect(document.title).toBe('Abi kontaktid – Sisu | Kodumasinad B2B'));
  });
});
