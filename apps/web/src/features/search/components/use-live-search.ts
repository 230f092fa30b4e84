import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type SearchJsonReply,
} from '@kodumasinad/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSearchResults } from '../api/search-json';

export interface LiveSearchState {
  /** The reply shown and the phrase it answers. */
  reply: SearchJsonReply | null;
  phrase: string;
  /** The dropdown shows only once a reply has arrived (SPEC §2). */
  open: boolean;
}

/** The phrase a search would run with, or null when it is too short (SPEC §5). */
export function searchablePhrase(value: string): string | null {
  const phrase = value.trim().slice(0, SEARCH_MAX_LENGTH);
  return phrase.length >= SEARCH_MIN_LENGTH ? phrase : null;
}

/**
 * Search as you type (SPEC §5): a request 500 ms after the last keystroke, only with at least
 * 3 characters. A newer keystroke, hiding the results and unmounting abort what is pending,
 * so an older reply can never replace a newer one.
 */
export function useLiveSearch() {
  const [state, setState] = useState<LiveSearchState>({ reply: null, phrase: '', open: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const searchNow = useCallback(
    async (phrase: string) => {
      cancel();
      const current = new AbortController();
      controller.current = current;
      const reply = await fetchSearchResults(phrase, current.signal);
      if (controller.current !== current || current.signal.aborted) return;
      controller.current = null;
      if (reply) setState({ reply, phrase, open: true });
    },
    [cancel],
  );

  const type = useCallback(
    (value: string) => {
      cancel();
      const phrase = searchablePhrase(value);
      if (phrase === null) {
        setState((current) => (current.open ? { ...current, open: false } : current));
        return;
      }
      timer.current = setTimeout(() => void searchNow(phrase), SEARCH_DEBOUNCE_MS);
    },
    [cancel, searchNow],
  );

  const hide = useCallback(() => {
    cancel();
    setState((current) => (current.open ? { ...current, open: false } : current));
  }, [cancel]);

  /** Back into the box: the last results show again if they still answer what it holds. */
  const reopen = useCallback((value: string) => {
    const phrase = searchablePhrase(value);
    setState((current) =>
      current.reply && phrase === current.phrase && !current.open ? { ...current, open: true } : current,
    );
  }, []);

  return { ...state, type, searchNow, hide, reopen };
}
