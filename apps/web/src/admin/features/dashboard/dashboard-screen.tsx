import type { AdminDashboard, Staff } from '@kodumasinad/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents, formatDate } from '../../../lib/format';
import { ADMIN_ME_QUERY_KEY } from '../../lib/admin-api';
import { roleAllows } from '../../lib/roles';
import { useDashboard } from './api/dashboard';

function Tile({
  title,
  children,
  to,
  testId,
}: {
  title: string;
  children: ReactNode;
  to?: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="text-sm font-medium text-slate-600">{title}</h2>
      <div className="mt-1 text-slate-900">{children}</div>
      {to && (
        <Link to={to} className="mt-2 inline-block text-sm text-brand-700 hover:underline">
          Vaata
        </Link>
      )}
    </div>
  );
}

const big = 'text-2xl font-semibold';

function Figures({ figures }: { figures: AdminDashboard }) {
  const { today, month, awaiting_confirmation: awaiting, invoices, feedback } = figures;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Tile title={`Täna (${formatDate(`${figures.day}T12:00:00Z`)})`} testId="dashboard-today">
        <p className={big}>{today.orders} tellimust</p>
        <p>
          Käive {formatCents(today.turnover)} km-ta ({formatCents(today.turnover_vat)} km-ga)
        </p>
      </Tile>
      <Tile title="See kuu" testId="dashboard-month">
        <p className={big}>{month.orders} tellimust</p>
        <p>
          Käive {formatCents(month.turnover)} km-ta ({formatCents(month.turnover_vat)} km-ga)
        </p>
      </Tile>
      <Tile title="Ootavad kinnitamist" to="/haldus/tellimused?status=open" testId="dashboard-awaiting">
        <p className={big}>{awaiting.count}</p>
        <p>Kokku {formatCents(awaiting.total_vat)}</p>
      </Tile>
      <Tile title="Tasumata arved" to="/haldus/arved" testId="dashboard-unpaid">
        <p className={big}>{invoices.unpaid.count}</p>
        <p>Tasumata {formatCents(invoices.unpaid.outstanding)}</p>
      </Tile>
      <Tile title="Tähtaja ületanud arved" to="/haldus/arved?status=overdue" testId="dashboard-overdue">
        <p className={big}>{invoices.overdue.count}</p>
        <p>Tasumata {formatCents(invoices.overdue.outstanding)}</p>
      </Tile>
      <Tile title="Lugemata tagasiside" to="/haldus/tagasiside" testId="dashboard-feedback">
        <p className={big}>{feedback.count}</p>
      </Tile>
    </div>
  );
}

/**
 * /haldus: the sales office's figures (decision 047). A content editor, who may not see them,
 * gets a short start page with the way to the content instead.
 */
export function DashboardScreen() {
  // The layout shows its screens only once it has the staff member (GET /api/admin/me).
  const me = useQueryClient().getQueryData<{ staff: Staff }>(ADMIN_ME_QUERY_KEY)?.staff;
  const seesFigures = me !== undefined && roleAllows(me.role, ['sales']);
  const { data, isError } = useDashboard(seesFigures);
  return (
    <section data-testid="admin-dashboard" className="space-y-4">
      <PageTitle>Töölaud</PageTitle>
      {me !== undefined && !seesFigures && (
        <p className="text-slate-700">
          Tere, {me.name}! Lehti, uudiseid, menüüd ja jalust saad muuta{' '}
          <Link to="/haldus/sisu" className="text-brand-700 hover:underline">
            sisu haldamises
          </Link>
          .
        </p>
      )}
      {seesFigures &&
        (data ? (
          <Figures figures={data} />
        ) : isError ? (
          <p role="alert" className="text-red-700">
            Töölaua andmeid ei õnnestunud laadida.
          </p>
        ) : (
          <Skeleton title={false} />
        ))}
    </section>
  );
}
