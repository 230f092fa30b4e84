import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetail } from '../../../test/catalog-fixtures';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna, footerPage, menu } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const shell = {
  'GET /api/pages/hook/footer-b2b': json(200, { data: footerPage }),
  'GET /api/categories/menu': json(200, { data: menu }),
};

const first = productDetail(1);
const second = productDetail(2, {
  title: 'Siemens pesumasin WM14N2G0',
  code: 'WM14N2G0',
  url: 'siemens-pesumasin-wm14n2g0',
  filename: null,
});
const attributes = [
  { name: 'Energiaklass', values: ['A', 'B'] },
  { name: 'Müratase', values: ['48 dB', ''] },
];

describe('comparison', () => {
  it('shows a column per product and a row per attribute', async () => {
    stubFetch({ ...shell, 'GET /api/compares': json(200, { data: [first, second], attributes }) });
    renderApp('/vordlus', { user: anna });
    const table = await screen.findByTestId('compare-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(
      within(headers[0] as HTMLElement).getByRole('link', { name: 'Bosch pesumasin WAV28K91ME' }),
    ).toBeTruthy();
    expect(within(headers[0] as HTMLElement).getByTestId('price-current').textContent).toBe(
      '1\u00a0000,00\u00a0€',
    );
    expect(headers[1]?.querySelector('img')?.getAttribute('src')).toBe('/no-image.svg');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Energiaklass', 'A', 'B'],
      ['Müratase', '48 dB', '–'],
    ]);
  });

  it('removes a product with detailed: true and redraws from the reply', async () => {
    const fetch = stubFetch({
      ...shell,
      'GET /api/compares': json(200, { data: [first, second], attributes }),
      'POST /api/compare/remove': json(200, {
        data: [second],
        attributes: attributes.map((row) => ({ name: row.name, values: row.values.slice(1) })),
      }),
    });
    renderApp('/vordlus', { user: anna });
    const table = await screen.findByTestId('compare-table');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Eemalda' })[0] as HTMLElement);
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(1));
    expect(table.textContent).not.toContain('WAV28K91ME');
    expect(JSON.parse(String(calls(fetch, 'POST /api/compare/remove')[0]?.body))).toEqual({
      id: 1,
      detailed: true,
    });
    expect(calls(fetch, 'GET /api/compares')).toHaveLength(1);
  });

  it('says so when nothing is compared', async () => {
    stubFetch({ ...shell, 'GET /api/compares': json(200, { data: [], attributes: [] }) });
    renderApp('/vordlus', { user: anna });
    expect(await screen.findByText('Võrdluses pole ühtegi toodet.')).toBeTruthy();
    expect(screen.queryByTestId('compare-table')).toBeNull();
  });

  it('becomes empty after the last product is removed', async () => {
    stubFetch({
      ...shell,
      'GET /api/compares': json(200, {
        data: [first],
        attributes: [{ name: 'Energiaklass', values: ['A'] }],
      }),
      'POST /api/compare/remove': json(200, { data: [], attributes: [] }),
    });
    renderApp('/vordlus', { user: anna });
    fireEvent.click(await screen.findByRole('button', { name: 'Eemalda' }));
    expect(await screen.findByText('Võrdluses pole ühtegi toodet.')).toBeTruthy();
  });
});
