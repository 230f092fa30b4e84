import { AddToCartForm } from '../../cart';
import type { Product } from '@kodumasinad/contract';
import { memo } from 'react';
import { useRenderedCount } from '../../../lib/hooks/use-rendered-count';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';
import { CompareToggle } from '../../compare';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';
/** The cards of the first row on a phone and most of it on a wide screen: above the fold. */
const EAGER_CARDS = 4;
/** Cards rendered in one task: the first two rows of a wide screen, then as many per task. */
const CARDS_PER_TASK = 8;

/** One card with its actions; memoised, so a later slice of the grid leaves the earlier alone. */
const GridCard = memo(function GridCard({ product, eager }: { product: Product; eager: boolean }) {
  return (
    <li>
      <ProductCard
        product={product}
        eager={eager}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <AddToCartForm productId={product.id} productTitle={product.title} compact />
            <CompareToggle productId={product.id} productTitle={product.title} />
          </div>
        }
      />
    </li>
  );
});

/**
 * A listing page of products, each with its compare toggle. Memoised: the listing around it
 * renders again as each filter group's reply arrives, and 28 cards rendered again for nothing were
 * the longest tasks of a listing page's start (issue 11).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  stale,
}: {
  products: Product[];
  stale: boolean;
}) {
  const rendered = useRenderedCount(products.length, CARDS_PER_TASK, CARDS_PER_TASK);
  return (
    <ul
      aria-busy={stale || rendered < products.length || undefined}
      className={`${gridClass} transition-opacity ${stale ? 'opacity-60' : ''}`}
    >
      {products.slice(0, rendered).map((product, index) => (
        <GridCard key={product.id} product={product} eager={index < EAGER_CARDS} />
      ))}
    </ul>
  );
});

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClass} aria-busy="true" aria-label="Laadimine">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
