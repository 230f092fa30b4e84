import { createStore, useStore } from './store';

/**
 * Focus and announcement on a page change (issue 22, item 27), for the shop and the back-office.
 * The router's subscription calls `pageChanged()` when the path changes (never on the first load).
 * The new page's heading (PageTitle's h1, tabindex=-1) then takes focus as soon as it renders and
 * the page's title is announced through the live region of `RouteAnnouncer`. A page that shows no
 * heading within PAGE_FOCUS_FALLBACK_MS gets focus on its main element instead; a heading that
 * comes later still takes it over from there.
 */
export const PAGE_FOCUS_FALLBACK_MS = 1500;

interface Pending {
  /** What had focus when the navigation began (the link that was followed). */
  from: Element | null;
  /** Returns the page's main element, for the fallback. */
  main: () => HTMLElement | null;
}

let pending: Pending | null = null;
let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
/** The main element the fallback focused, which a heading may still take focus from. */
let fallbackFocused: HTMLElement | null = null;

/** The text of the polite live region; `seq` makes the same title count as new. */
export const announcementStore = createStore<{ text: string; seq: number }>({ text: '', seq: 0 });

export function useAnnouncement(): { text: string; seq: number } {
  return useStore(announcementStore);
}

/** Puts `text` into the live region, so screen readers read it out. */
export function announce(text: string): void {
  announcementStore.set((current) => ({ text, seq: current.seq + 1 }));
}

/**
 * Whether focus may be moved: it is still on the link that was followed, on nothing, or on the
 * fallback's main. Anything the user does meanwhile (a key, a click, focus moved) cancels the
 * move altogether (`userActed`), so typing on in a field keeps its focus.
 */
function mayMoveFocus(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    active === pending?.from ||
    (fallbackFocused !== null && active === fallbackFocused)
  );
}

/** Set while this module moves focus itself, so its own focusin is not taken for the user's. */
let movingFocus = false;

function moveFocus(element: HTMLElement): void {
  movingFocus = true;
  try {
    element.focus({ preventScroll: true });
  } finally {
    movingFocus = false;
  }
}

const USER_EVENTS = ['keydown', 'pointerdown', 'focusin'] as const;

function userActed(): void {
  if (movingFocus) return;
  resetPageFocus();
}

function watchUser(on: boolean): void {
  for (const type of USER_EVENTS) {
    if (on) document.addEventListener(type, userActed, true);
    else document.removeEventListener(type, userActed, true);
  }
}

/** The router's subscription: the path changed, the next page's heading is to take focus. */
export function pageChanged(main: () => HTMLElement | null): void {
  resetPageFocus();
  pending = { from: document.activeElement, main };
  watchUser(true);
  fallbackTimer = setTimeout(focusMainFallback, PAGE_FOCUS_FALLBACK_MS);
}

function focusMainFallback(): void {
  if (!pending) return;
  const main = pending.main();
  if (main && mayMoveFocus()) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    moveFocus(main);
    fallbackFocused = main;
    announce(document.title);
  }
}

/**
 * Called by the new page's heading once it and the document title are in place: it takes focus
 * (without scrolling, the navigation scrolls to the top itself) and the title is announced.
 */
export function claimPageFocus(heading: HTMLElement): void {
  if (!pending && fallbackFocused === null) return;
  const announced = fallbackFocused !== null;
  const move = mayMoveFocus();
  resetPageFocus();
  if (!move) return;
  moveFocus(heading);
  if (!announced || announcementStore.get().text !== document.title) announce(document.title);
}

/** Forgets a pending page change (a router being disposed, tests). */
export function resetPageFocus(): void {
  watchUser(false);
  pending = null;
  fallbackFocused = null;
  clearTimeout(fallbackTimer);
}
