import { clearAllMessages, useMessages } from '../lib/state/messages';
import { CloseIcon } from './ui/icons';

/**
 * SPEC §8: the header error plus the first message of each field, or just the error text, or
 * the warning. The close icon clears it. A sentence is shown once: when the server's summary is
 * the only field message (a form with one error), it is not repeated as a bullet. The shop and
 * the back-office show the same store's messages so; the back-office's area is `compact`.
 */
export function MessageArea({
  testId = 'message-area',
  compact = false,
}: {
  testId?: string;
  compact?: boolean;
}) {
  const { error, errs, warning } = useMessages();
  const fieldMessages = [
    ...new Set(
      Object.values(errs)
        .map((messages) => messages[0])
        .filter((message): message is string => message !== undefined),
    ),
  ].filter((message) => message !== error);
  const isError = error !== null || Object.keys(errs).length > 0;
  if (!isError && !warning) return null;

  return (
    <div
      data-testid={testId}
      role={isError ? 'alert' : 'status'}
      className={`${compact ? 'mb-4 p-3' : 'mb-6 p-4'} flex items-start gap-3 rounded-md border text-sm ${
        isError ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      <div className="flex-1">
        {fieldMessages.length > 0 ? (
          <>
            {error && <p className="font-semibold">{error}</p>}
            <ul className="mt-1 list-disc pl-5">
              {fieldMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{error ?? warning}</p>
        )}
      </div>
      <button
        type="button"
        data-testid="message-close"
        aria-label="Sulge"
        title="Sulge"
        onClick={clearAllMessages}
        className="rounded p-0.5 hover:bg-black/5"
      >
        <CloseIcon width="18" height="18" />
      </button>
    </div>
  );
}
