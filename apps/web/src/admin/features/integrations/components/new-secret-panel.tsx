import { useState } from 'react';
import { Button } from '../../../../components/ui/button';

/**
 * The new token's secret, shown this once: a read-only field to select, a copy button and the
 * warning that it cannot be shown again.
 */
export function NewSecretPanel({ name, token, onDone }: { name: string; token: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(token);
    setCopied(true);
  };
  return (
    <section
      aria-labelledby="new-secret-title"
      data-testid="new-integration-secret"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="new-secret-title" className="text-lg font-semibold text-slate-900">
        Võti „{name}“ on loodud
      </h2>
      <p role="alert" className="font-medium text-amber-900">
        Kopeeri võti kohe ja hoia seda turvaliselt: seda ei näidata enam kunagi. Kui võti kaob, tühista see ja
        loo uus.
      </p>
      <label htmlFor="new-integration-token" className="block text-sm font-medium text-slate-700">
        Võti
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="new-integration-token"
          readOnly
          value={token}
          onFocus={(event) => event.target.select()}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button onClick={() => void copy()}>{copied ? 'Kopeeritud' : 'Kopeeri'}</Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Võti on lõikelauale kopeeritud.' : ''}
      </p>
      <Button variant="secondary" onClick={onDone}>
        Olen võtme salvestanud
      </Button>
    </section>
  );
}
