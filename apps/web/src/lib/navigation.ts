/**
 * Lets non-React code (the API client) navigate and ask which screen is showing. The router
 * connects itself at start; before that, navigation falls back to a full page load.
 */
export interface Navigator {
  navigate(to: string): Promise<void> | void;
  /** Route name of the current screen (SPEC §2 names, e.g. 'login', 'not-found'). */
  currentRouteName(): string | undefined;
}

const fallback: Navigator = {
  navigate: (to) => window.location.assign(to),
  currentRouteName: () => undefined,
};

let current: Navigator = fallback;

export function connectNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = fallback;
  };
}

export function navigateTo(to: string): Promise<void> | void {
  return current.navigate(to);
}

export function currentRouteName(): string | undefined {
  return current.currentRouteName();
}

/** Full reload, e.g. after the price list switch (SPEC §4). Separate so tests can replace it. */
export const pageReload = {
  reload: (): void => window.location.reload(),
};

const navigationListeners = new Set<() => void>();

/**
 * Calls `listener` the moment the router's location changes, before the new screen renders
 * (which may wait for its code). Something a user starts after the click is then not undone
 * when the screen arrives. Returns the unsubscribe function.
 */
export function onNavigation(listener: () => void): () => void {
  navigationListeners.add(listener);
  return () => {
    navigationListeners.delete(listener);
  };
}

/** Told by the router's subscription (app/routes/navigation-effects) on every new location. */
export function notifyNavigation(): void {
  for (const listener of [...navigationListeners]) listener();
}
