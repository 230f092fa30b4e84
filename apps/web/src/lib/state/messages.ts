import { TOAST_DURATION_MS, type FieldErrors } from '@kodumasinad/contract';
import { createStore, useStore } from '../store';
import { loaderStore } from './loader';

export interface Toast {
  id: number;
  text: string;
}

/** Messages state of SPEC §3: error, errs (field → messages), warning, toasts. */
export interface MessagesState {
  error: string | null;
  errs: FieldErrors;
  warning: string | null;
  toasts: Toast[];
}

const EMPTY_ERRS: FieldErrors = {};

export const messagesStore = createStore<MessagesState>({
  error: null,
  errs: EMPTY_ERRS,
  warning: null,
  toasts: [],
});

/** The page's initial error (SPEC §8), kept through the first screen's own requests. */
let initialError: string | null = null;

export function seedInitialError(error: string | null): void {
  initialError = error;
  if (error) setError(error);
}

function clear(keepError: string | null): void {
  messagesStore.set((state) =>
    state.error === keepError && state.warning === null && state.errs === EMPTY_ERRS
      ? state
      : { ...state, error: keepError, errs: EMPTY_ERRS, warning: null },
  );
}

/**
 * At the start of each request (SPEC §7): clears error, field errors and warning; toasts run
 * out on their own timers. The initial error stays until the visitor leaves the first page.
 */
export function clearMessages(): void {
  const state = messagesStore.get();
  clear(initialError !== null && state.error === initialError ? initialError : null);
}

/** When leaving a page or closing the message area: everything goes, the initial error too. */
export function clearAllMessages(): void {
  initialError = null;
  clear(null);
}

export function setError(error: string | null, errs?: FieldErrors): void {
  messagesStore.set((state) => ({
    ...state,
    error,
    errs: errs && Object.keys(errs).length > 0 ? errs : EMPTY_ERRS,
  }));
}

export function setWarning(warning: string): void {
  messagesStore.set((state) => ({ ...state, warning }));
}

let nextToastId = 1;

/** A toast's clock: it only runs while no page load is under way (see addToast). */
interface ToastClock {
  remaining: number;
  startedAt: number | null;
  timer?: ReturnType<typeof setTimeout>;
}

const clocks = new Map<number, ToastClock>();
const pageIsLoading = () => loaderStore.get().loading > 0;

function runClock(id: number, clock: ToastClock): void {
  if (clock.startedAt !== null) return;
  clock.startedAt = Date.now();
  clock.timer = setTimeout(() => removeToast(id), clock.remaining);
}

function pauseClock(clock: ToastClock): void {
  if (clock.startedAt === null) return;
  clearTimeout(clock.timer);
  clock.remaining -= Date.now() - clock.startedAt;
  clock.startedAt = null;
}

let clocksPaused = false;
loaderStore.subscribe(() => {
  const loading = pageIsLoading();
  if (loading === clocksPaused) return;
  clocksPaused = loading;
  for (const [id, clock] of clocks) {
    if (loading) pauseClock(clock);
    else runClock(id, clock);
  }
});

/**
 * Shows a toast for TOAST_DURATION_MS (SPEC §8) of time the page is shown: its clock stands
 * still while the loading overlay is up, so a toast given just before a navigation (e.g. "the
 * password is changed" before the home page loads) is still there when the page arrives.
 */
export function addToast(text: string): void {
  const id = nextToastId++;
  messagesStore.set((state) => ({ ...state, toasts: [...state.toasts, { id, text }] }));
  const clock: ToastClock = { remaining: TOAST_DURATION_MS, startedAt: null };
  clocks.set(id, clock);
  if (!pageIsLoading()) runClock(id, clock);
}

export function removeToast(id: number): void {
  clearTimeout(clocks.get(id)?.timer);
  clocks.delete(id);
  messagesStore.set((state) => ({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

export function resetMessages(): void {
  initialError = null;
  for (const clock of clocks.values()) clearTimeout(clock.timer);
  clocks.clear();
  clocksPaused = pageIsLoading();
  messagesStore.set({ error: null, errs: EMPTY_ERRS, warning: null, toasts: [] });
}

export function useMessages(): MessagesState {
  return useStore(messagesStore);
}
