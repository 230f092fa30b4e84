import { AddToCartForm } from '../../cart';
import type { Product } from '@kodumasinad/contract';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';
import { CompareToggle } from '../../compare';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';
/** The cards of the first row on a phone and most of it on a wide screen: above the fold. */
const EAGER_CARDS = 4;

/** A listing page of products, each with its compare toggle. */
export function ProductGrid({ products, stale }: { products: Product[]; stale: boolean }) {
  return (
    <ul
      aria-busy={stale || undefined}
      className={`${gridClass} transition-opacity ${stale ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < EAGER_CARDS}
            actions={
              <div className="flex flex-wrap items-center gap-2">
                <AddToCartForm productId={product.id} productTitle={product.title} compact />
                <CompareToggle productId={product.id} productTitle={product.title} />
              </div>
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClass} aria-busy="true" aria-label="Laadimine">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
