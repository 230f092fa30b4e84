import { removeToast, useMessages } from '../../lib/state/messages';

/** Toasts of successful replies; each disappears TOAST_DURATION_MS after it appears. */
export function ToastArea() {
  const { toasts } = useMessages();
  return (
    <div
      data-testid="toast-area"
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-[75] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          onClick={() => removeToast(toast.id)}
          className="pointer-events-auto animate-fade-in rounded-md bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
