import { useRef, type PointerEvent, type ReactNode } from 'react';

/** A horizontal move of at least this many pixels is a swipe (shorter ones are taps). */
const SWIPE_PX = 40;

/**
 * Swipe by pointer events (touch, pen or mouse): a mostly horizontal move of SWIPE_PX or more
 * goes to the next (leftwards) or previous picture; the click that ends a swipe is swallowed.
 * `touch-action: pan-y` on the element keeps vertical scrolling with the browser.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (from === null) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
    /** Whether the click now arriving ends a swipe (and should do nothing). */
    consumeSwipe(): boolean {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}

export function ArrowButton({
  label,
  onClick,
  side,
  children,
}: {
  label: string;
  onClick: () => void;
  side: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} grid size-10 -translate-y-1/2 place-items-center rounded-full border border-slate-300 bg-white/90 text-xl text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
