import { useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';

/** The main picture (size 600) with thumbnails that switch it. */
export function ProductGallery({ pictures, title }: { pictures: (string | null)[]; title: string }) {
  const [index, setIndex] = useState(0);
  const shown = pictures[index] ?? pictures[0] ?? null;
  return (
    <div>
      <div className="aspect-square w-full overflow-hidden rounded-lg border border-slate-200 bg-white p-4">
        <ProductImage filename={shown} alt={title} size={600} eager />
      </div>
      {pictures.length > 0 && pictures[0] !== null && (
        <ul className="mt-3 flex gap-2" aria-label="Pildid">
          {pictures.map((picture, position) => (
            <li key={`${picture ?? 'none'}-${position}`}>
              <button
                type="button"
                aria-label={`Pilt ${position + 1}`}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={`size-[75px] overflow-hidden rounded border bg-white p-1 ${
                  position === index ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'
                }`}
              >
                <ProductImage filename={picture} alt="" size={100} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
