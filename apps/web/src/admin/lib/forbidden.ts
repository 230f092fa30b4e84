import { createStore, useStore } from '../../lib/store';

/**
 * Set when a call answers 403: the layout shows "Puudub õigus" instead of the screen until the
 * staff member goes elsewhere.
 */
export const forbiddenStore = createStore(false);

export function showForbidden(): void {
  forbiddenStore.set(true);
}

export function clearForbidden(): void {
  forbiddenStore.set(false);
}

export function useForbidden(): boolean {
  return useStore(forbiddenStore);
}
