/** What other features may use of the catalogue. */
export { ProductListing } from './components/product-listing';
export { FeaturedProducts } from './components/featured-products';
export { RecentProducts } from './components/recent-products';
