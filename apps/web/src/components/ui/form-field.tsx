import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  /**
   * Marks the field required: a visible '*' after the label and aria-required. Not the native
   * attribute, whose browser bubbles would replace the shop's own Estonian messages.
   */
  required?: boolean;
}

/** The label with its required mark (issue 10). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  // The mark sits beside the label, not in it: the accessible name stays the plain label and
  // aria-required says the rest.
  return (
    <div className="mb-1 flex gap-0.5 text-sm font-medium">
      <label htmlFor={htmlFor} className="text-slate-700">
        {label}
      </label>
      {required && (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      )}
    </div>
  );
}

const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-offset-0 ${
    invalid
      ? 'border-red-500 focus:outline-red-500'
      : 'border-slate-500 focus:border-brand-600 focus:outline-brand-600'
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
  required,
  ref,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        ref={ref}
        className={inputClass(Boolean(error))}
        aria-required={required || undefined}
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
  required,
  ref,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        ref={ref}
        rows={6}
        className={inputClass(Boolean(error))}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** An e-mail address field ("E-post" unless named otherwise), shop's and back-office's alike. */
export function EmailField({
  label = 'E-post',
  ...input
}: Omit<Parameters<typeof TextField>[0], 'type' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" {...input} />;
}
