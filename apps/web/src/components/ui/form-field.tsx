import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string;
}

const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-offset-0 ${
    invalid
      ? 'border-red-500 focus:outline-red-500'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600'
  }`;

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** A labelled input with its first validation message (SPEC §5). */
export function TextField({
  label,
  error,
  ref,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={inputClass(Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  ref,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={6}
        className={inputClass(Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
