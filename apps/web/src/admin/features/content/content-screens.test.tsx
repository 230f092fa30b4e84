import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { contentDocumentTitle } from './components/content-layout';
import { draftOf, dropNode, moveNode, requestOf, rowErrors } from './components/menu-draft';
import { renderAdmin } from '../../../test/render-admin';

const editor = { staff: { id: 3, email: 'sisu@kodumasinad.test', name: 'Sirje Sisu', role: 'content' } };

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
  const twoItems = {
    custom: true,
    items: [
      { id: 1, title: 'Pesumasinad', url: '/pesumasinad', two_columns: false, links: {}, children: [] },
      { id: 2, title: 'Pliidid', url: '/pliidid', two_columns: false, links: {}, children: [] },
    ],
  };

  it('edits one row at a time in the panel, moves rows by keyboard, and saves the contract’s shape', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/menu': json(200, { data: twoItems }),
      'POST /api/admin/menu': json(422, {
        message: 'Andmed on vigased.',
        errors: {
          'items.1.children.0.links.0.url': ['Aadress peab algama kaldkriipsuga (/) või http(s)://.'],
        },
      }),
    });
    renderAdmin('/haldus/sisu/menuu');
    expect(await screen.findAllByTestId('menu-item')).toHaveLength(2);
    const panel = () => within(screen.getByTestId('menu-panel'));
    // The first item is open in the panel; the others are one row each in the tree.
    expect(panel().getByRole('heading', { name: 'Menüüpunkt: Pesumasinad' })).toBeTruthy();
    expect(screen.getAllByRole('textbox').length).toBeLessThan(5);
    expect(screen.getByTestId('menu-dirty').textContent).toBe('Kõik muudatused on salvestatud.');

    await userEvent.click(panel().getByRole('button', { name: 'Lisa alamlink („Pesumasinad”)' }));
    expect(panel().getByRole('heading', { name: 'Alamlink: Alamlink 1' })).toBeTruthy();
    await userEvent.type(panel().getByLabelText('Nimi'), 'Eestlaetavad');
    await userEvent.type(panel().getByLabelText('Aadress'), '/eestlaetavad');
    await userEvent.click(panel().getByRole('button', { name: 'Lisa link (Eestlaetavad)' }));
    const link = within(panel().getByRole('group', { name: 'Eestlaetavad: link 1' }));
    await userEvent.type(link.getByLabelText('Nimi'), 'Bosch');
    await userEvent.type(link.getByLabelText('Aadress'), 'bosch');

    const tree = within(screen.getByTestId('menu-tree'));
    await userEvent.click(tree.getByRole('button', { name: /^Pesumasinad/ }));
    await userEvent.click(panel().getByRole('radio', { name: 'Kaks veergu' }));
    // Alt + ↓ on the tree row moves it, and says where it went.
    tree.getByRole('button', { name: /^Pesumasinad/ }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByTestId('menu-announcer').textContent).toBe('„Pesumasinad” liikus alla, kohal 2/2.');
    expect(screen.getByTestId('menu-dirty').textContent).toBe('Muudatused on salvestamata.');
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
    // The row with the message opens in the panel, the message on the link's Aadress; the tree
    // marks the row. It stays there when the item moves back up with the panel's button.
    const address = () =>
      within(screen.getByRole('group', { name: 'Eestlaetavad: link 1' })).getByLabelText('Aadress');
    await waitFor(() => expect(address().getAttribute('aria-invalid')).toBe('true'));
    expect(tree.getByRole('button', { name: /^Eestlaetavad.*viga/ })).toBeTruthy();
    await userEvent.click(tree.getByRole('button', { name: /^Pesumasinad/ }));
    await userEvent.click(panel().getByRole('button', { name: 'Üles „Pesumasinad”' }));
    await userEvent.click(tree.getByRole('button', { name: /^Eestlaetavad/ }));
    expect(address().getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(panel().getByRole('button', { name: 'Eemalda alamlink „Eestlaetavad”' }));
    expect(tree.queryByRole('button', { name: /^Eestlaetavad/ })).toBeNull();
  });

  it('shows the tree collapsed and expands an item on request', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/menu': json(200, {
        data: {
          custom: true,
          items: [
            {
              id: 1,
              title: 'Pesumasinad',
              url: '/pesumasinad',
              two_columns: false,
              links: {},
              children: [{ id: 3, title: 'Eestlaetavad', url: '/eestlaetavad', links: {} }],
            },
          ],
        },
      }),
    });
    renderAdmin('/haldus/sisu/menuu');
    const toggle = await screen.findByRole('button', { name: 'Näita „Pesumasinad” alamlingid' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /^Eestlaetavad/ })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /^Eestlaetavad/ })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and the browser asks on unload', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, editor),
      'GET /api/admin/menu': json(200, { data: twoItems }),
      'GET /api/admin/footer': json(200, { data: { content: '' } }),
    });
    const router = renderAdmin('/haldus/sisu/menuu');
    const panel = within(await screen.findByTestId('menu-panel'));
    await userEvent.type(panel.getByLabelText('Nimi'), ' ja kuivatid');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Jalus' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Kas lahkud salvestamata?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Loobu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/haldus/sisu/menuu');
    expect(screen.getByTestId('menu-panel')).toBeTruthy();
  });
});

describe('menu moves', () => {
  const menu = () =>
    draftOf([
      { id: 1, title: 'A', url: '/a', two_columns: false, links: {}, children: [] },
      {
        id: 2,
        title: 'B',
        url: '/b',
        two_columns: false,
        links: {},
        children: [{ id: 4, title: 'B1', url: '/b1', links: {} }],
      },
      { id: 3, title: 'C', url: '/c', two_columns: false, links: {}, children: [] },
    ]);
  const shape = (items: ReturnType<typeof draftOf> | null) =>
    items?.map((item) => `${item.title}(${item.children.map((c) => c.title).join(',')})`).join(' ');

  it('moves in, out, up and down, and refuses what the two levels do not allow', () => {
    const items = menu();
    const [a, b, c] = items;
    expect(shape(moveNode(items, c!.key, 'in'))).toBe('A() B(B1,C)');
    expect(shape(moveNode(items, b!.children[0]!.key, 'out'))).toBe('A() B() B1() C()');
    expect(shape(moveNode(items, a!.key, 'down'))).toBe('B(B1) A() C()');
    expect(moveNode(items, a!.key, 'up')).toBeNull();
    expect(moveNode(items, a!.key, 'in')).toBeNull();
    expect(moveNode(items, c!.key, 'out')).toBeNull();
  });

  it('drops a row on another row’s place, changing level when two levels allow', () => {
    const items = menu();
    const [a, b, c] = items;
    expect(shape(dropNode(items, c!.key, a!.key))).toBe('C() A() B(B1)');
    expect(shape(dropNode(items, a!.key, b!.children[0]!.key))).toBe('B(A,B1) C()');
    expect(shape(dropNode(items, b!.children[0]!.key, c!.key))).toBe('A() B() B1() C()');
    expect(dropNode(items, b!.key, b!.children[0]!.key)).toBeNull();
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
