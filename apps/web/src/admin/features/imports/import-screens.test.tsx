import type { Import } from '@kodumasinad/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navFor } from '../../nav';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { renderAdmin } from '../../../test/render-admin';
import { importProgress } from './components/import-progress';

const catalogMe = () =>
  json(200, { staff: { id: 4, email: 'tooted@kodumasinad.test', name: 'Toomas Toode', role: 'catalog' } });

const counts = { create: 2, change: 1204, unchanged: 10, error: 1, hide: 0 };

const checked: Import = {
  id: 5,
  status: 'checked',
  filename: 'hinnakiri.csv',
  key: 'code',
  mapping: { Kood: 'code', Hind: 'price' },
  options: { mode: 'all', fields: [], hide_missing: false, supplier: null },
  rows_total: 1217,
  rows_done: 1217,
  counts,
  field_changes: { price: 1204, 'attr:energiaklass': 3 },
  applied: null,
  applied_line: null,
  errors: [{ line: 7, column: 'Kategooria', message: 'Sellist kategooriat ei ole.' }],
  errors_total: 1,
  error: null,
  created_at: '2026-11-27T10:00:00.000Z',
  started_at: null,
  finished_at: null,
};

describe('the import screens', () => {
  it('is in the catalogue manager’s menu and no one else’s but the admin’s', () => {
    expect(navFor('catalog').map((item) => item.to)).toContain('/haldus/import');
    expect(navFor('admin').map((item) => item.to)).toContain('/haldus/import');
    expect(navFor('sales').map((item) => item.to)).not.toContain('/haldus/import');
  });

  it('computes the speed and the time left from the rows done since the apply started', () => {
    const started = '2026-11-27T10:00:00.000Z';
    const now = Date.parse(started) + 10_000;
    expect(importProgress(2_000, 10_000, started, now)).toEqual({
      percent: 20,
      rowsPerSecond: 200,
      secondsLeft: 40,
    });
    expect(importProgress(0, 10_000, started, now)).toEqual({
      percent: 0,
      rowsPerSecond: null,
      secondsLeft: null,
    });
  });

  it('shows a checked import’s counts, changes per field and bad rows, and applies it', async () => {
    const applying = {
      ...checked,
      status: 'applying',
      rows_done: 0,
      started_at: new Date().toISOString(),
      applied: { create: 0, change: 0, unchanged: 0, error: 0, hide: 0 },
    };
    const fetch = stubFetch({
      'GET /api/admin/me': catalogMe(),
      'GET /api/admin/imports/5': () => json(200, { import: checked }),
      'POST /api/admin/imports/5/apply': json(202, { import: applying }),
    });
    renderAdmin('/haldus/import/5');
    expect(await screen.findByText('Import: hinnakiri.csv')).toBeTruthy();
    expect(screen.getByTestId('import-status').textContent).toBe('Kontrollitud');
    expect(
      within(screen.getByTestId('import-field-changes')).getByText('Hind muutub 1 204 tootel'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('import-errors')).getByText('Sellist kategooriat ei ole.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Laadi vigased read alla (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/imports/5/errors.csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rakenda' }));
    await waitFor(() => expect(screen.getByTestId('import-status').textContent).toBe('Rakendan'));
    expect(calls(fetch, 'POST /api/admin/imports/5/apply')).toHaveLength(1);
    expect(screen.getByTestId('import-progress').textContent).toContain('Rakendatud ridu: 0 / 1 217');
    expect(screen.getByRole('button', { name: 'Katkesta' })).toBeTruthy();
  });

  it('uploads a file, shows the guessed mapping and starts the dry run with it', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': catalogMe(),
      'GET /api/admin/import-profiles': json(200, { data: [] }),
      'GET /api/admin/imports': json(200, { data: [] }),
      'POST /api/admin/imports/preview': json(200, {
        columns: ['Kood', 'Hind', 'Märkus'],
        rows: [['A1', '1 234,56', 'x']],
        mapping: { Kood: 'code', Hind: 'price', Märkus: '' },
        fields: [
          { value: 'code', label: 'Kood' },
          { value: 'price', label: 'Hind' },
          { value: 'title', label: 'Nimetus' },
        ],
      }),
      'POST /api/admin/imports': json(202, { import: { ...checked, status: 'checking' } }),
      'GET /api/admin/imports/5': json(200, { import: checked }),
    });
    renderAdmin('/haldus/import');
    const input = await screen.findByLabelText(/Tarnija fail/);
    await userEvent.upload(
      input,
      new File(['Kood;Hind;Märkus\nA1;1 234,56;x\n'], 'hinnakiri.csv', { type: 'text/csv' }),
    );
    const mapping = await screen.findByTestId('import-mapping');
    const note = within(mapping).getByLabelText('Veeru „Märkus” väli') as HTMLSelectElement;
    expect((within(mapping).getByLabelText('Veeru „Hind” väli') as HTMLSelectElement).value).toBe('price');
    expect(note.value).toBe('');
    await userEvent.selectOptions(note, 'title');
    await userEvent.click(screen.getByRole('button', { name: 'Alusta kontrolli' }));
    expect(await screen.findByText('Import: hinnakiri.csv')).toBeTruthy();
    const body = calls(fetch, 'POST /api/admin/imports')[0]?.body as FormData;
    expect(JSON.parse(String(body.get('mapping')))).toEqual({ Kood: 'code', Hind: 'price', Märkus: 'title' });
    expect(body.get('key')).toBe('code');
    expect(JSON.parse(String(body.get('options')))).toMatchObject({ mode: 'all', hide_missing: false });
  });
});
