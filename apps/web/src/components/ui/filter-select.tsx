import { useId } from 'react';

/** The select of a list's filter bar, shop's and back-office's alike. */
export const filterSelectClass =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm shadow-sm';

/** The choices besides "Kõik" (value ''), as [value, label] pairs or a label table. */
export type FilterOptions = readonly (readonly [string, string])[] | Readonly<Record<string, string>>;

interface FilterSelectProps {
  label: string;
  value: string;
  options: FilterOptions;
  onChange(value: string): void;
  /** A fixed id where other code points at the field; a generated one otherwise. */
  id?: string;
  testId?: string;
}

/** A labelled filter choice whose first option, "Kõik", filters nothing. */
export function FilterSelect({ label, value, options, onChange, id, testId }: FilterSelectProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const entries = Array.isArray(options) ? options : Object.entries(options);
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={fieldId}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={filterSelectClass}
      >
        <option value="">Kõik</option>
        {entries.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
