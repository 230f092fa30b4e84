import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldLabel } from './form-field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice; none when a choice is always made. */
  placeholder?: string;
  /** A visible '*' and aria-required, as the text fields (issue 10). */
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its first validation message, styled like the text fields. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  required,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 ${
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-500 focus:outline-brand-600'
        }`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
