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

const counts = { create: 2, change: 1204, unchanged: 10, error: 1, hide: 0, pictures: 0 };

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
      applied: { create: 0, change: 0, unchanged: 0, error: 0, hide: 0, pictures: 0 },
    };
    const withPictures: Import = {
      ...checked,
      counts: { ...counts, pictures: 12 },
      errors: [
        ...checked.errors,
        { line: 9, column: 'pilt', message: 'Pildi aadress peab algama http:// või https://.' },
        {
          line: 0,
          column: 'ZIP: TUNDMATU.jpg',
          message: 'Selle koodiga toodet ei ole failis ega kataloogis.',
        },
      ],
      errors_total: 3,
    };
    const fetch = stubFetch({
      'GET /api/admin/me': catalogMe(),
      'GET /api/admin/imports/5': () => json(200, { import: withPictures }),
      'POST /api/admin/imports/5/apply': json(202, { import: applying }),
    });
    renderAdmin('/haldus/import/5');
    expect(await screen.findByText('Import: hinnakiri.csv')).toBeTruthy();
    expect(screen.getByTestId('import-status').textContent).toBe('Kontrollitud');
    expect(
      within(screen.getByTestId('import-field-changes')).getByText('Hind muutub 1 204 tootel'),
    ).toBeTruthy();
    const errors = within(screen.getByTestId('import-errors'));
    expect(errors.getByText('Sellist kategooriat ei ole.')).toBeTruthy();
    // Picture errors: by row and column, a ZIP entry's without a row.
    expect(errors.getByText('Pildi aadress peab algama http:// või https://.')).toBeTruthy();
    expect(errors.getByText('ZIP: TUNDMATU.jpg').previousElementSibling?.textContent).toBe('—');
    expect(
      within(screen.getByTestId('import-counts')).getByText('Lisatavaid pilte').nextElementSibling
        ?.textContent,
    ).toBe('12');
    expect(screen.getByRole('link', { name: 'Laadi vigased read alla (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/imports/5/errors.csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rakenda' }));
    await waitFor(() => expect(screen.getByTestId('import-status').textContent).toBe('Rakendan'));
    expect(calls(fetch, 'POST /api/admin/imports/5/apply')).toHaveLength(1);
    expect(screen.getByTestId('import-progress').textContent).toContain('Rakendatud ridu: 0 / 1 217');
    expect(screen.getByRole('button', { name: 'Katkesta' })).toBeTruthy();
  });

  it('shows the ZIP’s refusal under its input', async () => {
    stubFetch({
      'GET /api/admin/me': catalogMe(),
      'GET /api/admin/import-profiles': json(200, { data: [] }),
      'GET /api/admin/imports': json(200, { data: [] }),
      'POST /api/admin/imports/preview': json(200, {
        columns: ['Kood', 'pilt'],
        rows: [['A1', 'https://x.ee/a.jpg']],
        mapping: { Kood: 'code', pilt: 'pictures' },
        fields: [
          { value: 'code', label: 'Kood' },
          { value: 'pictures', label: 'Pildid' },
        ],
      }),
      'POST /api/admin/imports': json(422, {
        error: 'validation',
        message: 'Sisend ei ole korrektne.',
        errors: { pictures: ['Piltide ZIP-failis ei tohi olla linke.'] },
      }),
    });
    renderAdmin('/haldus/import');
    await userEvent.upload(
      await screen.findByLabelText(/Tarnija fail/),
      new File(['Kood;pilt\nA1;https://x.ee/a.jpg\n'], 'a.csv', { type: 'text/csv' }),
    );
    const mapping = await screen.findByTestId('import-mapping');
    expect((within(mapping).getByLabelText('Veeru „pilt” väli') as HTMLSelectElement).value).toBe('pictures');
    const zipInput = screen.getByLabelText('Pildid ZIP-failina (valikuline, kuni 50 MB)');
    await userEvent.upload(zipInput, new File(['x'], 'p.zip', { type: 'application/zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alusta kontrolli' }));
    await waitFor(() => expect(zipInput.getAttribute('aria-invalid')).toBe('true'));
    const described = (zipInput.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Piltide ZIP-failis ei tohi olla linke.',
    );
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
    const zip = new File([new Uint8Array([0x50, 0x4b, 5, 6])], 'pildid.zip', { type: 'application/zip' });
    await userEvent.upload(screen.getByLabelText('Pildid ZIP-failina (valikuline, kuni 50 MB)'), zip);
    await userEvent.click(screen.getByRole('button', { name: 'Alusta kontrolli' }));
    expect(await screen.findByText('Import: hinnakiri.csv')).toBeTruthy();
    const body = calls(fetch, 'POST /api/admin/imports')[0]?.body as FormData;
    expect(JSON.parse(String(body.get('mapping')))).toEqual({ Kood: 'code', Hind: 'price', Märkus: 'title' });
    expect(body.get('key')).toBe('code');
    expect((body.get('pictures') as File).name).toBe('pildid.zip');
    expect(JSON.parse(String(body.get('options')))).toMatchObject({ mode: 'all', hide_missing: false });
  });
});
