import { useFeaturedProducts } from '../api/featured-products';
import { ProductStrip } from './product-strip';

/** Home: 'Esiletõstetud tooted'. */
export function FeaturedProducts() {
  const featured = useFeaturedProducts();
  return (
    <ProductStrip
      title="Esiletõstetud tooted"
      testId="featured-products"
      products={featured.data}
      loading={featured.isPending}
      // The first row on a phone: the page preloads the first one's picture (decision 059).
      eagerCount={2}
      empty={featured.isError ? 'Tooteid ei õnnestunud laadida.' : 'Esiletõstetud tooteid praegu pole.'}
    />
  );
}
