import type { FieldErrors } from '@kodumasinad/contract';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api/api-error';

/** The server's 422 field errors of a failed save (the message area shows the summary). */
export function serverErrors(error: unknown): FieldErrors {
  return isApiError(error) ? error.errors : {};
}

/** A field's first message, if any. */
export const firstError = (errors: FieldErrors, field: string): string | undefined => errors[field]?.[0];

/** An address from a title: 'Kõrvaklapid ja muu' → 'korvaklapid-ja-muu'. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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

/** The dialog's buttons: cancel and save. */
export function DialogButtons({ onCancel, saving }: { onCancel(): void; saving: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Loobu
      </Button>
      <Button type="submit" disabled={saving}>
        Salvesta
      </Button>
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
