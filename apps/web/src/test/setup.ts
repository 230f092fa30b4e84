import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { reloadBootstrap } from '../lib/bootstrap';
import { cartModalStore } from '../lib/state/cart-modal';
import { resetLoader } from '../lib/state/loader';
import { stopWatchingPayment } from '../lib/payment-redirect';
import { resetMessages } from '../lib/state/messages';
import { userStore } from '../lib/state/user';
import { disposeRenderedApps } from './render-app';

// Screens load lazily; on a busy CI machine the first import of a chunk can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

/** DESIGN.md: a test fails on any console.error (React warnings arrive that way too). */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom has no layout; the shell scrolls after navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  disposeRenderedApps();
  stopWatchingPayment();
  localStorage.clear();
  userStore.set(null);
  resetMessages();
  resetLoader();
  cartModalStore.set(null);
  document.head.innerHTML = '';
  reloadBootstrap();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
