import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';

/** The list's search: sent with Enter or "Otsi" (not on each key, so the URL is not rewritten per letter). */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch(q: string): void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-md border border-slate-500 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 md:w-72"
        />
      </div>
      <Button type="submit">Otsi</Button>
    </form>
  );
}
