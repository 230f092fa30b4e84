import {
  INVOICE_SORT_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceSort,
  type InvoiceStatus,
} from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import type { InvoicesFilter } from '../api/invoices-list';
import { invoicesHref } from '../invoices-url';

const STATUS_OPTIONS = Object.entries(INVOICE_STATUS_LABELS) as [InvoiceStatus, string][];
const SORT_OPTIONS = Object.entries(INVOICE_SORT_LABELS) as [InvoiceSort, string][];
const select = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';
const label = 'mb-1 block text-sm font-medium text-slate-700';

/** Status, issue period, number and order of the invoice list; applying writes the URL (page 1). */
export function InvoiceFilters({ filter }: { filter: InvoicesFilter }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(filter.status ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [q, setQ] = useState(filter.q ?? '');
  const [sort, setSort] = useState<string>(filter.sort);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      invoicesHref({
        status: STATUS_OPTIONS.find(([value]) => value === status)?.[0],
        from: from || undefined,
        to: to || undefined,
        q: q.trim() || undefined,
        sort: SORT_OPTIONS.find(([value]) => value === sort)?.[0] ?? 'date_desc',
        page: 1,
      }),
    );
  };

  const filtered = Boolean(
    filter.status || filter.from || filter.to || filter.q || filter.sort !== 'date_desc',
  );
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Arvete filter"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="invoices-status" className={label}>
          Staatus
        </label>
        <select
          id="invoices-status"
          data-testid="invoices-status-filter"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className={select}
        >
          <option value="">Kõik</option>
          {STATUS_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Arve või tellimuse number"
        value={q}
        maxLength={30}
        data-testid="invoices-search"
        onChange={(e) => setQ(e.target.value)}
      />
      <TextField
        label="Alates"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        label="Kuni"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => setTo(e.target.value)}
      />
      <div>
        <label htmlFor="invoices-sort" className={label}>
          Järjestus
        </label>
        <select
          id="invoices-sort"
          data-testid="invoices-sort"
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          className={select}
        >
          {SORT_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit">Otsi</Button>
        {filtered && (
          <Link to="/arved" className="text-sm text-brand-700 hover:underline">
            Tühjenda
          </Link>
        )}
      </div>
    </form>
  );
}
