import { createStore, useStore } from '../store';

/** Loader state of SPEC §3: the running-request counter and the mobile menu flag. */
export interface LoaderState {
  loading: number;
  mobileMenuOpen: boolean;
}

export const loaderStore = createStore<LoaderState>({ loading: 0, mobileMenuOpen: false });

export function startLoading(): void {
  loaderStore.set((state) => ({ ...state, loading: state.loading + 1 }));
}

export function stopLoading(): void {
  loaderStore.set((state) => ({ ...state, loading: Math.max(0, state.loading - 1) }));
}

export function setMobileMenuOpen(open: boolean): void {
  loaderStore.set((state) => (state.mobileMenuOpen === open ? state : { ...state, mobileMenuOpen: open }));
}

export function resetLoader(): void {
  loaderStore.set({ loading: 0, mobileMenuOpen: false });
}

export function useIsLoading(): boolean {
  return useStore(loaderStore, (state) => state.loading > 0);
}

export function useMobileMenuOpen(): boolean {
  return useStore(loaderStore, (state) => state.mobileMenuOpen);
}
