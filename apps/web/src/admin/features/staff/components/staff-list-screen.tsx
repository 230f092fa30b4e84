import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffListReply,
} from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { staffList } from '../api/staff-list';
import { ResetTotpDialog } from './reset-totp-dialog';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffEditDialog } from './staff-edit-dialog';

type Open = { kind: 'create' } | { kind: 'edit' | 'reset'; staff: StaffAccount } | null;

/** The dialog open over the list, and its setter. */
interface StaffScreenState {
  open: Open;
  setOpen(open: Open): void;
}

/** /haldus/tootajad (admins): staff accounts, adding and editing them, resetting their authenticator. */
const staffScreen = defineAdminList<StaffListReply, StaffScreenState>({
  ...staffList,
  testId: 'admin-staff-screen',
  title: 'Töötajad',
  documentTitle: 'Töötajad',
  searchLabel: 'Otsi nime või e-posti järgi',
  exportFileName: 'tootajad.csv',
  filters: [
    {
      name: 'role',
      label: 'Roll',
      options: STAFF_ROLES.map((role) => [role, STAFF_ROLE_LABELS[role]] as const),
    },
    {
      name: 'active',
      label: 'Olek',
      options: [
        ['1', 'Aktiivne'],
        ['0', 'Mitteaktiivne'],
      ],
    },
  ],
  actions: ({ context }) => <Button onClick={() => context.setOpen({ kind: 'create' })}>Lisa töötaja</Button>,
  columns: ({ context: { setOpen } }) => [
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
  after: ({ context: { open, setOpen } }) => {
    // The server's reply message confirms a change in the shared toast area.
    const close = () => setOpen(null);
    return (
      <>
        {open?.kind === 'create' && <StaffCreateDialog onClose={close} onDone={close} />}
        {open?.kind === 'edit' && <StaffEditDialog staff={open.staff} onClose={close} onDone={close} />}
        {open?.kind === 'reset' && <ResetTotpDialog staff={open.staff} onClose={close} onDone={close} />}
      </>
    );
  },
});

export function StaffListScreen() {
  const [open, setOpen] = useState<Open>(null);
  return <AdminList of={staffScreen} context={{ open, setOpen }} />;
}
