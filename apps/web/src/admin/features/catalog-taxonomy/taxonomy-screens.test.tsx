import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { renderAdmin } from '../../../test/render-admin';

const manager = {
  staff: { id: 7, email: 'tooted@kodumasinad.test', name: 'Tiit Tootehaldur', role: 'catalog' },
};

const category = (
  id: number,
  title: string,
  parent_id: number | null,
  extra: Partial<{ products: number; attribute_ids: number[]; hidden: boolean; sort: number }> = {},
) => ({
  id,
  parent_id,
  title,
  slug: title.toLowerCase(),
  hidden: false,
  sort: 0,
  two_columns: false,
  products: 0,
  discount_clients: 0,
  attribute_ids: [],
  add_on_ids: [],
  ...extra,
});

const tree = [
  category(1, 'Pesumasinad', null),
  category(11, 'Eestlaetavad', 1, { products: 12 }),
  category(12, 'Pealtlaetavad', 1, { products: 3 }),
  category(2, 'Pliidid', null),
];

const attribute = (id: number, code: string, name: string, type: 'choice' | 'measure' | 'range') => ({
  id,
  code,
  name,
  unit: type === 'choice' ? null : 'cm',
  type,
  in_filters: true,
  kind: type === 'choice' ? 'enum' : 'number',
  filter: type === 'range' ? 'range' : 'values',
  choices: null,
  sort: id,
  products: 5,
});

const attributes = [
  attribute(31, 'energiaklass', 'Energiaklass', 'choice'),
  attribute(32, 'laius', 'Laius', 'measure'),
  attribute(33, 'muratase', 'Müratase', 'range'),
];

describe('categories', () => {
  it('shows the tree and moves a category down by keyboard, announced, focus kept', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, manager),
      'GET /api/admin/categories': json(200, { data: tree }),
      'GET /api/admin/attributes': json(200, { data: attributes }),
      'POST /api/admin/categories/order': json(200, {
        data: [tree[0], tree[2], tree[1], tree[3]],
      }),
    });
    renderAdmin('/haldus/kategooriad');
    const table = await screen.findByTestId('category-table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Kategooriad' })).toBeTruthy();
    // The first of a level cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Üles Eestlaetavad' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Alla Pealtlaetavad' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Alla Eestlaetavad' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls(fetch, 'POST /api/admin/categories/order')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/categories/order')[0]?.body))).toEqual({
      parent_id: 1,
      ids: [12, 11],
    });
    await waitFor(() =>
      expect(screen.getByTestId('category-announcer').textContent).toBe(
        '„Eestlaetavad” liikus alla, kohal 2/2.',
      ),
    );
    // Now last of its level: the focus stays on the row, on its "Üles".
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Üles Eestlaetavad' })),
    );
  });

  it('edits a category: parent, hidden and the filters in order; shows the server’s field errors', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, manager),
      'GET /api/admin/categories': json(200, { data: tree }),
      'GET /api/admin/attributes': json(200, { data: attributes }),
      'PUT /api/admin/categories/12': json(422, {
        message: 'See aadress on juba teise kategooria, toote või lehe kasutuses.',
        errors: { slug: ['See aadress on juba teise kategooria, toote või lehe kasutuses.'] },
      }),
    });
    renderAdmin('/haldus/kategooriad');
    await userEvent.click(await screen.findByRole('button', { name: 'Muuda Pealtlaetavad' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Muuda kategooriat' }));
    expect((dialog.getByLabelText('Ülemkategooria') as HTMLSelectElement).value).toBe('1');
    await userEvent.selectOptions(dialog.getByLabelText('Ülemkategooria'), 'Pliidid');
    await userEvent.click(dialog.getByLabelText('Peidetud'));
    await userEvent.selectOptions(dialog.getByLabelText('Lisa filter'), 'Laius (mõõt)');
    await userEvent.click(dialog.getByRole('button', { name: 'Lisa' }));
    await userEvent.selectOptions(dialog.getByLabelText('Lisa filter'), 'Energiaklass (valik)');
    await userEvent.click(dialog.getByRole('button', { name: 'Lisa' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Üles Energiaklass' }));
    const chosen = within(dialog.getByRole('list', { name: 'Valitud filtrid' }));
    expect(chosen.getAllByRole('listitem').map((li) => li.textContent?.split('Üles')[0])).toEqual([
      '1. Energiaklass',
      '2. Laius',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvesta' }));

    await waitFor(() => expect(calls(fetch, 'PUT /api/admin/categories/12')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'PUT /api/admin/categories/12')[0]?.body))).toEqual({
      title: 'Pealtlaetavad',
      slug: 'pealtlaetavad',
      parent_id: 2,
      hidden: true,
      two_columns: false,
      attribute_ids: [31, 32],
      add_on_ids: [],
    });
    const slug = dialog.getByLabelText('Aadress');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('See aadress on juba teise kategooria, toote või lehe kasutuses.')).toBeTruthy();
  });

  it('asks before deleting and shows why the server refused', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, manager),
      'GET /api/admin/categories': json(200, { data: tree }),
      'GET /api/admin/attributes': json(200, { data: attributes }),
      'DELETE /api/admin/categories/11': json(422, {
        message: 'Kategoorias on tooteid; tõsta need enne kustutamist teise kategooriasse.',
        code: 'in_use',
      }),
    });
    renderAdmin('/haldus/kategooriad');
    await userEvent.click(await screen.findByRole('button', { name: 'Kustuta Eestlaetavad' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kustuta' }));
    await waitFor(() => expect(calls(fetch, 'DELETE /api/admin/categories/11')).toHaveLength(1));
    expect((await screen.findByTestId('admin-message-area')).textContent).toContain(
      'Kategoorias on tooteid; tõsta need enne kustutamist teise kategooriasse.',
    );
  });
});

describe('brands', () => {
  it('adds a brand with its address made from the name', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, manager),
      'GET /api/admin/brands': json(200, {
        data: [
          {
            id: 1,
            name: 'Bosch',
            slug: 'bosch',
            group_name: 'Miele/Bosch',
            sort: 0,
            products: 40,
            discount_clients: 0,
          },
        ],
      }),
      'POST /api/admin/brands': json(201, {
        data: {
          id: 2,
          name: 'Gaggia Milano',
          slug: 'gaggia-milano',
          group_name: null,
          sort: 1,
          products: 0,
          discount_clients: 0,
        },
      }),
    });
    renderAdmin('/haldus/kaubamargid');
    expect(within(await screen.findByTestId('brand-table')).getByText('Miele/Bosch')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lisa kaubamärk' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Lisa kaubamärk' }));
    await userEvent.type(dialog.getByLabelText('Nimi'), 'Gaggia Milano');
    expect((dialog.getByLabelText('Aadress filtris') as HTMLInputElement).value).toBe('gaggia-milano');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvesta' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/admin/brands')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/brands')[0]?.body))).toEqual({
      name: 'Gaggia Milano',
      slug: 'gaggia-milano',
      group_name: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Kaubamärk on lisatud.')).toBeTruthy();
  });
});

describe('attributes', () => {
  it('adds a choice attribute with its allowed values and shows a refused choice', async () => {
    const refused = 'Väärtust „Must“ kasutab 3 toodet; muuda enne nende toodete väärtust.';
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, manager),
      'GET /api/admin/attributes': json(200, { data: attributes }),
      'POST /api/admin/attributes': json(422, { message: refused, errors: { choices: [refused] } }),
    });
    renderAdmin('/haldus/omadused');
    const table = within(await screen.findByTestId('attribute-table'));
    expect(table.getByText('Vahemik')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lisa omadus' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Lisa omadus' }));
    await userEvent.type(dialog.getByLabelText('Nimi'), 'Värvus');
    expect((dialog.getByLabelText('Kood filtri aadressis') as HTMLInputElement).value).toBe('varvus');
    // A choice has no unit; its values are typed one per line.
    expect(dialog.queryByLabelText('Ühik')).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Lubatud väärtused/), 'Valge{Enter}Must{Enter}  {Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvesta' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/admin/attributes')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/attributes')[0]?.body))).toEqual({
      name: 'Värvus',
      code: 'varvus',
      unit: '',
      type: 'choice',
      in_filters: true,
      choices: ['Valge', 'Must'],
    });
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Lubatud väärtused/).getAttribute('aria-invalid')).toBe('true'),
    );

    await userEvent.selectOptions(dialog.getByLabelText('Tüüp'), 'Vahemik');
    expect(dialog.getByLabelText('Ühik')).toBeTruthy();
    expect(dialog.queryByLabelText(/^Lubatud väärtused/)).toBeNull();
  });
});

describe('loading', () => {
  it.each([
    ['/haldus/kategooriad', 'GET /api/admin/categories', 'Kategooriad'],
    ['/haldus/kaubamargid', 'GET /api/admin/brands', 'Kaubamärgid'],
    ['/haldus/omadused', 'GET /api/admin/attributes', 'Omadused'],
  ])('%s says so when its list cannot be loaded, and offers no table', async (path, call, title) => {
    stubFetch({
      'GET /api/admin/me': json(200, manager),
      'GET /api/admin/attributes': json(200, { data: attributes }),
      [call]: json(500, { message: 'Serveri viga.' }),
    });
    renderAdmin(path);
    expect(await screen.findByText('Nimekirja ei õnnestunud laadida.')).toHaveProperty('role', 'alert');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
