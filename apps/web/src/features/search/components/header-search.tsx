import { SEARCH_MAX_LENGTH } from '@kodumasinad/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { onNavigation } from '../../../lib/navigation';
import { SearchDropdown } from './search-dropdown';
import { searchablePhrase, useLiveSearch } from './use-live-search';

interface HeaderSearchProps {
  autoFocus?: boolean;
  /** Enter searches in place (the dropdown) instead of opening the results page (SPEC §5). */
  noButtonAction?: boolean;
}

const resultsHref = (phrase: string) => `/otsing/${encodeURIComponent(phrase)}`;

/** Moves focus through the dropdown's links with the arrow keys. */
function moveFocus(root: HTMLElement, step: 1 | -1): void {
  const items = [...root.querySelectorAll<HTMLElement>('[data-testid="search-dropdown"] a')];
  if (items.length === 0) return;
  const position = items.indexOf(document.activeElement as HTMLElement);
  const next = position === -1 ? (step === 1 ? 0 : items.length - 1) : position + step;
  if (next < 0) root.querySelector('input')?.focus();
  else items[Math.min(next, items.length - 1)]?.focus();
}

/**
 * The header search box with its dropdown (logged in only), as SPEC §2 and §5 describe:
 * at least 3 and at most 250 characters, a request after a 500 ms pause, Enter opens the
 * results page; the dropdown hides on an outside click, on clearing and on navigation, and
 * each of those aborts a pending request.
 */
export function HeaderSearch({ autoFocus = false, noButtonAction = false }: HeaderSearchProps) {
  const [value, setValue] = useState('');
  const search = useLiveSearch();
  const { hide } = search;
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const dropdownId = useId();

  // At the moment the URL changes, not when the next screen has rendered: a search typed while
  // that screen's code loads must not be cancelled by its arrival.
  useEffect(() => onNavigation(hide), [hide]);

  useEffect(() => {
    if (!search.open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) hide();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [search.open, hide]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const phrase = searchablePhrase(value);
    if (phrase === null) return;
    if (noButtonAction) {
      void search.searchNow(phrase);
      return;
    }
    hide();
    void navigate(resultsHref(phrase));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') hide();
    else if (search.open && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && root.current) {
      event.preventDefault();
      moveFocus(root.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <form role="search" ref={root} onSubmit={onSubmit} onKeyDown={onKeyDown} className="relative w-full">
      <label className="sr-only" htmlFor={inputId}>
        Otsi tooteid
      </label>
      <input
        id={inputId}
        type="search"
        data-testid="search-input"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
        autoComplete="off"
        aria-controls={search.open ? dropdownId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          search.type(event.target.value);
        }}
        onFocus={(event) => search.reopen(event.target.value)}
        placeholder="Otsi tooteid, koode, kaubamärke…"
        className="w-full rounded-md border-0 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-brand-300"
      />
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400" />
      {search.open && search.reply && (
        <SearchDropdown id={dropdownId} reply={search.reply} allResultsHref={resultsHref(search.phrase)} />
      )}
    </form>
  );
}
