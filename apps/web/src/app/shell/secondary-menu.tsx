import type { MenuItem } from '@kodumasinad/contract';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useMenu } from '../../features/content/api/menu';
import { getBootstrap } from '../../lib/bootstrap';
import { onNavigation } from '../../lib/navigation';
import { SPECIAL_OFFERS_SLUG } from '../../lib/special-offers';

const SPECIAL_OFFERS = { slug: SPECIAL_OFFERS_SLUG, label: 'Eripakkumised' };

/** Room kept between an open popup and the window's edge. */
const EDGE_PX = 8;

function linkEntries(links: Record<string, string>) {
  return Object.entries(links).map(([label, to]) => ({ label, to }));
}

const hasPopup = (item: MenuItem) => item.children.length > 0 || Object.keys(item.links).length > 0;

// Sub-links are at least 24 px high (WCAG 2.2 target size).
const subLinkClass =
  'block rounded py-0.5 leading-5 text-slate-700 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

type FocusMove = 'next' | 'previous' | 'first' | 'last';

/** Moves focus among the links inside `container`, wrapping around at either end. */
function moveFocus(container: HTMLElement, move: FocusMove) {
  const links = [...container.querySelectorAll<HTMLElement>('a[href]')];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const last = links.length - 1;
  const index =
    move === 'first'
      ? 0
      : move === 'last'
        ? last
        : move === 'next'
          ? (at + 1) % links.length
          : at <= 0
            ? last
            : at - 1;
  links[index]?.focus();
}

const KEY_MOVES: Record<string, FocusMove> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The links of an open popup: the arrow keys move between them (wrapping), Home and End go to
 * the first and last, Escape closes it. Done by hand rather than with React Aria's focus manager,
 * which would bring its 5 KB into the first screen (issue 11).
 */
function PopupLinks({ item, onEscape }: { item: MenuItem; onEscape(): void }) {
  const extraLinks = linkEntries(item.links);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(event.currentTarget, move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  };
  return (
    <div onKeyDown={onKeyDown} className={item.two_columns ? 'grid grid-cols-2 gap-x-8' : ''}>
      {item.url && (
        <Link to={item.url} className={`${subLinkClass} col-span-full mb-2 font-semibold text-brand-800`}>
          Kõik: {item.title}
        </Link>
      )}
      {item.children.map((child) => (
        <div key={child.id} className="mb-3 break-inside-avoid">
          <Link to={child.url} className={`${subLinkClass} font-semibold text-brand-800`}>
            {child.title}
          </Link>
          {Object.keys(child.links).length > 0 && (
            <ul>
              {linkEntries(child.links).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={subLinkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {extraLinks.length > 0 && (
        <ul className="col-span-full border-t border-slate-100 pt-2">
          {extraLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`${subLinkClass} text-brand-700`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const topClass =
  'inline-flex items-center gap-1 px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700';

interface OpenState {
  id: number;
  /** A popup opened by the pointer closes when the pointer leaves it. */
  by: 'hover' | 'press';
}

/** One category with a popup: a disclosure button (one tab stop) and its links while open. */
function MenuEntry({
  item,
  open,
  onOpen,
  onClose,
}: {
  item: MenuItem;
  open: OpenState | null;
  onOpen(by: OpenState['by']): void;
  onClose(): void;
}) {
  const popupId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);
  const isOpen = open !== null;

  // Keep the open popup inside the window: move it left by what would stick out on the right.
  useLayoutEffect(() => {
    if (!isOpen || !popup.current) return;
    // The rectangle includes the current shift; undo it to get where the popup sits unshifted.
    const rect = popup.current.getBoundingClientRect();
    const overflow = rect.right + shift - (document.documentElement.clientWidth - EDGE_PX);
    setShift(Math.max(0, Math.min(overflow, rect.left + shift - EDGE_PX)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured once per opening
  }, [isOpen]);

  const closeToButton = () => {
    onClose();
    button.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && next && !event.currentTarget.contains(next)) onClose();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen('press');
      // The popup renders in this event's update; focus its first link after it.
      requestAnimationFrame(() => popup.current?.querySelector<HTMLElement>('a')?.focus());
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => !isOpen && onOpen('hover')}
      onMouseLeave={() => open?.by === 'hover' && onClose()}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={topClass}
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        onClick={() => (open?.by === 'press' ? onClose() : onOpen('press'))}
        onKeyDown={onButtonKeyDown}
      >
        {item.title}
        <ChevronDownIcon className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      {isOpen && (
        <div
          ref={popup}
          id={popupId}
          style={shift ? { transform: `translateX(-${shift}px)` } : undefined}
          className={`absolute top-full left-0 z-30 max-w-[calc(100vw-1rem)] rounded-b-md border border-t-0 border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg ${
            item.two_columns ? 'w-[36rem]' : 'w-72'
          }`}
        >
          <PopupLinks item={item} onEscape={closeToButton} />
        </div>
      )}
    </li>
  );
}

/**
 * Special offers plus the category menu (logged in only, SPEC §2). Each category with sub-links
 * is a disclosure button (WAI-ARIA disclosure navigation menu, issue 10): one tab stop per item,
 * the popup opens on hover, click, Enter/Space or ArrowDown; arrows move inside it; Escape,
 * leaving it with Tab or the pointer (when the pointer opened it) or a click outside close it.
 */
export function SecondaryMenu() {
  const menu = useMenu(true);
  const items = menu.data ?? [];
  const [open, setOpen] = useState<OpenState | null>(null);
  const nav = useRef<HTMLElement>(null);
  const hasSpecialOffers =
    getBootstrap().pages.includes(SPECIAL_OFFERS.slug) &&
    !items.some((item) => item.url === `/${SPECIAL_OFFERS.slug}`);

  useEffect(() => onNavigation(() => setOpen(null)), []);

  // Layout effect: listening before the popup's first paint (see components/ui/dropdown.tsx).
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Escape dismisses a popup the pointer opened, wherever focus is (WCAG 1.4.13).
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <nav
      ref={nav}
      aria-label="Tootekategooriad"
      data-testid="secondary-menu"
      className="border-b border-slate-200 bg-white"
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap px-3">
        {hasSpecialOffers && (
          <li>
            <Link to={`/${SPECIAL_OFFERS.slug}`} className={topClass}>
              {SPECIAL_OFFERS.label}
            </Link>
          </li>
        )}
        {items.map((item) =>
          hasPopup(item) ? (
            <MenuEntry
              key={item.id}
              item={item}
              open={open?.id === item.id ? open : null}
              onOpen={(by) => setOpen({ id: item.id, by })}
              onClose={() => setOpen((current) => (current?.id === item.id ? null : current))}
            />
          ) : (
            <li key={item.id}>
              {item.url ? (
                <Link to={item.url} className={topClass}>
                  {item.title}
                </Link>
              ) : (
                <span className={topClass}>{item.title}</span>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
