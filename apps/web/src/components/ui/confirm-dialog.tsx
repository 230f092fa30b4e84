import { FocusScope } from '@react-aria/focus';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

export interface ConfirmOptions {
  /** The question, e.g. 'Kas kustutada pakkumine P-2026-0042?'. */
  title: string;
  /** A sentence on what follows, e.g. that the customer's link stops working. */
  message?: string;
  /** The confirming button, named for the action ('Kustuta'). */
  confirmLabel: string;
  /** 'Loobu' unless given. */
  cancelLabel?: string;
}

interface ConfirmDialogProps extends ConfirmOptions {
  onConfirm(): void;
  onCancel(): void;
}

/**
 * An accessible confirmation in place of window.confirm (issue 12): role=alertdialog, focus
 * trapped by React Aria's FocusScope and starting on the safe choice, Escape or a click outside
 * cancels, and focus returns to the element that was focused when it opened (decision 018).
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Loobu',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <FocusScope contain restoreFocus>
      <div
        className="fixed inset-0 z-[70] grid place-items-center bg-slate-900/50 p-4 motion-safe:animate-fade-in"
        onClick={(event) => {
          if (event.target === event.currentTarget) onCancel();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      >
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={message === undefined ? undefined : `${id}-message`}
          data-testid="confirm-dialog"
          className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl motion-safe:animate-modal-in"
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {message !== undefined && (
            <p id={`${id}-message`} className="mt-2 text-sm text-slate-700">
              {message}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button ref={cancel} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </div>
        </div>
      </div>
    </FocusScope>
  );
}

/**
 * `confirm(options)` resolves true or false like window.confirm, while `dialog` (rendered by the
 * caller) shows the question: `if (!(await confirm({...}))) return;`.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ options: ConfirmOptions; answer(yes: boolean): void } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setAsking({
          options,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog =
    asking === null ? null : (
      <ConfirmDialog
        {...asking.options}
        onConfirm={() => asking.answer(true)}
        onCancel={() => asking.answer(false)}
      />
    );
  return { confirm, dialog };
}
