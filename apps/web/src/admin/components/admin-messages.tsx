import { clearAllMessages, useMessages } from '../../lib/state/messages';

/** The message area of the back-office: the last call's error or warning (same store as the shop's). */
export function AdminMessages() {
  const { error, errs, warning } = useMessages();
  const fieldMessages = [
    ...new Set(Object.values(errs).flatMap((messages) => (messages[0] ? [messages[0]] : []))),
  ].filter((message) => message !== error);
  const isError = error !== null || fieldMessages.length > 0;
  if (!isError && !warning) return null;
  return (
    <div
      data-testid="admin-message-area"
      role={isError ? 'alert' : 'status'}
      className={`mb-4 flex items-start gap-3 rounded-md border p-3 text-sm ${
        isError ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      <div className="flex-1">
        {error && <p className="font-semibold">{error}</p>}
        {fieldMessages.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {fieldMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {!isError && <p>{warning}</p>}
      </div>
      <button
        type="button"
        aria-label="Sulge"
        onClick={clearAllMessages}
        className="rounded px-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        ×
      </button>
    </div>
  );
}
