import type { InputHTMLAttributes } from 'react';
import { maskDateInput } from '../../lib/format';
import { TextField } from './form-field';

type DateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  label: string;
  error?: string;
  /** What the user typed, dd.mm.yyyy (parse it with `parseDateInput`). */
  value: string;
  onChange: (text: string) => void;
};

/**
 * A date typed as dd.mm.yyyy whatever the browser's language: a text field with a mask, not
 * `<input type="date">`, which shows mm/dd/yyyy in an English browser (issue 10).
 */
export function DateField({ value, onChange, ...field }: DateFieldProps) {
  return (
    <TextField
      {...field}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="pp.kk.aaaa"
      maxLength={10}
      value={value}
      onChange={(event) => onChange(maskDateInput(event.target.value))}
    />
  );
}
