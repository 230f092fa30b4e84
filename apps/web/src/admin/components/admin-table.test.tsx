import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { calls, stubFetch } from '../../test/fetch-stub';
import { useListParams } from '../lib/use-list-params';
import { AdminTable, type AdminColumn, type AdminListReply } from './admin-table';

interface Client {
  id: number;
  name: string;
  reg_code: string;
}

const columns: AdminColumn<Client>[] = [
  { id: 'name', header: 'Nimi', cell: (row) => row.name, sortable: true },
  { id: 'reg_code', header: 'Registrikood', cell: (row) => row.reg_code },
];

const page = (data: Client[], current_page = 1, last_page = 1): AdminListReply<Client> => ({
  data,
  meta: { current_page, last_page, per_page: 25, total: data.length },
});

function renderTable(url: string, reply: AdminListReply<Client> | undefined) {
  function Screen() {
    const list = useListParams(['status']);
    return (
      <>
        <output data-testid="query">{list.query}</output>
        <AdminTable
          endpoint="/api/admin/clients"
          columns={columns}
          list={list}
          reply={reply}
          rowKey={(row) => row.id}
          caption="Kliendid"
          exportFileName="kliendid.csv"
          filters={
            <button type="button" onClick={() => list.update({ filters: { status: 'blocked' } })}>
              Ainult blokeeritud
            </button>
          }
        />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/haldus/kliendid', Component: Screen }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, search: () => router.state.location.search };
}

const rows = [
  { id: 1, name: 'Kodumasin Pluss OÜ', reg_code: '12345678' },
  { id: 2, name: 'Ehitusmaailm AS', reg_code: '87654321' },
];

describe('AdminTable', () => {
  it('shows the rows with a label per cell for the stacked phone layout', () => {
    renderTable('/haldus/kliendid', page(rows));
    const table = screen.getByRole('table', { name: 'Kliendid' });
    const [first] = within(table).getAllByTestId('admin-table-row');
    expect(within(first!).getByText('Kodumasin Pluss OÜ')).toBeTruthy();
    // Each cell carries its header as a label (shown below md).
    expect(within(first!).getByText('Registrikood')).toBeTruthy();
  });

  it('marks the sorted column with aria-sort and sorts through the URL', async () => {
    const { search } = renderTable('/haldus/kliendid?sort=name&dir=asc&page=3', page(rows, 3, 5));
    const header = screen.getByRole('columnheader', { name: /Nimi/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    // A column the server does not sort by has no aria-sort and no button.
    const plain = screen.getByRole('columnheader', { name: 'Registrikood' });
    expect(plain.hasAttribute('aria-sort')).toBe(false);
    expect(within(plain).queryByRole('button')).toBeNull();

    await userEvent.click(within(header).getByRole('button', { name: /Nimi/ }));
    expect(search()).toBe('?sort=name&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Nimi/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('puts the search and the filters in the URL, from page 1', async () => {
    const { search } = renderTable('/haldus/kliendid?page=2', page(rows, 2, 3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Otsi' }), 'pluss{Enter}');
    expect(search()).toBe('?q=pluss');
    await userEvent.click(screen.getByRole('button', { name: 'Ainult blokeeritud' }));
    expect(search()).toBe('?q=pluss&status=blocked');
    expect(screen.getByTestId('query').textContent).toBe('q=pluss&status=blocked');
  });

  it('links the pages with the same params', () => {
    renderTable('/haldus/kliendid?q=as&sort=name&dir=asc', page(rows, 1, 3));
    const next = screen.getByTestId('pagination-next');
    expect(next.getAttribute('href')).toBe('/haldus/kliendid?q=as&sort=name&dir=asc&page=2');
  });

  it('says so when nothing matches, and shows a skeleton while loading', () => {
    renderTable('/haldus/kliendid?q=puudub', page([]));
    expect(screen.getByText('Tulemusi ei leitud.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading state before the first page', () => {
    renderTable('/haldus/kliendid', undefined);
    expect(screen.getByLabelText('Laadimine')).toBeTruthy();
  });

  it('downloads <endpoint>/export.csv with the same params, with X-Requested-With', async () => {
    const fetch = stubFetch({
      'GET /api/admin/clients/export.csv': () =>
        new Response('id;name\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="kliendid-2026.csv"',
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable('/haldus/kliendid?q=as&status=blocked&sort=name&dir=desc&page=2', page(rows, 2, 2));

    await userEvent.click(screen.getByRole('button', { name: 'Ekspordi CSV' }));
    const [input, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(input).toBe('/api/admin/clients/export.csv?q=as&status=blocked&sort=name&dir=desc&page=2');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(calls(fetch, 'GET /api/admin/clients/export.csv')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('kliendid-2026.csv');
  });
});
