import { parseDecimal } from '@kodumasinad/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface RangeValue {
  min: number | null;
  max: number | null;
}

interface RangeFacetProps {
  code: string;
  name: string;
  unit: string | null;
  /** The span of the listing, shown as placeholders. */
  bounds: { min: number; max: number };
  /** The range chosen in the URL. */
  chosen: RangeValue;
  onApply(range: RangeValue): void;
}

const rangeText = (range: RangeValue) => `${range.min ?? ''}-${range.max ?? ''}`;

function readNumber(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value >= 0 ? value : null;
}

const inputClass =
  'w-full min-w-0 rounded-md border border-slate-500 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

/**
 * A min–max filter (value ranges, price). Applied on change (a committed value) or when a
 * field is left, not on each keystroke, so typing "480" does not load three listings.
 */
export function RangeFacet({ code, name, unit, bounds, chosen, onApply }: RangeFacetProps) {
  const [min, setMin] = useState(chosen.min === null ? '' : String(chosen.min));
  const [max, setMax] = useState(chosen.max === null ? '' : String(chosen.max));
  const fields = useRef<HTMLDivElement>(null);
  // Enter, the native change event and leaving the field can all follow one edit: apply once.
  const applied = useRef(rangeText(chosen));

  const apply = () => {
    let next = { min: readNumber(min), max: readNumber(max) };
    if (next.min !== null && next.max !== null && next.min > next.max)
      next = { min: next.max, max: next.min };
    if (rangeText(next) === applied.current) return;
    applied.current = rangeText(next);
    onApply(next);
  };
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  // React's onChange fires on every keystroke; the native change event fires when a value is
  // committed (spinner arrows, Enter, leaving a changed field), which is when a range applies.
  useEffect(() => {
    const element = fields.current;
    if (!element) return;
    const onCommit = () => applyRef.current();
    element.addEventListener('change', onCommit);
    return () => element.removeEventListener('change', onCommit);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };
  const suffix = unit ? ` (${unit})` : '';

  return (
    <fieldset data-testid={`filter-group-${code}`} className="border-b border-slate-200 py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">
        {name}
        {suffix}
      </legend>
      <div ref={fields} className="clear-both flex items-center gap-2">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-label={`${name} alates`}
          placeholder={String(bounds.min)}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          onBlur={apply}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <span aria-hidden="true" className="text-slate-500">
          –
        </span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-label={`${name} kuni`}
          placeholder={String(bounds.max)}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          onBlur={apply}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
      </div>
    </fieldset>
  );
}
