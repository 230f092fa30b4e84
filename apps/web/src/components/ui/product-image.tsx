import { FALLBACK_IMAGE, imageUrl, webpUrl, type ImageSize } from '../../lib/images';
import { firstPictureSettled, usePictureWaits } from '../../lib/first-picture';

interface ProductImageProps {
  filename: string | null;
  alt: string;
  /** The size requested from the server (SPEC §9 sizes); the box is sized by `className`. */
  size: ImageSize;
  className?: string;
  /**
   * Above-the-fold pictures (the product page's main one, a listing's first row) load at once and
   * first (`fetchpriority="high"`): one of them is the screen's largest paint.
   */
  eager?: boolean;
}

/**
 * A lazy product picture (SPEC §9): webp for browsers that take it, the stored jpg/png
 * otherwise, the fallback picture when the product has none. While a page starts, every picture but
 * the one the page preloads gets its address only once that one has painted (lib/first-picture).
 */
export function ProductImage({ filename, alt, size, className = '', eager = false }: ProductImageProps) {
  const webp = webpUrl(filename, size);
  const held = usePictureWaits(webp);
  const imgClass = `lazy h-full w-full object-contain ${className}`;
  const onSettled = eager ? firstPictureSettled : undefined;
  if (!webp) {
    return (
      <img
        src={held ? undefined : FALLBACK_IMAGE}
        onLoad={onSettled}
        onError={onSettled}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={size}
        height={size}
        className={imgClass}
      />
    );
  }
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={held ? undefined : webp} />
      <img
        src={held ? undefined : imageUrl(filename, size)}
        onLoad={onSettled}
        onError={onSettled}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        width={size}
        height={size}
        className={imgClass}
      />
    </picture>
  );
}
