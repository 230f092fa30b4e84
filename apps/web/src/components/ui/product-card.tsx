import type { Product } from '@kodumasinad/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productLinkIntent } from '../../lib/prefetch';
import { Price } from './price';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: Product;
  /** Buttons under the price (the listing's compare toggle). */
  actions?: ReactNode;
  /** The small card of product page strips and home sections. */
  small?: boolean;
  /** Above the fold: its picture loads at once and first (see ProductImage). */
  eager?: boolean;
}

/** One product in a grid: picture, title and code linking to the product page, price. */
export function ProductCard({ product, actions, small = false, eager = false }: ProductCardProps) {
  const href = `/${encodeURIComponent(product.url)}`;
  const intent = productLinkIntent(product.url);
  return (
    <article
      data-testid="product-card"
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="mb-3 block" {...intent}>
        <div className={`mx-auto ${small ? 'aspect-square max-h-36' : 'aspect-square max-h-52'}`}>
          <ProductImage filename={product.filename} alt="" size={small ? 200 : 300} eager={eager} />
        </div>
      </Link>
      <h2 className={`font-medium text-slate-900 ${small ? 'text-sm' : 'text-sm sm:text-base'}`}>
        <Link to={href} className="line-clamp-3 hover:text-brand-700 hover:underline" {...intent}>
          {product.title}
        </Link>
      </h2>
      <p className="mt-0.5 text-xs break-all text-slate-500">{product.code}</p>
      <div className="mt-auto pt-3">
        <Price product={product} size={small ? 'sm' : 'md'} />
        {actions && <div className="mt-2">{actions}</div>}
      </div>
    </article>
  );
}

/** Placeholder cards while a grid loads. */
export function ProductCardSkeleton({ small = false }: { small?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className={`mb-3 aspect-square w-full rounded bg-slate-200 ${small ? 'max-h-36' : 'max-h-52'}`} />
      <div className="h-4 w-11/12 rounded bg-slate-200" />
      <div className="mt-2 h-4 w-2/3 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/3 rounded bg-slate-200" />
      <div className="mt-4 h-5 w-1/2 rounded bg-slate-200" />
    </div>
  );
}
