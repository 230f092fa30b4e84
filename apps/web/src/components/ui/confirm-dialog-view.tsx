import { FocusScope } from '@react-aria/focus';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from './button';
import type { ConfirmOptions } from './confirm-options';
import { useEscapeToClose } from '../../lib/hooks/use-escape-to-close';

export interface ConfirmDialogProps extends ConfirmOptions {
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
  useEscapeToClose(onCancel);
  const cancel = useRef<HTMLButtonElement>(null);
  // Before the first paint: a key pressed the moment the dialog shows must already reach it.
  useLayoutEffect(() => cancel.current?.focus(), []);
  return (
    <FocusScope contain restoreFocus>
      <div
        className="fixed inset-0 z-[70] grid place-items-center bg-slate-900/50 p-4 motion-safe:animate-fade-in"
        onClick={(event) => {
          if (event.target === event.currentTarget) onCancel();
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
