import { useId, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

/** A labelled checkbox. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A small button of a row's actions, its target named for screen readers. */
export function RowButton({
  children,
  target,
  onClick,
  disabled,
  id,
}: {
  children: ReactNode;
  target: string;
  onClick(): void;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <Button variant="secondary" className="px-3 py-1" onClick={onClick} disabled={disabled} id={id}>
      <span>
        {children} <span className="sr-only">{target}</span>
      </span>
    </Button>
  );
}
