import { useId, useState } from 'react';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

interface CheckboxFacetProps {
  code: string;
  name: string;
  unit?: string | null;
  options: FacetOption[];
  /** The values chosen in the URL. */
  chosen: readonly string[];
  onToggle(value: string): void;
}

/** Long lists show their first values until the visitor asks for all. */
const COLLAPSED_COUNT = 8;

function withUnit(label: string, unit: string | null | undefined): string {
  return unit && !label.endsWith(unit) ? `${label} ${unit}` : label;
}

/** One filter group of values with counts (properties, measures), each a checkbox. */
export function CheckboxFacet({ code, name, unit, options, chosen, onToggle }: CheckboxFacetProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (options.length === 0) return null;
  const hidden = options.length - COLLAPSED_COUNT;
  // Chosen values stay visible even when they fall in the collapsed tail.
  const visible =
    expanded || hidden <= 1
      ? options
      : options.filter((option, index) => index < COLLAPSED_COUNT || chosen.includes(option.value));
  return (
    <fieldset data-testid={`filter-group-${code}`} className="border-b border-slate-200 py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{name}</legend>
      <ul className="clear-both space-y-1" id={`${id}-values`}>
        {visible.map((option) => {
          const checked = chosen.includes(option.value);
          const empty = option.count === 0 && !checked;
          return (
            <li key={option.value}>
              <label
                className={`flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50 ${
                  empty ? 'cursor-not-allowed text-slate-400' : 'text-slate-700'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={empty}
                  onChange={() => onToggle(option.value)}
                  className="size-4 rounded border-slate-300 accent-brand-700"
                />
                <span className="flex-1">{withUnit(option.label, unit)}</span>
                <span className="text-xs text-slate-500">({option.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 1 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-values`}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 px-1 text-sm text-brand-700 hover:underline"
        >
          {expanded ? 'Näita vähem' : `Näita kõiki (${options.length})`}
        </button>
      )}
    </fieldset>
  );
}
