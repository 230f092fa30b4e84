import { UserSchema, type User } from '@kodumasinad/contract';
import { createStore, useStore } from '../store';

/** localStorage key of SPEC §3. */
export const USER_STORAGE_KEY = 'user';

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    // Checked in development and the unit tests only (decision 058): the production build stores
    // what the server sent, and the page's own user replaces it on every load (decision 036).
    if (import.meta.env.DEV) {
      const parsed = UserSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    }
    // Still refuse what is plainly not a user (another tab's older build, a hand edit).
    const company = typeof value === 'object' && value !== null ? (value as Partial<User>).b2b_client : null;
    return typeof company === 'object' && company !== null ? (value as User) : null;
  } catch {
    return null;
  }
}

export const userStore = createStore<User | null>(readStoredUser());

/**
 * Stores the user. The same user again (SPEC §7's refresh 1 s after start, mostly) changes
 * nothing: every screen that shows prices or the company listens, and a product listing
 * re-rendered for nothing was the page's longest task (issue 11).
 */
export function setUser(user: User): void {
  const text = JSON.stringify(user);
  localStorage.setItem(USER_STORAGE_KEY, text);
  if (JSON.stringify(userStore.get()) !== text) userStore.set(user);
}

export function clearUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  userStore.set(null);
}

/**
 * The page's word on who is logged in (decision 036): the server knows the session, so its user
 * replaces the stored one, and a page served to nobody clears it. `undefined`: the page did not
 * say (Vite alone, tests), the stored user stands.
 */
export function seedUserFromPage(user: User | null | undefined): void {
  if (user === undefined) return;
  if (user === null) clearUser();
  else setUser(user);
}

/** Picks up what another tab or a test wrote to localStorage. */
export function reloadUserFromStorage(): void {
  userStore.set(readStoredUser());
}

export function isLoggedIn(): boolean {
  return userStore.get() !== null;
}

export function useUser(): User | null {
  return useStore(userStore);
}

/** Client flag of SPEC §3. */
export function useIsLoggedIn(): boolean {
  return useStore(userStore, (user) => user !== null);
}

/** Client flag of SPEC §3: offers need b2b_client.can_offers. */
export function useCanOffers(): boolean {
  return useStore(userStore, (user) => user?.b2b_client.can_offers === true);
}
