import { removeToast, useMessages } from '../../lib/state/messages';

/**
 * Toasts of successful replies, the one way both the shop and the back-office confirm a save, a
 * delete or a transition (a polite live region; each toast is role=status and disappears
 * TOAST_DURATION_MS after it appears). Replies' `message` arrive here through the API client.
 */
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
