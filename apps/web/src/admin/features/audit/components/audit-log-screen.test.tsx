import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { renderAdmin } from '../../../../test/render-admin';

const admin = { staff: { id: 1, email: 'admin@kodumasinad.test', name: 'Anne Admin', role: 'admin' } };
const entry = {
  id: 7,
  staff: { id: 1, name: 'Anne Admin', email: 'admin@kodumasinad.test' },
  email: null,
  ip: null,
  action: 'staff.update',
  entity: 'staff',
  entity_id: '2',
  before: { email: 'myyk@kodumasinad.test', name: 'Mari', role: 'sales', active: true },
  after: { email: 'myyk@kodumasinad.test', name: 'Mari', role: 'content', active: true },
  created_at: '2026-11-23T10:15:00.000Z',
};
const list = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: data.length },
});

const signIn = {
  id: 8,
  staff: null,
  email: 'keegi@kodumasinad.test',
  ip: '192.0.2.7',
  action: 'sign_in.password_failed',
  entity: 'sign_in',
  entity_id: null,
  before: null,
  after: null,
  created_at: '2026-11-23T10:20:00.000Z',
};

function renderAudit(url = '/haldus/audit', entries: unknown[] = [entry]) {
  const fetch = stubFetch({
    'GET /api/admin/me': json(200, admin),
    'GET /api/admin/audit': json(200, list(entries)),
    'GET /api/admin/staff': json(
      200,
      list([{ ...admin.staff, active: true, totp_enrolled: true, created_at: '' }]),
    ),
  });
  const router = renderAdmin(url);
  return { router, fetch };
}

describe('Auditilogi', () => {
  it('shows who did what to which record, and opens the before/after as a diff', async () => {
    renderAudit();
    const row = await screen.findByTestId('admin-table-row');
    expect(row.textContent).toContain('Anne Admin');
    expect(row.textContent).toContain('staff.update');
    expect(row.textContent).toContain('staff #2');
    // Tallinn's time (UTC+2 in November).
    expect(row.textContent).toContain('12:15:00');

    const toggle = within(row).getByRole('button', { name: /Näita/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const diff = screen.getByTestId('audit-diff');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(diff)).toBe(true);
    expect(diff.textContent).toContain('Muudetud välju: 1');
    const changed = diff.querySelectorAll('tr[data-changed]');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.textContent).toContain('Roll');
    // The roles' own labels, the recorded codes in the title.
    const was = within(changed[0] as HTMLElement).getByText('Müük');
    expect(was.getAttribute('title')).toBe('sales');
    expect(was.closest('del')).not.toBeNull();
    const is = within(changed[0] as HTMLElement).getByText('Sisu');
    expect(is.getAttribute('title')).toBe('content');
    expect(is.closest('ins')).not.toBeNull();
    const active = within(diff).getAllByText('jah')[0]!;
    expect(active.getAttribute('title')).toBe('true');

    await userEvent.click(toggle);
    expect(screen.queryByTestId('audit-diff')).toBeNull();
  });

  it('shows a sign-in event by its Estonian name, with the e-mail typed and the address', async () => {
    renderAudit('/haldus/audit', [signIn]);
    const row = await screen.findByTestId('admin-table-row');
    expect(row.textContent).toContain('keegi@kodumasinad.test');
    expect(row.textContent).toContain('192.0.2.7');
    expect(within(row).getByText('Vale salasõna').getAttribute('title')).toBe('sign_in.password_failed');
    await userEvent.click(within(row).getByRole('button', { name: /Näita/ }));
    expect(screen.getByText('keegi@kodumasinad.test, aadressilt 192.0.2.7')).toBeTruthy();
  });

  it('writes the filters to the URL and asks the server with them', async () => {
    const { router, fetch } = renderAudit();
    await screen.findByTestId('admin-table-row');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Anne Admin' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Töötaja'), '1');
    // Text fields with suggestions (sign-ins), hence comboboxes.
    await userEvent.type(screen.getByRole('combobox', { name: 'Objekt' }), 'staff');
    await userEvent.type(screen.getByRole('combobox', { name: 'Tegevus' }), 'staff.update');
    await userEvent.type(screen.getByLabelText('Alates'), '01112026');
    await userEvent.type(screen.getByLabelText('Kuni'), '23112026');
    await userEvent.click(screen.getByRole('button', { name: 'Rakenda' }));
    const query = 'action=staff.update&entity=staff&from=2026-11-01&staff=1&to=2026-11-23';
    await waitFor(() => expect(router.state.location.search).toBe(`?${query}`));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url) === `/api/admin/audit?${query}`)).toBe(true),
    );
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const { router } = renderAudit('/haldus/audit');
    await screen.findByTestId('admin-table-row');
    await userEvent.type(screen.getByLabelText('Alates'), '23112026');
    await userEvent.type(screen.getByLabelText('Kuni'), '01112026');
    await userEvent.click(screen.getByRole('button', { name: 'Rakenda' }));
    expect(screen.getByText('Perioodi algus peab olema enne lõppu.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
