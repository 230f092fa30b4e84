import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAccount } from '@kodumasinad/contract/admin';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useListParams, type ListState } from '../../../lib/use-list-params';
import { STAFF_ENDPOINT, useStaffList } from '../api/staff-list';
import { ResetTotpDialog } from './reset-totp-dialog';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffEditDialog } from './staff-edit-dialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'reset'; staff: StaffAccount } | null;

/** Role and state filters, written to the URL at once. */
function StaffFilters({ list }: { list: ListState }) {
  return (
    <>
      <FilterSelect
        id="staff-role-filter"
        label="Roll"
        value={list.params.filters.role ?? ''}
        options={STAFF_ROLES.map((role) => [role, STAFF_ROLE_LABELS[role]] as const)}
        onChange={(role) => list.update({ filters: { role } })}
      />
      <FilterSelect
        id="staff-active-filter"
        label="Olek"
        value={list.params.filters.active ?? ''}
        options={[
          ['1', 'Aktiivne'],
          ['0', 'Mitteaktiivne'],
        ]}
        onChange={(active) => list.update({ filters: { active } })}
      />
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
    <AdminListScreen
      testId="admin-staff-screen"
      title="Töötajad"
      documentTitle="Töötajad"
      actions={<Button onClick={() => setOpen({ kind: 'create' })}>Lisa töötaja</Button>}
      endpoint={STAFF_ENDPOINT}
      columns={columns}
      list={list}
      query={staff}
      searchLabel="Otsi nime või e-posti järgi"
      filters={<StaffFilters list={list} />}
      exportFileName="tootajad.csv"
      after={
        <>
          {open?.kind === 'create' && <StaffCreateDialog onClose={close} onDone={close} />}
          {open?.kind === 'edit' && <StaffEditDialog staff={open.staff} onClose={close} onDone={close} />}
          {open?.kind === 'reset' && <ResetTotpDialog staff={open.staff} onClose={close} onDone={close} />}
        </>
      }
    />
  );
}
