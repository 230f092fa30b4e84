import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@kodumasinad/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { usePeriodFields } from '../../../../components/forms/use-period-fields';
import { FilterSelect, filterSelectClass } from '../../../../components/ui/filter-select';
import { useSettledValue } from '../../../../lib/hooks/use-settled-value';
import type { ListState } from '../../../lib/use-list-params';
import { useCompanyOptions } from '../api/company-options';

/** How long typing in the company search rests before it is asked. */
export const COMPANY_SEARCH_DELAY_MS = 300;

/**
 * Status, company and issue period (dd.mm.yyyy); "Filtreeri" writes them to the URL, which the
 * list and its CSV export both read. The company choice offers the first hundred by name; with
 * more companies than that a search (name, registry code, VAT number, e-mail) narrows it. A
 * company chosen from a row that is not among the choices is still offered, under the name the
 * row showed.
 */
export function InvoiceFilters({ list, companyName }: { list: ListState; companyName: string | undefined }) {
  const current = list.params.filters;
  const [companySearch, setCompanySearch] = useState('');
  const searched = useSettledValue(companySearch, COMPANY_SEARCH_DELAY_MS);
  const companies = useCompanyOptions(searched);
  const [status, setStatus] = useState(current.status ?? '');
  const [company, setCompany] = useState(current.company ?? '');
  // The chosen company stays a choice while a search shows others, under the name it was chosen by.
  const [chosenName, setChosenName] = useState(companyName);
  const period = usePeriodFields(current.from, current.to);

  const options = companies.data?.options ?? [];
  const total = companies.data?.total ?? 0;
  // The search is offered once the choices cannot hold every company, and stays while in use.
  const searchable = companySearch !== '' || searched !== '' || total > options.length;
  const chosen = Number(company);
  const extra =
    company !== '' && !options.some((option) => option.id === chosen)
      ? [{ id: chosen, name: chosenName ?? `#${company}` }]
      : [];

  const onSubmit = period.submitWith(({ from, to }) =>
    list.update({ filters: { status, company, from, to } }),
  );

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Arvete filter"
      className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(7.5rem,1fr))_auto] lg:items-end"
    >
      <FilterSelect
        id="admin-invoices-status"
        label="Olek"
        value={status}
        options={INVOICE_STATUSES.map((code) => [code, INVOICE_STATUS_LABELS[code]] as const)}
        onChange={setStatus}
      />
      <div>
        <label htmlFor="admin-invoices-company" className="mb-1 block text-sm font-medium text-slate-700">
          Ettevõte
        </label>
        {searchable && (
          <input
            type="search"
            aria-label="Otsi ettevõtet"
            placeholder="Otsi ettevõtet"
            title="Nime, registrikoodi, KMKR numbri või e-posti järgi"
            value={companySearch}
            onChange={(event) => setCompanySearch(event.target.value)}
            // Enter narrows the choice; the form is sent with "Filtreeri".
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            className={`${filterSelectClass} mb-2`}
          />
        )}
        <select
          id="admin-invoices-company"
          value={company}
          onChange={(event) => {
            setCompany(event.target.value);
            setChosenName(event.target.selectedOptions[0]?.text);
          }}
          className={filterSelectClass}
        >
          <option value="">Kõik</option>
          {[...extra, ...options].map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
        {total > options.length && (
          <p className="mt-1 text-xs text-slate-600" data-testid="company-choices-note">
            Valikus on {options.length} ettevõtet {total}-st; ülejäänud leiab otsinguga.
          </p>
        )}
        {searched.trim() !== '' && companies.isSuccess && !companies.isPlaceholderData && total === 0 && (
          <p className="mt-1 text-xs text-slate-600" role="status">
            Otsingule vastavat ettevõtet ei leitud.
          </p>
        )}
      </div>
      {period.fields}
      <Button type="submit">Filtreeri</Button>
    </form>
  );
}
