import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announcementStore,
  claimPageFocus,
  pageChanged,
  PAGE_FOCUS_FALLBACK_MS,
  resetPageFocus,
} from './page-focus';

function setUp() {
  document.body.innerHTML = '<a href="/x" id="link">x</a><main id="main"><h1 tabindex="-1">Uus</h1></main>';
  document.title = 'Uus | Kodumasinad B2B';
  return {
    link: document.getElementById('link') as HTMLAnchorElement,
    main: document.getElementById('main') as HTMLElement,
    heading: document.querySelector('h1') as HTMLHeadingElement,
  };
}

afterEach(() => {
  resetPageFocus();
  vi.useRealTimers();
});

describe('page focus after a page change (issue 22, item 27)', () => {
  it('leaves focus alone on the first load (no page change)', () => {
    const { heading } = setUp();
    claimPageFocus(heading);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus from the followed link to the new heading and announces the title', () => {
    const { link, main, heading } = setUp();
    link.focus();
    pageChanged(() => main);
    claimPageFocus(heading);
    expect(document.activeElement).toBe(heading);
    expect(announcementStore.get().text).toBe('Uus | Kodumasinad B2B');
  });

  it('does not take focus from a field the user typed in meanwhile', () => {
    const { link, main, heading } = setUp();
    link.focus();
    pageChanged(() => main);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    claimPageFocus(heading);
    expect(document.activeElement).toBe(input);
  });

  it('falls back to main when no heading comes, and a later heading takes over', () => {
    vi.useFakeTimers();
    const { main, heading } = setUp();
    pageChanged(() => main);
    vi.advanceTimersByTime(PAGE_FOCUS_FALLBACK_MS);
    expect(document.activeElement).toBe(main);
    claimPageFocus(heading);
    expect(document.activeElement).toBe(heading);
  });
});
