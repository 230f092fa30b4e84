import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@kodumasinad/contract/admin';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldLabel } from '../../../../components/ui/form-field';

/** The role field of the staff forms, styled like the text fields, with its first message. */
export function RoleSelect({
  error,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { error?: string; ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label="Roll" required />
      <select
        id={id}
        ref={ref}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 ${
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-500 focus:outline-brand-600'
        }`}
        {...select}
      >
        <option value="">Vali roll</option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
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

/** Whether the account may sign in: 'true' or 'false', as the contract's `active` reads it. */
export function ActiveSelect({
  error,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { error?: string; ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label="Olek" />
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 ${
          error ? 'border-red-500 focus:outline-red-500' : 'border-slate-500 focus:outline-brand-600'
        }`}
        {...select}
      >
        <option value="true">Aktiivne (saab sisse logida)</option>
        <option value="false">Mitteaktiivne (ei saa sisse logida)</option>
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
