import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name when the label alone does not say what opens. */
  ariaLabel?: string;
  testId?: string;
  align?: 'left' | 'right';
  /** Gets `close` so a chosen entry can shut the menu. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a panel; closes on outside click, Escape (focus back on the button),
 * a chosen entry, or when Tab moves focus out of it (issue 10).
 */
export function Dropdown({ label, ariaLabel, testId, align = 'right', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A layout effect: under Preact (the production build) a plain effect runs only after the next
  // frame, so an Escape pressed right after opening would find no listener yet.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        // Tab past the last entry (a click elsewhere is the mousedown handler's).
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        data-testid={testId}
        aria-label={ariaLabel}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {label}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className={`absolute top-full z-40 mt-2 min-w-64 rounded-md border border-slate-200 bg-white py-2 text-sm text-slate-800 shadow-lg ${
            align === 'right' ? 'right-0' : 'left-0'
          }`}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

export const dropdownItemClass =
  'block w-full px-4 py-2 text-left text-slate-700 hover:bg-slate-100 hover:text-brand-800 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700';
