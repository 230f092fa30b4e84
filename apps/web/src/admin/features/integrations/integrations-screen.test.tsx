import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { renderAdmin } from '../../../test/render-admin';

const admin = { staff: { id: 1, email: 'admin@kodumasinad.test', name: 'Anne Admin', role: 'admin' } };
const erp = {
  id: 3,
  name: 'Directo',
  scopes: ['orders:read', 'orders:write'],
  prefix: 'kmi_AbCdEf',
  created_at: '2026-11-20T08:00:00.000Z',
  created_by: 'Anne Admin',
  last_used_at: '2026-11-27T06:30:00.000Z',
  revoked_at: null,
};
const secret = `kmi_${'x'.repeat(43)}`;
const created = {
  id: 4,
  name: 'Hinnavoog',
  scopes: ['products:write'],
  prefix: 'kmi_xxxxxx',
  created_at: '2026-11-28T08:00:00.000Z',
  created_by: 'Anne Admin',
  last_used_at: null,
  revoked_at: null,
};

describe('Integratsioonid', () => {
  it('lists tokens, creates one showing its secret once with a copy button, and revokes after confirming', async () => {
    let tokens: unknown[] = [erp];
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, admin),
      'GET /api/admin/integrations': () => json(200, { data: tokens }),
      'POST /api/admin/integrations': () => {
        tokens = [created, erp];
        return json(200, { integration: created, token: secret, message: 'Võti on loodud.' });
      },
      'DELETE /api/admin/integrations/3': () => {
        const revoked = { ...erp, revoked_at: '2026-11-28T09:00:00.000Z' };
        tokens = [created, revoked];
        return json(200, { integration: revoked, message: 'Võti on tühistatud.' });
      },
    });
    renderAdmin('/haldus/integratsioonid');
    const row = (await screen.findByText('Directo')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Tellimuste lugemine');
    expect(row.textContent).toContain('Tellimuste oleku muutmine');
    expect(row.textContent).toContain('kmi_AbCdEf…');
    expect(row.textContent).toContain('Kehtiv');
    expect(row.textContent).not.toContain('–');

    // The contract's messages before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Loo võti' }));
    expect(await screen.findByText('Nimi on nõutud väli (kuni 100 märki).')).toBeTruthy();
    expect(screen.getByText('Vali vähemalt üks õigus.')).toBeTruthy();
    expect(calls(fetch, 'POST /api/admin/integrations')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Nimi'), 'Hinnavoog');
    await userEvent.click(screen.getByRole('checkbox', { name: /Toodete ja hindade muutmine/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Loo võti' }));
    const panel = await screen.findByTestId('new-integration-secret');
    expect(JSON.parse(String(calls(fetch, 'POST /api/admin/integrations')[0]?.body))).toEqual({
      name: 'Hinnavoog',
      scopes: ['products:write'],
    });
    expect((within(panel).getByLabelText('Võti') as HTMLInputElement).value).toBe(secret);
    expect(within(panel).getByRole('alert').textContent).toContain('seda ei näidata enam kunagi');
    await userEvent.click(within(panel).getByRole('button', { name: 'Kopeeri' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(panel).findByRole('button', { name: 'Kopeeritud' })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Olen võtme salvestanud' }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(await screen.findByText('Hinnavoog')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Tühista võti Directo' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Kas tühistada võti „Directo“?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tühista võti' }));
    await waitFor(() => expect(calls(fetch, 'DELETE /api/admin/integrations/3')).toHaveLength(1));
    await waitFor(() => {
      const revokedRow = screen.getByText('Directo').closest('tr') as HTMLElement;
      expect(revokedRow.textContent).toContain('Tühistatud');
    });
    expect(screen.queryByRole('button', { name: 'Tühista võti Directo' })).toBeNull();
  });

  it('shows the server’s field errors', async () => {
    stubFetch({
      'GET /api/admin/me': json(200, admin),
      'GET /api/admin/integrations': json(200, { data: [] }),
      'POST /api/admin/integrations': json(422, {
        message: 'Nimi on nõutud väli (kuni 100 märki).',
        errors: { name: ['Nimi on nõutud väli (kuni 100 märki).'] },
      }),
    });
    renderAdmin('/haldus/integratsioonid');
    expect(await screen.findByText('Võtmeid ei ole.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nimi'), 'x');
    await userEvent.click(screen.getByRole('checkbox', { name: /Toodete lugemine/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Loo võti' }));
    await waitFor(() => expect(screen.getByLabelText('Nimi').getAttribute('aria-invalid')).toBe('true'));
  });
});
