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
      empty={featured.isError ? 'Tooteid ei õnnestunud laadida.' : 'Esiletõstetud tooteid praegu pole.'}
    />
  );
}
