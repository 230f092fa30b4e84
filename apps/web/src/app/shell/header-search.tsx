import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';

/**
 * The header search box (logged in only). Enter with at least 3 characters opens the results
 * page (SPEC §5); the live dropdown arrives with the catalogue issue.
 */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const [phrase, setPhrase] = useState('');
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = phrase.trim();
    if (query.length >= SEARCH_MIN_LENGTH) void navigate(`/otsing/${encodeURIComponent(query)}`);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <label className="sr-only" htmlFor="header-search">
        Otsi tooteid
      </label>
      <input
        id="header-search"
        type="search"
        value={phrase}
        maxLength={SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
        onChange={(event) => setPhrase(event.target.value)}
        placeholder="Otsi tooteid, koode, kaubamärke…"
        className="w-full rounded-md border-0 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-brand-300"
      />
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400" />
    </form>
  );
}
