import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAccount } from '@kodumasinad/contract/admin';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PageTitle } from '../../../../components/ui/page-title';
import { formatDate } from '../../../../lib/format';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { useListParams, type ListState } from '../../../lib/use-list-params';
import { STAFF_ENDPOINT, useStaffList } from '../api/staff-list';
import { ResetTotpDialog } from './reset-totp-dialog';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffEditDialog } from './staff-edit-dialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'reset'; staff: StaffAccount } | null;

const selectClass =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-600';

/** Role and state filters, written to the URL at once. */
function StaffFilters({ list }: { list: ListState }) {
  return (
    <>
      <div>
        <label htmlFor="staff-role-filter" className="mb-1 block text-sm font-medium text-slate-700">
          Roll
        </label>
        <select
          id="staff-role-filter"
          value={list.params.filters.role ?? ''}
          onChange={(event) => list.update({ filters: { role: event.target.value } })}
          className={selectClass}
        >
          <option value="">Kõik</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="staff-active-filter" className="mb-1 block text-sm font-medium text-slate-700">
          Olek
        </label>
        <select
          id="staff-active-filter"
          value={list.params.filters.active ?? ''}
          onChange={(event) => list.update({ filters: { active: event.target.value } })}
          className={selectClass}
        >
          <option value="">Kõik</option>
          <option value="1">Aktiivne</option>
          <option value="0">Mitteaktiivne</option>
        </select>
      </div>
    </>
  );
}

/** /haldus/tootajad (admins): staff accounts, adding and editing them, resetting their authenticator. */
export function StaffListScreen() {
  const list = useListParams(['role', 'active']);
  const staff = useStaffList(list);
  const [open, setOpen] = useState<Open>(null);
  // The server's reply message confirms a change in the shared toast area.
  const close = () => setOpen(null);

  const columns = useMemo<AdminColumn<StaffAccount>[]>(
    () => [
      { id: 'name', header: 'Nimi', cell: (row) => row.name, sortable: true },
      { id: 'email', header: 'E-post', cell: (row) => row.email, sortable: true },
      { id: 'role', header: 'Roll', cell: (row) => STAFF_ROLE_LABELS[row.role], sortable: true },
      { id: 'active', header: 'Olek', cell: (row) => (row.active ? 'Aktiivne' : 'Mitteaktiivne') },
      {
        id: 'totp',
        header: 'Autentimisrakendus',
        cell: (row) => (row.totp_enrolled ? 'Seotud' : 'Sidumata'),
      },
      { id: 'created_at', header: 'Lisatud', cell: (row) => formatDate(row.created_at), sortable: true },
      {
        id: 'actions',
        header: 'Tegevused',
        cell: (row) => (
          <span className="flex flex-wrap justify-end gap-2 md:justify-start">
            <Button
              variant="secondary"
              className="px-3 py-1"
              onClick={() => setOpen({ kind: 'edit', staff: row })}
            >
              Muuda<span className="sr-only"> {row.name}</span>
            </Button>
            {row.totp_enrolled && (
              <Button
                variant="secondary"
                className="px-3 py-1"
                onClick={() => setOpen({ kind: 'reset', staff: row })}
              >
                Lähtesta autentimisrakendus<span className="sr-only"> {row.name}</span>
              </Button>
            )}
          </span>
        ),
      },
    ],
    [],
  );

  return (
    <section data-testid="admin-staff-screen">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageTitle documentTitle="Töötajad">Töötajad</PageTitle>
        <Button onClick={() => setOpen({ kind: 'create' })}>Lisa töötaja</Button>
      </div>
      <AdminTable
        endpoint={STAFF_ENDPOINT}
        columns={columns}
        list={list}
        reply={staff.data}
        isError={staff.isError}
        rowKey={(row) => row.id}
        caption="Töötajad"
        searchLabel="Otsi nime või e-posti järgi"
        filters={<StaffFilters list={list} />}
        exportFileName="tootajad.csv"
      />
      {open?.kind === 'create' && <StaffCreateDialog onClose={close} onDone={close} />}
      {open?.kind === 'edit' && <StaffEditDialog staff={open.staff} onClose={close} onDone={close} />}
      {open?.kind === 'reset' && <ResetTotpDialog staff={open.staff} onClose={close} onDone={close} />}
    </section>
  );
}
