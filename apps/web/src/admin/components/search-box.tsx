import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';

/** How long typing pauses before a search-as-you-type list asks again. */
export const SEARCH_AS_YOU_TYPE_MS = 300;

/**
 * The list's search: sent with Enter or "Otsi" (not on each key, so the URL is not rewritten per
 * letter); with `live`, also once typing pauses (search as you type).
 */
export function SearchBox({
  label,
  value,
  onSearch,
  live = false,
}: {
  label: string;
  value: string;
  onSearch(q: string): void;
  live?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function change(next: string) {
    setText(next);
    if (!live) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_AS_YOU_TYPE_MS);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
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
          onChange={(event) => change(event.target.value)}
          className="block w-full rounded-md border border-slate-500 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 md:w-72"
        />
      </div>
      <Button type="submit">Otsi</Button>
    </form>
  );
}
