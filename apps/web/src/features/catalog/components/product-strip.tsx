import type { Product } from '@kodumasinad/contract';
import { useId } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';

interface ProductStripProps {
  title: string;
  products: Product[] | undefined;
  testId?: string;
  loading?: boolean;
  /** Shown when the list is empty; without it an empty list hides the section. */
  empty?: string;
  /** How many of the first cards load their pictures at once and first (above the fold). */
  eagerCount?: number;
}

/** A titled row of small product cards (add-ons, related, similar, home sections). */
export function ProductStrip({
  title,
  products,
  testId,
  loading = false,
  empty,
  eagerCount = 0,
}: ProductStripProps) {
  const id = useId();
  if (!loading && (products?.length ?? 0) === 0 && !empty) return null;
  return (
    <section data-testid={testId} aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {loading ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
          aria-busy="true"
          aria-label="Laadimine"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <ProductCardSkeleton key={index} small />
          ))}
        </div>
      ) : products && products.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} small eager={index < eagerCount} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
