import { useRef, type TouchEvent } from 'react';

/** SPEC §2: the sidebar closes on a left swipe; 50 px leftwards, more sideways than vertical. */
export const SWIPE_MIN_DISTANCE = 50;

interface Point {
  x: number;
  y: number;
}

function pointOf(event: TouchEvent): Point | null {
  const touch = event.touches[0] ?? event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

export function useSwipeLeft(onSwipe: () => void) {
  const start = useRef<Point | null>(null);
  const last = useRef<Point | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      start.current = pointOf(event);
      last.current = start.current;
    },
    onTouchMove(event: TouchEvent) {
      last.current = pointOf(event) ?? last.current;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const to = (event.changedTouches[0] ? pointOf(event) : null) ?? last.current;
      start.current = null;
      last.current = null;
      if (!from || !to) return;
      const dx = from.x - to.x;
      if (dx >= SWIPE_MIN_DISTANCE && dx > Math.abs(to.y - from.y)) onSwipe();
    },
  };
}
