import { useState } from 'react';
import { checkDateRange, dateInputOf } from '../../lib/format';
import { DateField } from '../ui/date-field';

/**
 * The "Alates" and "Kuni" fields of a list's period filter (dd.mm.yyyy), shop's and back-office's
 * alike. `check()` gives the period as the API takes it (yyyy-mm-dd or undefined), or null with
 * the messages put on the fields when a date is wrong or the two are the wrong way round.
 */
export function usePeriodFields(initialFrom: string | undefined, initialTo: string | undefined) {
  const [from, setFrom] = useState(dateInputOf(initialFrom));
  const [to, setTo] = useState(dateInputOf(initialTo));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const check = () => {
    const range = checkDateRange(from, to);
    setErrors(range.errors);
    return range.errors.from || range.errors.to ? null : { from: range.from, to: range.to };
  };

  const fields = (
    <>
      <DateField label="Alates" value={from} error={errors.from} onChange={setFrom} />
      <DateField label="Kuni" value={to} error={errors.to} onChange={setTo} />
    </>
  );
  return { fields, check, setFrom, setTo };
}
