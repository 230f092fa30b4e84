import type { GalleryImage } from '@kodumasinad/contract';
import { lazy, Suspense, useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { ArrowButton, useSwipe } from './gallery-controls';

const ZoomDialog = lazy(() => import('./product-gallery-zoom').then((m) => ({ default: m.ZoomDialog })));

/**
 * The product page's gallery (issue 24): the main picture (size 600, loaded at once as before:
 * the page's largest paint, decision 061), previous/next arrows, swipe on touch screens, arrow
 * keys on the focused picture, lazy thumbnails that switch it, and a zoomed view in a dialog
 * (product-gallery-zoom.tsx, loaded when first opened).
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
        <Suspense fallback={null}>
          <ZoomDialog
            images={images}
            index={index}
            title={title}
            onMove={move}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
