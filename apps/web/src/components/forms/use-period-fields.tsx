import { useState, type FormEvent } from 'react';
import { checkDateRange, dateInputOf } from '../../lib/format';
import { DateField } from '../ui/date-field';

/**
 * The "Alates" and "Kuni" fields of a list's period filter (dd.mm.yyyy), shop's and back-office's
 * alike. `check()` gives the period as the API takes it (yyyy-mm-dd or undefined), or null with
 * the messages put on the fields when a date is wrong or the two are the wrong way round.
 * `submitWith(apply)` is a filter form's submit: it checks the period and, when it is right,
 * hands it to `apply` with the form's other fields.
 */
/** A period as the API takes it: yyyy-mm-dd days, undefined where open. */
export interface Period {
  from: string | undefined;
  to: string | undefined;
}

export function usePeriodFields(initialFrom: string | undefined, initialTo: string | undefined) {
  const [from, setFrom] = useState(dateInputOf(initialFrom));
  const [to, setTo] = useState(dateInputOf(initialTo));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const check = (): Period | null => {
    const range = checkDateRange(from, to);
    setErrors(range.errors);
    return range.errors.from || range.errors.to ? null : { from: range.from, to: range.to };
  };

  const submitWith = (apply: (period: Period) => void) => (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (checked) apply(checked);
  };

  const fields = (
    <>
      <DateField label="Alates" value={from} error={errors.from} onChange={setFrom} />
      <DateField label="Kuni" value={to} error={errors.to} onChange={setTo} />
    </>
  );
  return { fields, check, submitWith, setFrom, setTo };
}
