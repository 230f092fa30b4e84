import type { AuditListReply } from '@kodumasinad/contract/admin';
import { createContext, useContext, useMemo, useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { AUDIT_FILTERS, auditList } from '../api/audit-list';
import { auditActionLabel } from '../audit-diff';
import { AuditDiffView } from './audit-diff-view';
import { AuditFilters } from './audit-filters';

/** Which rows show their before/after, and the toggle of one. */
interface ExpandedRows {
  open: ReadonlySet<number>;
  toggle(id: number): void;
}

/** /haldus/audit (admins): every back-office change, filtered, each row opening its before/after. */
const auditLog = defineAdminList<AuditListReply, ExpandedRows>({
  ...auditList,
  testId: 'admin-audit-screen',
  title: 'Auditilogi',
  documentTitle: 'Auditilogi',
  caption: 'Auditilogi',
  searchLabel: 'Otsi töötaja, tegevuse või ID järgi',
  exportFileName: 'auditilogi.csv',
  filters: AUDIT_FILTERS,
  filterForm: ({ list }) => <AuditFilters key={`filters?${list.query}`} list={list} />,
  // Stable columns; the toggles read which rows are open from the React context.
  columns: [
    {
      id: 'created_at',
      header: 'Aeg',
      cell: (row) => formatDateTime(row.created_at, { seconds: true }),
      sortable: true,
    },
    // A sign-in with an e-mail no staff member has shows the e-mail typed.
    { id: 'staff', header: 'Töötaja', cell: (row) => row.staff?.name ?? row.email ?? '—' },
    { id: 'action', header: 'Tegevus', cell: (row) => <ActionCell action={row.action} /> },
    {
      id: 'entity',
      header: 'Objekt',
      cell: (row) => (row.entity_id === null ? row.entity : `${row.entity} #${row.entity_id}`),
    },
    { id: 'ip', header: 'IP-aadress', cell: (row) => row.ip ?? '' },
    { id: 'changes', header: 'Muudatused', cell: (row) => <ToggleButton id={row.id} /> },
  ],
  rowDetail: (row, { context }) =>
    context.open.has(row.id) ? (
      <div id={`audit-detail-${row.id}`}>
        <AuditDiffView entry={row} />
      </div>
    ) : null,
});

export function AuditLogScreen() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const expanded = useMemo<ExpandedRows>(
    () => ({
      open,
      toggle: (id: number) =>
        setOpen((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
    }),
    [open],
  );
  return (
    <Expanded.Provider value={expanded}>
      <AdminList of={auditLog} context={expanded} />
    </Expanded.Provider>
  );
}

/** A sign-in event's Estonian name (its code in the title), or a change's code. */
function ActionCell({ action }: { action: string }) {
  const label = auditActionLabel(action);
  return label === action ? <code className="text-xs">{action}</code> : <span title={action}>{label}</span>;
}

const Expanded = createContext<ExpandedRows>({
  open: new Set(),
  toggle: () => undefined,
});

function ToggleButton({ id }: { id: number }) {
  const { open, toggle } = useContext(Expanded);
  const expanded = open.has(id);
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? `audit-detail-${id}` : undefined}
      onClick={() => toggle(id)}
      className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {expanded ? 'Peida' : 'Näita'}
      <span className="sr-only"> muudatusi #{id}</span>
    </button>
  );
}
