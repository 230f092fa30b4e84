import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../lib/api/client';
import { calls, json, stubFetch } from '../../test/fetch-stub';
import { createAdminQueryClient } from '../lib/admin-query-client';
import { AdminList, defineAdminList } from './admin-list';
import type { AdminListReply } from './admin-table';

interface Row {
  id: number;
  name: string;
  company_id: number;
}
type Reply = AdminListReply<Row>;

/** Takes the reply as it is: the shell's wiring is under test, not the contract's schemas. */
const schema: Schema<Reply> = { safeParse: (input) => ({ success: true, data: input as Reply }) };

const reply: Reply = {
  data: [{ id: 7, name: 'Pesumasin', company_id: 3 }],
  meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
};

const described = defineAdminList<Reply, { clicks: number; click(): void }>({
  endpoint: '/api/admin/things',
  schema,
  title: 'Asjad',
  create: { to: '/haldus/asjad/uus', label: 'Lisa asi' },
  searchLabel: 'Otsi asja',
  exportFileName: 'asjad.csv',
  emptyText: 'Asju pole.',
  filters: [{ name: 'state', label: 'Olek', options: [['new', 'Uus']] }, 'company'],
  columns: ({ context }) => [
    { id: 'name', header: 'Nimi', link: (row) => `/haldus/asjad/${row.id}`, cell: (row) => row.name },
    {
      id: 'company',
      header: 'Ettevõte',
      filterBy: { name: 'company', value: (row) => String(row.company_id), title: 'Ainult see ettevõte' },
      cell: (row) => `Ettevõte ${row.company_id}`,
    },
    {
      id: 'count',
      header: 'Klõpse',
      cell: () => (
        <button type="button" onClick={context.click}>
          Klõpsatud {context.clicks}
        </button>
      ),
    },
  ],
});

function Screen() {
  const [clicks, setClicks] = useState(0);
  return <AdminList of={described} context={{ clicks, click: () => setClicks((n) => n + 1) }} />;
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/haldus/asjad', Component: Screen }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return () => router.state.location.search;
}

describe('AdminList', () => {
  it('asks for the URL’s page, links rows, and writes the selects and filter buttons to the URL', async () => {
    const fetch = stubFetch({ 'GET /api/admin/things': json(200, reply) });
    const search = renderList('/haldus/asjad?state=new&page=2');
    const row = await screen.findByTestId('admin-table-row');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/things?state=new&page=2');
    expect(screen.getByRole('heading', { name: 'Asjad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lisa asi' }).getAttribute('href')).toBe('/haldus/asjad/uus');
    expect(within(row).getByRole('link', { name: 'Pesumasin' }).getAttribute('href')).toBe('/haldus/asjad/7');

    await userEvent.click(within(row).getByRole('button', { name: 'Ettevõte 3' }));
    expect(search()).toBe('?company=3&state=new');
    await userEvent.selectOptions(screen.getByLabelText('Olek'), '');
    expect(search()).toBe('?company=3');
    expect(calls(fetch, 'GET /api/admin/things').length).toBeGreaterThan(1);
  });

  it('gives the columns the screen’s state and keeps the focused button across its change', async () => {
    stubFetch({ 'GET /api/admin/things': json(200, reply) });
    renderList('/haldus/asjad');
    const button = await screen.findByRole('button', { name: 'Klõpsatud 0' });
    await userEvent.click(button);
    expect(button.textContent).toBe('Klõpsatud 1');
    expect(document.activeElement).toBe(button);
  });

  it('says the description’s empty text when nothing matches', async () => {
    stubFetch({
      'GET /api/admin/things': json(200, { ...reply, data: [], meta: { ...reply.meta, total: 0 } }),
    });
    renderList('/haldus/asjad?q=midagi');
    expect((await screen.findByTestId('admin-table-empty')).textContent).toBe('Asju pole.');
  });
});
