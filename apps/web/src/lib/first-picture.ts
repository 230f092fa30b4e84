import type { SyntheticEvent } from 'react';
import { createStore, useStore } from './store';

/**
 * How long what waits for the page's first picture waits at most (a picture that never answers
 * must not keep a listing's cards empty).
 */
export const FIRST_PICTURE_WAIT_MS = 3000;

/** Whether the page's first picture has been shown (or needs no waiting for). */
const shown = createStore(true);
/** The address of the picture the page preloads (its largest paint), while it is awaited. */
let firstPicture: string | null = null;
/** The one timer that ends the wait, and when it fires. */
let waitTimer: ReturnType<typeof setTimeout> | undefined;
let waitEnds = Infinity;
let paintObserver: PerformanceObserver | null = null;

export function markFirstPictureShown(): void {
  clearTimeout(waitTimer);
  waitEnds = Infinity;
  paintObserver?.disconnect();
  paintObserver = null;
  shown.set(true);
}

/** Ends the wait within `ms`, unless it already ends sooner. */
function endWaitWithin(ms: number): void {
  const at = Date.now() + ms;
  if (at >= waitEnds) return;
  waitEnds = at;
  clearTimeout(waitTimer);
  waitTimer = setTimeout(markFirstPictureShown, ms);
}

/**
 * After an eager picture has loaded and decoded, how long to wait at most for the browser's
 * report of its paint before going on without it.
 */
export const PAINT_REPORT_WAIT_MS = 500;

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/** The browser reports the page's largest paint once it is on the screen: a picture's ends the wait. */
function watchLargestPaint(): void {
  paintObserver = new PerformanceObserver((list) => {
    const painted = list
      .getEntries()
      .some(
        (entry) =>
          (entry as PerformanceEntry & { element?: Element | null }).element instanceof HTMLImageElement,
      );
    if (painted) markFirstPictureShown();
  });
  paintObserver.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * A page that preloads its largest picture (the product's, a listing's first card; decision 061)
 * holds what can wait — the other pictures, the product description's sanitiser — until that
 * picture is on the screen: on a slow line they would otherwise share its bandwidth while the
 * screen's largest paint waits. Ends when the browser reports a picture as the largest paint, the
 * first navigation, or after FIRST_PICTURE_WAIT_MS.
 */
export function waitForFirstPicture(doc: Document = document): void {
  const preload = doc.querySelector('link[rel="preload"][as="image"]');
  if (preload === null) return;
  markFirstPictureShown();
  firstPicture = preload.getAttribute('href');
  shown.set(false);
  endWaitWithin(FIRST_PICTURE_WAIT_MS);
  if (reportsLargestPaint()) watchLargestPaint();
}

/**
 * An eager picture has loaded (or failed). Once it is decoded, the next animation frame paints
 * it: where the browser reports its largest paint, that report ends the wait (a frame is shown
 * some time after it is painted), PAINT_REPORT_WAIT_MS at the latest; elsewhere a task queued
 * from that frame, which runs after the paint.
 */
export function firstPictureSettled(event: SyntheticEvent<HTMLImageElement>): void {
  if (shown.get()) return;
  const image = event.currentTarget;
  const afterPaint = (): void => {
    if (reportsLargestPaint()) endWaitWithin(PAINT_REPORT_WAIT_MS);
    else requestAnimationFrame(() => endWaitWithin(0));
  };
  // decode() rejects for a picture that failed: nothing more to wait for then either.
  (typeof image.decode === 'function' ? image.decode() : Promise.resolve()).then(afterPaint, afterPaint);
}

export function useFirstPictureShown(): boolean {
  return useStore(shown);
}

/**
 * Whether a picture at this address waits: every picture but the preloaded one, while the page's
 * first picture is not yet shown (a listing's other above-the-fold cards follow it by a frame).
 */
export function usePictureWaits(address: string | null): boolean {
  return !useFirstPictureShown() && address !== firstPicture;
}
