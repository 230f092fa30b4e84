import type { AuditEntry } from '@kodumasinad/contract/admin';
import { createContext, useContext, useMemo, useState } from 'react';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useListParams } from '../../../lib/use-list-params';
import { AUDIT_ENDPOINT, AUDIT_FILTERS, useAuditList } from '../api/audit-list';
import { auditActionLabel } from '../audit-diff';
import { AuditDiffView } from './audit-diff-view';
import { AuditFilters } from './audit-filters';

const time = new Intl.DateTimeFormat('et-EE', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Tallinn',
});

/** An ISO timestamp as Tallinn's date and time, e.g. 23.11.26 19:55:02. */
function formatTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : time.format(value);
}

/** /haldus/audit (admins): every back-office change, filtered, each row opening its before/after. */
export function AuditLogScreen() {
  const list = useListParams(AUDIT_FILTERS);
  const audit = useAuditList(list);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const expanded = useMemo(
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
  // Stable columns; the toggles read which rows are open from the context.
  const columns = useMemo<AdminColumn<AuditEntry>[]>(() => {
    return [
      { id: 'created_at', header: 'Aeg', cell: (row) => formatTime(row.created_at), sortable: true },
      // A sign-in with an e-mail no staff member has shows the e-mail typed.
      { id: 'staff', header: 'Töötaja', cell: (row) => row.staff?.name ?? row.email ?? '—' },
      { id: 'action', header: 'Tegevus', cell: (row) => <ActionCell action={row.action} /> },
      {
        id: 'entity',
        header: 'Objekt',
        cell: (row) => (row.entity_id === null ? row.entity : `${row.entity} #${row.entity_id}`),
      },
      { id: 'ip', header: 'IP-aadress', cell: (row) => row.ip ?? '' },
      {
        id: 'changes',
        header: 'Muudatused',
        cell: (row) => <ToggleButton id={row.id} />,
      },
    ];
  }, []);

  return (
    <Expanded.Provider value={expanded}>
      <AdminListScreen
        testId="admin-audit-screen"
        title="Auditilogi"
        documentTitle="Auditilogi"
        endpoint={AUDIT_ENDPOINT}
        columns={columns}
        list={list}
        query={audit}
        caption="Auditilogi"
        searchLabel="Otsi töötaja, tegevuse või ID järgi"
        filters={<AuditFilters key={`filters?${list.query}`} list={list} />}
        exportFileName="auditilogi.csv"
        rowDetail={(row) =>
          open.has(row.id) ? (
            <div id={`audit-detail-${row.id}`}>
              <AuditDiffView entry={row} />
            </div>
          ) : null
        }
      />
    </Expanded.Provider>
  );
}

/** A sign-in event's Estonian name (its code in the title), or a change's code. */
function ActionCell({ action }: { action: string }) {
  const label = auditActionLabel(action);
  return label === action ? <code className="text-xs">{action}</code> : <span title={action}>{label}</span>;
}

const Expanded = createContext<{ open: ReadonlySet<number>; toggle(id: number): void }>({
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
