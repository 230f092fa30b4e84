import { useParams } from 'react-router';
import { ProductListing } from './product-listing';

/** /{category}/{filters?} (SPEC §2): a category's listing. */
export function CategoryScreen() {
  // The slug routes are /:slug and /:category/:filters; both land here for a category.
  const { slug, category, filters } = useParams();
  return (
    <ProductListing source={{ kind: 'category', slug: category ?? slug ?? '' }} filtersSegment={filters} />
  );
}
