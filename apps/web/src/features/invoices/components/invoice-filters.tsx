import {
  INVOICE_SORT_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceSort,
  type InvoiceStatus,
} from '@kodumasinad/contract';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/form-field';
import { checkDateRange, dateInputOf } from '../../../lib/format';
import { useSettledValue } from '../../../lib/hooks/use-settled-value';
import type { InvoicesFilter } from '../api/invoices-list';
import { invoicesHref } from '../invoices-url';

const STATUS_OPTIONS = Object.entries(INVOICE_STATUS_LABELS) as [InvoiceStatus, string][];
const SORT_OPTIONS = Object.entries(INVOICE_SORT_LABELS) as [InvoiceSort, string][];
const select = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';
const label = 'mb-1 block text-sm font-medium text-slate-700';

/** How long the number field's typing rests before the list follows it (SPEC §9's search pause). */
export const INVOICE_SEARCH_REST_MS = 500;

/**
 * Status, issue period, number and order of the invoice list. Each applies when changed, like
 * the order list's: a choice at once, the number once typing rests (or on Enter), a date
 * (dd.mm.yyyy whatever the browser's language, as the order list's) once it is a whole, valid one
 * or emptied. Applying writes the URL (page 1); focus stays in the field.
 */
export function InvoiceFilters({ filter }: { filter: InvoicesFilter }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(filter.status ?? '');
  const [from, setFrom] = useState(dateInputOf(filter.from));
  const [to, setTo] = useState(dateInputOf(filter.to));
  const [q, setQ] = useState(filter.q ?? '');
  const [sort, setSort] = useState<string>(filter.sort);

  // The URL changed by other means (Tühjenda, the browser's back): the fields follow it. What
  // this form wrote itself is left alone, so typing on is not undone.
  const here = invoicesHref(filter);
  const [shown, setShown] = useState(here);
  const [written, setWritten] = useState<string | null>(null);
  if (here !== shown) {
    setShown(here);
    if (here !== written) {
      setStatus(filter.status ?? '');
      setFrom(dateInputOf(filter.from));
      setTo(dateInputOf(filter.to));
      setQ(filter.q ?? '');
      setSort(filter.sort);
    }
  }

  const apply = (change: Partial<Record<'status' | 'from' | 'to' | 'q' | 'sort', string>>) => {
    const next = { status, from, to, q, sort, ...change };
    const period = checkDateRange(next.from, next.to);
    const href = invoicesHref({
      status: STATUS_OPTIONS.find(([value]) => value === next.status)?.[0],
      from: period.errors.from ? filter.from : period.from,
      to: period.errors.to ? filter.to : period.to,
      q: next.q.trim() || undefined,
      sort: SORT_OPTIONS.find(([value]) => value === next.sort)?.[0] ?? 'date_desc',
      page: 1,
    });
    if (href === here) return;
    setWritten(href);
    void navigate(href);
  };

  const settledQ = useSettledValue(q, INVOICE_SEARCH_REST_MS);
  // Only a newly rested number applies. An effect event reads the current filter without
  // depending on it: the URL changing by other means (Tühjenda) while the old text still rests
  // must not apply that text again.
  const onSettled = useEffectEvent((text: string) => {
    if (text.trim() !== (filter.q ?? '')) apply({ q: text });
  });
  useEffect(() => onSettled(settledQ), [settledQ]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  // A date field's message shows once it holds a whole date (10 characters), not while typing.
  const period = checkDateRange(from, to);
  const dateError = (text: string, error: string | undefined) => (text.length === 10 ? error : undefined);
  const onDate = (field: 'from' | 'to', set: (text: string) => void) => (text: string) => {
    set(text);
    const changed = checkDateRange(field === 'from' ? text : from, field === 'to' ? text : to);
    if (text === '' || (text.length === 10 && !changed.errors[field])) apply({ [field]: text });
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
          onChange={(event) => {
            setStatus(event.target.value);
            apply({ status: event.target.value });
          }}
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
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply({});
          }
        }}
      />
      <DateField
        label="Alates"
        value={from}
        error={dateError(from, period.errors.from)}
        onChange={onDate('from', setFrom)}
      />
      <DateField
        label="Kuni"
        value={to}
        error={dateError(to, period.errors.to)}
        onChange={onDate('to', setTo)}
      />
      <div>
        <label htmlFor="invoices-sort" className={label}>
          Järjestus
        </label>
        <select
          id="invoices-sort"
          data-testid="invoices-sort"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
            apply({ sort: event.target.value });
          }}
          className={select}
        >
          {SORT_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3 lg:min-h-10">
        {filtered && (
          <Link to="/arved" className="text-sm text-brand-700 hover:underline">
            Tühjenda
          </Link>
        )}
      </div>
    </form>
  );
}
