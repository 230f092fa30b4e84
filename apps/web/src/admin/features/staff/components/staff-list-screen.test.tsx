import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, json, stubFetch } from '../../../../test/fetch-stub';
import { renderAdmin } from '../../../../test/render-admin';

const admin = { staff: { id: 1, email: 'admin@kodumasinad.test', name: 'Anne Admin', role: 'admin' } };
const mari = {
  id: 2,
  email: 'myyk@kodumasinad.test',
  name: 'Mari Müük',
  role: 'sales',
  active: true,
  totp_enrolled: true,
  created_at: '2026-11-01T10:00:00.000Z',
};
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length },
});
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderStaff(url = '/haldus/tootajad') {
  return renderAdmin(url);
}

describe('Töötajad', () => {
  it('lists staff with role, state and authenticator, and filters by role through the URL', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, admin),
      'GET /api/admin/staff': json(200, page([mari])),
    });
    const staff = renderStaff();
    const row = await screen.findByTestId('admin-table-row');
    expect(row.textContent).toContain('Mari Müük');
    expect(row.textContent).toContain('Müük');
    expect(row.textContent).toContain('Aktiivne');
    expect(row.textContent).toContain('Seotud');

    await userEvent.selectOptions(screen.getByLabelText('Roll'), 'sales');
    await waitFor(() => expect(staff.state.location.search).toBe('?role=sales'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url) === '/api/admin/staff?role=sales')).toBe(true),
    );
  });

  it('adds a member: the contract rules first, then the server 422 on its field', async () => {
    let created = false;
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, admin),
      'GET /api/admin/staff': () =>
        json(200, page(created ? [mari, { ...mari, id: 3, name: 'Kadri Kask' }] : [mari])),
      'POST /api/admin/staff': (init) => {
        const values = body(init) as { email: string };
        if (values.email === mari.email) {
          return json(422, {
            message: 'Palun paranda vigased väljad.',
            errors: { email: ['Selle e-postiga töötaja on juba olemas.'] },
          });
        }
        created = true;
        return json(200, { data: { ...mari, id: 3, name: 'Kadri Kask' }, message: 'Töötaja on lisatud.' });
      },
    });
    renderStaff();
    await screen.findByTestId('admin-table-row');
    await userEvent.click(screen.getByRole('button', { name: 'Lisa töötaja' }));
    const dialog = screen.getByRole('dialog', { name: 'Lisa töötaja' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('E-post')));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lisa töötaja' }));
    expect(within(dialog).getByLabelText('Roll').getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetch, 'POST /api/admin/staff')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('E-post'), mari.email);
    await userEvent.type(within(dialog).getByLabelText('Nimi'), 'Kadri Kask');
    await userEvent.selectOptions(within(dialog).getByLabelText('Roll'), 'content');
    await userEvent.type(within(dialog).getByLabelText('Salasõna'), 'Turvaline123!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lisa töötaja' }));
    expect(await within(dialog).findByText('Selle e-postiga töötaja on juba olemas.')).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText('E-post'));
    await userEvent.type(within(dialog).getByLabelText('E-post'), 'kadri@kodumasinad.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lisa töötaja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body(calls(fetch, 'POST /api/admin/staff')[1])).toEqual({
      email: 'kadri@kodumasinad.test',
      name: 'Kadri Kask',
      role: 'content',
      password: 'Turvaline123!',
    });
    expect(screen.getByRole('status').textContent).toBe('Töötaja on lisatud.');
    await waitFor(() => expect(screen.getAllByTestId('admin-table-row')).toHaveLength(2));
  });

  it('edits name, role and state with PUT and shows the server refusing a change of oneself', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, admin),
      'GET /api/admin/staff': json(200, page([mari])),
      'PUT /api/admin/staff/2': (init) =>
        (body(init) as { active: string }).active === 'false'
          ? json(422, { message: 'Viga.', errors: { active: ['Oma rolli ega olekut ei saa ise muuta.'] } })
          : json(200, { data: mari, message: 'Töötaja andmed on salvestatud.' }),
    });
    renderStaff();
    const row = await screen.findByTestId('admin-table-row');
    await userEvent.click(within(row).getByRole('button', { name: /^Muuda/ }));
    const dialog = screen.getByRole('dialog', { name: 'Muuda töötajat' });
    expect((within(dialog).getByLabelText('Nimi') as HTMLInputElement).value).toBe('Mari Müük');
    await userEvent.selectOptions(within(dialog).getByLabelText('Olek'), 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvesta' }));
    expect(await within(dialog).findByText('Oma rolli ega olekut ei saa ise muuta.')).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByLabelText('Olek'), 'true');
    await userEvent.selectOptions(within(dialog).getByLabelText('Roll'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvesta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body(calls(fetch, 'PUT /api/admin/staff/2')[1])).toEqual({
      name: 'Mari Müük',
      role: 'admin',
      active: 'true',
    });
  });

  it('resets an authenticator only after the confirmation, which Escape cancels', async () => {
    const fetch = stubFetch({
      'GET /api/admin/me': json(200, admin),
      'GET /api/admin/staff': json(200, page([mari])),
      'POST /api/admin/staff/2/reset-totp': json(200, {
        data: { ...mari, totp_enrolled: false },
        message: 'Autentimisrakendus on lähtestatud: järgmisel sisselogimisel seotakse uus.',
      }),
    });
    renderStaff();
    const row = await screen.findByTestId('admin-table-row');
    const open = within(row).getByRole('button', { name: /^Lähtesta autentimisrakendus/ });
    await userEvent.click(open);
    expect(screen.getByRole('alertdialog', { name: 'Lähtesta autentimisrakendus?' }).textContent).toContain(
      'myyk@kodumasinad.test',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(calls(fetch, 'POST /api/admin/staff/2/reset-totp')).toHaveLength(0);

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Lähtesta' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetch, 'POST /api/admin/staff/2/reset-totp')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Autentimisrakendus on lähtestatud');
  });
});
