import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PICTURE_WAIT_MS,
  markFirstPictureShown,
  useFirstPictureShown,
  waitForFirstPicture,
} from './first-picture';
import { addPicturePreload } from '../test/picture-preload';

type Entries = { element: Element | null }[];

/** Chromium's largest-paint reports, played by hand (jsdom has none). */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: FakeObserver | null = null;
  observed: unknown = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries(): Entries }) => void) {
    FakeObserver.current = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(entries: Entries) {
    this.callback({ getEntries: () => entries });
  }
}

describe('waiting for the page’s first picture (decision 061)', () => {
  let link: HTMLLinkElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    link = addPicturePreload('/images/300/products/a.webp');
  });
  afterEach(() => {
    link.remove();
    act(() => markFirstPictureShown());
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeObserver.current = null;
  });

  it('ends when the browser reports a picture as the largest paint, not a text', () => {
    waitForFirstPicture();
    const shown = renderHook(() => useFirstPictureShown());
    const observer = FakeObserver.current;
    expect(observer?.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    act(() => observer?.report([{ element: document.createElement('h1') }]));
    expect(shown.result.current).toBe(false);
    act(() => observer?.report([{ element: document.createElement('img') }]));
    expect(shown.result.current).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('ends after the longest wait without any report', () => {
    waitForFirstPicture();
    const shown = renderHook(() => useFirstPictureShown());
    act(() => {
      vi.advanceTimersByTime(FIRST_PICTURE_WAIT_MS - 1);
    });
    expect(shown.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown.result.current).toBe(true);
  });

  it('does not wait on a page that preloads no picture', () => {
    link.remove();
    waitForFirstPicture();
    expect(renderHook(() => useFirstPictureShown()).result.current).toBe(true);
    expect(FakeObserver.current).toBeNull();
  });
});
