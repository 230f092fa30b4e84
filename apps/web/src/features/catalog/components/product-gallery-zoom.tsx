import type { GalleryImage } from '@kodumasinad/contract';
import { FocusScope } from '@react-aria/focus';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useEscapeToClose } from '../../../lib/hooks/use-escape-to-close';
import { imageUrl, webpUrl } from '../../../lib/images';
import { ArrowButton, useSwipe } from './gallery-controls';

/**
 * The gallery's zoomed view: the stored picture at full size in a modal dialog (focus kept inside,
 * Escape closes, labelled by the product's title and the position), with arrows, arrow keys and
 * swipe. A chunk of its own: the product page's first screen does not carry it (decision 061).
 */
export function ZoomDialog({
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
