import { RECENCY_DAYS } from '@kodumasinad/contract';
import { useRecentProducts } from '../api/recent-products';
import { ProductStrip } from './product-strip';

/** Home: 'Viimati vaadatud' — the user's product views of the last 45 days. */
export function RecentProducts() {
  const recent = useRecentProducts();
  return (
    <ProductStrip
      title="Viimati vaadatud"
      testId="recent-products"
      products={recent.data}
      loading={recent.isPending}
      empty={
        recent.isError
          ? 'Tooteid ei õnnestunud laadida.'
          : `Viimase ${RECENCY_DAYS} päeva jooksul pole ühtegi toodet vaadatud.`
      }
    />
  );
}
