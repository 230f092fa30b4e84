/** What the admin API client needs of the router: navigation and the current path (with its query). */
export interface AdminNavigator {
  navigate(to: string, state?: unknown): Promise<void> | void;
  pathname(): string;
}

const fallback: AdminNavigator = {
  navigate: (to) => window.location.assign(to),
  pathname: () => window.location.pathname + window.location.search,
};

let current: AdminNavigator = fallback;

/** The admin router connects itself at start; the returned function disconnects it. */
export function connectAdminNavigator(navigator: AdminNavigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = fallback;
  };
}

export function adminNavigate(to: string, state?: unknown): Promise<void> | void {
  return current.navigate(to, state);
}

export const ADMIN_HOME_PATH = '/haldus';
export const ADMIN_LOGIN_PATH = '/haldus/login';

/** True on the sign-in screen, where a 401 is an answer, not a reason to go to the sign-in screen. */
export function onAdminLogin(): boolean {
  return (
    current
      .pathname()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '') === ADMIN_LOGIN_PATH
  );
}

/** To the sign-in screen, which returns to the page the staff member was on. */
export function goToAdminLogin(): Promise<void> | void {
  return adminNavigate(ADMIN_LOGIN_PATH, { from: current.pathname() });
}
