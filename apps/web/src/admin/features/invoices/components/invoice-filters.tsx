import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { dateInputOf, checkDateRange } from '../../../../lib/format';
import type { ListState } from '../../../lib/use-list-params';
import { useCompanyOptions } from '../api/company-options';

const selectClass = 'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm shadow-sm';

/**
 * Status, company and issue period (dd.mm.yyyy); "Filtreeri" writes them to the URL, which the
 * list and its CSV export both read. A company chosen from a row that is not among the first
 * hundred by name is still offered, under the name the row showed.
 */
export function InvoiceFilters({ list, companyName }: { list: ListState; companyName: string | undefined }) {
  const current = list.params.filters;
  const companies = useCompanyOptions();
  const [status, setStatus] = useState(current.status ?? '');
  const [company, setCompany] = useState(current.company ?? '');
  const [from, setFrom] = useState(dateInputOf(current.from));
  const [to, setTo] = useState(dateInputOf(current.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const options = companies.data ?? [];
  const chosen = Number(current.company);
  const extra =
    current.company !== undefined && !options.some((option) => option.id === chosen)
      ? [{ id: chosen, name: companyName ?? `#${current.company}` }]
      : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { from: fromDate, to: toDate, errors: found } = checkDateRange(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    list.update({ filters: { status, company, from: fromDate, to: toDate } });
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Arvete filter"
      className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <div>
        <label htmlFor="admin-invoices-status" className="mb-1 block text-sm font-medium text-slate-700">
          Olek
        </label>
        <select
          id="admin-invoices-status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className={selectClass}
        >
          <option value="">Kõik</option>
          {INVOICE_STATUSES.map((code) => (
            <option key={code} value={code}>
              {INVOICE_STATUS_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="admin-invoices-company" className="mb-1 block text-sm font-medium text-slate-700">
          Ettevõte
        </label>
        <select
          id="admin-invoices-company"
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          className={selectClass}
        >
          <option value="">Kõik</option>
          {[...extra, ...options].map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <DateField label="Alates" value={from} error={errors.from} onChange={setFrom} />
      <DateField label="Kuni" value={to} error={errors.to} onChange={setTo} />
      <Button type="submit">Filtreeri</Button>
    </form>
  );
}
