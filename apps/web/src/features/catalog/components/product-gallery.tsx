import type { GalleryImage } from '@kodumasinad/contract';
import { FocusScope } from '@react-aria/focus';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { useEscapeToClose } from '../../../lib/hooks/use-escape-to-close';
import { imageUrl, webpUrl } from '../../../lib/images';

/** A horizontal move of at least this many pixels is a swipe (shorter ones are taps). */
const SWIPE_PX = 40;

/**
 * Swipe by pointer events (touch, pen or mouse): a mostly horizontal move of SWIPE_PX or more
 * goes to the next (leftwards) or previous picture; the click that ends a swipe is swallowed.
 * `touch-action: pan-y` on the element keeps vertical scrolling with the browser.
 */
function useSwipe(onPrevious: () => void, onNext: () => void) {
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

function ArrowButton({
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

/** The zoomed view: the stored picture at full size in a modal dialog (focus kept inside, Escape closes). */
function ZoomDialog({
  images,
  index,
  title,
  onMove,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  title: string;
  onMove: (step: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  useEscapeToClose(onClose);
  const close = useRef<HTMLButtonElement>(null);
  // Before the first paint, like the confirm dialog: a key pressed at once already reaches it.
  useLayoutEffect(() => close.current?.focus(), []);
  const swipe = useSwipe(
    () => onMove(-1),
    () => onMove(1),
  );
  const image = images[index];
  const several = images.length > 1;
  const webp = image === undefined ? null : webpUrl(image.filename);
  return (
    <FocusScope contain restoreFocus>
      <div
        className="fixed inset-0 z-[70] flex items-center justify-center bg-slate-900/80 p-2 sm:p-6"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          data-testid="gallery-zoom"
          className="relative flex max-h-full w-full max-w-5xl flex-col rounded-lg bg-white p-3 shadow-xl sm:p-4"
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'ArrowLeft' && several) {
              event.preventDefault();
              onMove(-1);
            } else if (event.key === 'ArrowRight' && several) {
              event.preventDefault();
              onMove(1);
            }
          }}
        >
          <div className="mb-2 flex items-start justify-between gap-3">
            <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
              {several ? `${title} (pilt ${index + 1}/${images.length})` : title}
            </h2>
            <button
              ref={close}
              type="button"
              onClick={onClose}
              className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Sulge
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={swipe.onPointerDown}
            onPointerUp={swipe.onPointerUp}
            onPointerCancel={swipe.onPointerCancel}
          >
            {image !== undefined && (
              <picture className="contents">
                {webp !== null && <source type="image/webp" srcSet={webp} />}
                <img
                  src={imageUrl(image.filename)}
                  alt={`${title}, pilt ${index + 1}`}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  draggable={false}
                  className="max-h-[80vh] w-auto max-w-full object-contain"
                />
              </picture>
            )}
            {several && (
              <>
                <ArrowButton label="Eelmine pilt" side="left" onClick={() => onMove(-1)}>
                  ‹
                </ArrowButton>
                <ArrowButton label="Järgmine pilt" side="right" onClick={() => onMove(1)}>
                  ›
                </ArrowButton>
              </>
            )}
          </div>
        </div>
      </div>
    </FocusScope>
  );
}

/**
 * The product page's gallery (issue 24): the main picture (size 600, loaded at once as before:
 * the page's largest paint, decision 061), previous/next arrows, swipe on touch screens, arrow
 * keys on the focused picture, lazy thumbnails that switch it, and a zoomed view in a dialog.
 * The position is announced ("Pilt 2/4") in a live region.
 */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const count = images.length;
  const several = count > 1;
  const current = images[Math.min(index, Math.max(count - 1, 0))];

  const show = (next: number) => {
    if (count === 0) return;
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    setAnnouncement(`Pilt ${wrapped + 1}/${count}`);
  };
  const move = (step: number) => show(index + step);
  const swipe = useSwipe(
    () => move(-1),
    () => move(1),
  );

  return (
    <section aria-label="Tootepildid" aria-roledescription="galerii">
      <div
        className="relative aspect-square w-full touch-pan-y overflow-hidden rounded-lg border border-slate-200 bg-white p-4 select-none"
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
      >
        <button
          type="button"
          className="block h-full w-full cursor-zoom-in rounded focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default"
          aria-label={current === undefined ? undefined : `Suurenda pilti: ${title}`}
          disabled={current === undefined}
          data-testid="gallery-main"
          onClick={() => {
            if (swipe.consumeSwipe()) return;
            setZoomed(true);
          }}
          onKeyDown={(event) => {
            if (!several) return;
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              move(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              move(1);
            }
          }}
        >
          <ProductImage filename={current?.filename ?? null} alt={title} size={600} eager />
        </button>
        {several && (
          <>
            <ArrowButton label="Eelmine pilt" side="left" onClick={() => move(-1)}>
              ‹
            </ArrowButton>
            <ArrowButton label="Järgmine pilt" side="right" onClick={() => move(1)}>
              ›
            </ArrowButton>
          </>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="gallery-announcer">
        {announcement}
      </p>
      {count > 0 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Pildid">
          {images.map((image, position) => (
            <li key={`${image.filename}-${position}`} className="shrink-0">
              <button
                type="button"
                aria-label={`Pilt ${position + 1}`}
                aria-pressed={position === index}
                onClick={() => show(position)}
                className={`size-[75px] overflow-hidden rounded border bg-white p-1 ${
                  position === index ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'
                }`}
              >
                <ProductImage filename={image.filename} alt="" size={100} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && current !== undefined && (
        <ZoomDialog
          images={images}
          index={index}
          title={title}
          onMove={move}
          onClose={() => setZoomed(false)}
        />
      )}
    </section>
  );
}
