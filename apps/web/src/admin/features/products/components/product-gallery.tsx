import { PRODUCT_IMAGE_ACCEPT, type ProductImage } from '@kodumasinad/contract/admin';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, buttonClass } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { isApiError } from '../../../../lib/api/api-error';
import { imageUrl } from '../../../../lib/images';
import { useDeleteProductImage } from '../api/delete-product-image';
import { useProductImages } from '../api/product-images';
import { useReorderProductImages } from '../api/reorder-product-images';
import { useUploadProductImages } from '../api/upload-product-images';

/** The stored path of a picture from its address ('/images/products/…' → 'products/…'). */
const filenameOf = (image: ProductImage) => image.url.replace(/^\/images\//, '');

/** `images` with the picture at `from` moved to `to`. */
function moved(images: readonly ProductImage[], from: number, to: number): ProductImage[] {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image !== undefined) next.splice(to, 0, image);
  return next;
}

/** Whether a drag carries files from outside (an upload) rather than one of the thumbnails. */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * A product's picture gallery in the back-office (issue 24, decision 083), for the product editor:
 * thumbnails in order (the first is the main picture, the one listings show), upload of several
 * pictures at once by the file input or by dropping them on the drop zone, reorder by drag and by
 * keyboard (the buttons, or ← and → on a focused picture), "Määra põhipildiks", and delete after a
 * confirmation. Every change is read out in a live region; when a move takes away or disables the
 * button pressed, focus goes to the moved picture. The server checks each file.
 */
export function ProductGallery({ productId }: { productId: number }) {
  const id = useId();
  const images = useProductImages(productId);
  const upload = useUploadProductImages(productId);
  const reorder = useReorderProductImages(productId);
  const remove = useDeleteProductImage(productId);
  const { confirm, dialog } = useConfirm();
  const [announcement, setAnnouncement] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  // The picture whose item gets the focus back after a keyboard move re-renders the list.
  const [focusId, setFocusId] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusId === null) return;
    items.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, images.data]);

  const list = images.data ?? [];
  const busy = upload.isPending || reorder.isPending || remove.isPending;

  const send = (files: File[]) => {
    if (files.length === 0) return;
    setErrors([]);
    setAnnouncement(`Laaditakse üles ${files.length} ${files.length === 1 ? 'pilt' : 'pilti'}…`);
    upload.mutate(files, {
      onSuccess: () =>
        setAnnouncement(files.length === 1 ? 'Pilt on lisatud.' : `${files.length} pilti on lisatud.`),
      onError: (error) => {
        const messages = isApiError(error) ? (error.errors.files ?? [error.message]) : [];
        setErrors(messages);
        setAnnouncement(messages.length > 0 ? messages.join(' ') : 'Pilte ei õnnestunud lisada.');
      },
    });
  };

  const moveTo = (from: number, to: number, message: string, keepFocus = false) => {
    if (to < 0 || to >= list.length || from === to) return;
    const image = list[from];
    if (image === undefined) return;
    reorder.mutate(moved(list, from, to));
    setAnnouncement(message);
    if (keepFocus) setFocusId(image.id);
  };
  const step = (from: number, by: -1 | 1, keepFocus = false) => {
    const to = from + by;
    if (to < 0 || to >= list.length) {
      setAnnouncement(`Pilt ${from + 1} on juba ${by < 0 ? 'esimene' : 'viimane'}.`);
      return;
    }
    moveTo(
      from,
      to,
      `Pilt liikus kohale ${to + 1}/${list.length}${to === 0 ? ', see on nüüd põhipilt' : ''}.`,
      keepFocus,
    );
  };

  const onItemKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    // Only on the item itself: its buttons keep their own keys.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      step(index, -1, true);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(index, 1, true);
    }
  };

  const askDelete = async (image: ProductImage, index: number) => {
    const sure = await confirm({
      title: `Kas kustutada pilt ${index + 1}?`,
      message:
        index === 0 && list.length > 1
          ? 'See on põhipilt: põhipildiks saab järgmine pilt.'
          : 'Pilt eemaldatakse tootelt jäädavalt.',
      confirmLabel: 'Kustuta',
    });
    if (!sure) return;
    remove.mutate(image.id, { onSuccess: () => setAnnouncement(`Pilt ${index + 1} on kustutatud.`) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="product-gallery">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Pildid
      </h2>
      <div
        data-testid="gallery-drop-zone"
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDropping(false);
          send(Array.from(event.dataTransfer.files));
        }}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${
          dropping ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
        }`}
      >
        <p className="text-slate-600">Lohista pildid siia või</p>
        <label
          className={`${buttonClass('secondary')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700`}
        >
          Vali pildid
          <input
            ref={input}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_ACCEPT}
            aria-describedby={`${id}-hint`}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              send(files);
              // The same files may be chosen again after a refusal.
              if (input.current) input.current.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          JPEG, PNG, WebP või GIF, kuni 15 MB ja 40 megapikslit pildi kohta. Esimene pilt on põhipilt.
        </p>
        {upload.isPending && <p className="text-sm text-slate-700">Laaditakse üles…</p>}
      </div>
      {errors.length > 0 && (
        <ul role="alert" data-testid="gallery-errors" className="space-y-1 text-sm text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only" data-testid="gallery-announcer">
        {announcement}
      </p>
      {images.isPending ? (
        <p className="text-sm text-slate-600">Laadimine…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">Tootel pole veel pilte.</p>
      ) : (
        <>
          <p id={`${id}-keys`} className="text-xs text-slate-500">
            Järjekorda saab muuta lohistades, nuppudega või pildil nooleklahvidega ← ja →.
          </p>
          <ol aria-label="Tootepildid" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {list.map((image, index) => (
              <li
                key={image.id}
                ref={(element) => {
                  if (element) items.current.set(image.id, element);
                  else items.current.delete(image.id);
                }}
                tabIndex={0}
                draggable={!busy}
                aria-label={`Pilt ${index + 1}/${list.length}${index === 0 ? ', põhipilt' : ''}`}
                aria-describedby={`${id}-keys`}
                data-testid="gallery-item"
                onKeyDown={(event) => onItemKey(event, index)}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(image.id));
                  setDragged(image.id);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                onDragOver={(event) => {
                  if (dragged === null || dragged === image.id) return;
                  event.preventDefault();
                  setOver(image.id);
                }}
                onDragLeave={() => setOver((current) => (current === image.id ? null : current))}
                onDrop={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  const from = list.findIndex((other) => other.id === dragged);
                  setDragged(null);
                  setOver(null);
                  if (from >= 0)
                    moveTo(
                      from,
                      index,
                      `Pilt liikus kohale ${index + 1}/${list.length}${index === 0 ? ', see on nüüd põhipilt' : ''}.`,
                    );
                }}
                className={`flex flex-col gap-2 rounded-lg border bg-white p-2 focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  over === image.id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
                } ${dragged === image.id ? 'opacity-50' : ''} ${busy ? '' : 'cursor-grab'}`}
              >
                <div className="relative aspect-square overflow-hidden rounded bg-slate-50">
                  <img
                    src={imageUrl(filenameOf(image), 200)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={200}
                    height={200}
                    draggable={false}
                    className="h-full w-full object-contain"
                  />
                  {index === 0 && (
                    <span className="absolute top-1 left-1 rounded bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                      Põhipilt
                    </span>
                  )}
                </div>
                <p className="text-xs text-slate-500">
                  {image.width} × {image.height}
                </p>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="secondary"
                    className="px-2 py-1"
                    aria-label={`Liiguta vasakule: pilt ${index + 1}`}
                    disabled={busy || index === 0}
                    // Disabled once the picture is first: focus goes to the picture then.
                    onClick={() => step(index, -1, index === 1)}
                  >
                    <span aria-hidden="true">←</span>
                  </Button>
                  <Button
                    variant="secondary"
                    className="px-2 py-1"
                    aria-label={`Liiguta paremale: pilt ${index + 1}`}
                    disabled={busy || index === list.length - 1}
                    onClick={() => step(index, 1, index === list.length - 2)}
                  >
                    <span aria-hidden="true">→</span>
                  </Button>
                  {index > 0 && (
                    <Button
                      variant="secondary"
                      className="px-2 py-1"
                      aria-label={`Määra põhipildiks: pilt ${index + 1}`}
                      disabled={busy}
                      // The main picture has no such button: focus goes to the picture.
                      onClick={() => moveTo(index, 0, `Pilt ${index + 1} on nüüd põhipilt.`, true)}
                    >
                      Määra põhipildiks
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-red-700 hover:bg-red-50"
                    aria-label={`Kustuta pilt ${index + 1}`}
                    disabled={busy}
                    onClick={() => void askDelete(image, index)}
                  >
                    Kustuta
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      {dialog}
    </section>
  );
}
