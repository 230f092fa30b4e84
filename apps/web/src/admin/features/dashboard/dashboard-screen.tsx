import { PageTitle } from '../../../components/ui/page-title';

/**
 * /haldus: the dashboard. A placeholder until the admin-orders feature fills it (today's and the
 * month's orders and turnover, orders to confirm, unpaid and overdue invoices, new feedback).
 */
export function DashboardScreen() {
  return (
    <section data-testid="admin-dashboard">
      <PageTitle>Töölaud</PageTitle>
      <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        Töölaua ülevaade tuleb peagi.
      </p>
    </section>
  );
}
