import { FocusScope } from '@react-aria/focus';
import { useId, type ReactNode } from 'react';
import { useEscapeToClose } from '../../lib/hooks/use-escape-to-close';

/**
 * A modal dialog (decision 018): focus moves in, stays in and returns to the opener; Escape or
 * a click beside it closes it. `alert` makes it an alertdialog, for confirmations; `wide` gives
 * a longer form (a category with its filters) more room. Shared by the back-office's features.
 */
export function ModalDialog({
  title,
  onClose,
  alert = false,
  wide = false,
  children,
}: {
  title: string;
  onClose(): void;
  alert?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  useEscapeToClose(onClose);
  return (
    <FocusScope contain restoreFocus autoFocus>
      <div
        className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-900/50 p-4"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div
          role={alert ? 'alertdialog' : 'dialog'}
          aria-modal="true"
          aria-labelledby={titleId}
          className={`w-full ${wide ? 'max-w-xl' : 'max-w-lg'} rounded-lg bg-white p-6 shadow-xl`}
        >
          <h2 id={titleId} className="mb-4 text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </FocusScope>
  );
}
