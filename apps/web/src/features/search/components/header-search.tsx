import { SEARCH_MAX_LENGTH } from '@kodumasinad/contract';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { onNavigation } from '../../../lib/navigation';
import { optionCount, optionId, SearchDropdown } from './search-dropdown';
import { searchablePhrase, useLiveSearch } from './use-live-search';

interface HeaderSearchProps {
  autoFocus?: boolean;
  /** Enter searches in place (the dropdown) instead of opening the results page (SPEC §5). */
  noButtonAction?: boolean;
}

const resultsHref = (phrase: string) => `/otsing/${encodeURIComponent(phrase)}`;

/** The next active option for an arrow key: wraps through "no option" (the box itself). */
function step(active: number | null, count: number, direction: 1 | -1): number | null {
  if (count === 0) return null;
  if (active === null) return direction === 1 ? 0 : count - 1;
  const next = active + direction;
  return next < 0 || next >= count ? null : next;
}

/** What the live region says when a reply arrives. */
function announcement(rows: number): string {
  return rows === 0
    ? 'Ei leitud ühtegi tulemust.'
    : `Leitud tooteid: ${rows}. Tulemuste vahel liigu nooleklahvidega.`;
}

/**
 * The header search box with its dropdown (logged in only), as SPEC §2 and §5 describe:
 * at least 3 and at most 250 characters, a request after a 500 ms pause, Enter opens the
 * results page; the dropdown hides on an outside click, on clearing and on navigation, and
 * each of those aborts a pending request.
 *
 * Keyboard (WAI-ARIA combobox with a listbox popup, issue 10): focus stays in the box; the arrow
 * keys move the active option (`aria-activedescendant`), Enter opens it, Escape and leaving
 * the box with Tab close the dropdown; a live region announces how many results arrived.
 */
export function HeaderSearch({ autoFocus = false, noButtonAction = false }: HeaderSearchProps) {
  const [value, setValue] = useState('');
  const search = useLiveSearch();
  const { hide } = search;
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const dropdownId = useId();
  // The active option belongs to the reply it was chosen in; a new reply starts with none.
  const [active, setActive] = useState<{ reply: unknown; index: number } | null>(null);
  const activeIndex = search.open && active?.reply === search.reply ? active.index : null;
  const count = search.open && search.reply ? optionCount(search.reply) : 0;

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && search.open) {
      // Only closes; a second Escape lets the browser clear the box.
      event.preventDefault();
      setActive(null);
      hide();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!search.open) {
        setActive(null);
        search.reopen(event.currentTarget.value);
        return;
      }
      const next = step(activeIndex, count, event.key === 'ArrowDown' ? 1 : -1);
      setActive(next === null ? null : { reply: search.reply, index: next });
    } else if (event.key === 'Enter' && activeIndex !== null) {
      event.preventDefault();
      document.getElementById(optionId(dropdownId, activeIndex))?.click();
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Tab out of the box (a click elsewhere is the mousedown handler's).
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) {
      setActive(null);
      hide();
    }
  };

  const said = search.open && search.reply ? announcement(search.reply.rows) : '';

  return (
    <form role="search" aria-label="Tooteotsing" ref={root} onSubmit={onSubmit} className="relative w-full">
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={search.open && search.reply !== null}
        aria-controls={search.open ? dropdownId : undefined}
        aria-activedescendant={activeIndex === null ? undefined : optionId(dropdownId, activeIndex)}
        onChange={(event) => {
          setValue(event.target.value);
          search.type(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={(event) => search.reopen(event.currentTarget.value)}
        placeholder="Otsi tooteid, koode, kaubamärke…"
        className="w-full rounded-md border-0 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-brand-300"
      />
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400" />
      <p role="status" className="sr-only">
        {said}
      </p>
      {search.open && search.reply && (
        <SearchDropdown
          id={dropdownId}
          reply={search.reply}
          allResultsHref={resultsHref(search.phrase)}
          active={activeIndex}
        />
      )}
    </form>
  );
}
