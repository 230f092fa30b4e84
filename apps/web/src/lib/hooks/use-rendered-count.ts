import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` when the list mounts, then `step` more in each
 * later task until all are there. A listing's 28 cards rendered in one go made the longest task
 * of a page's start (over 100 ms on a mid-range phone, issue 11); in slices the first row paints
 * sooner and the page answers input between them. Once grown, the count stays: a later list of
 * the same component (another page, other filters) renders whole rather than shrinking and
 * growing again under the buyer's eyes.
 */
export function useRenderedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
