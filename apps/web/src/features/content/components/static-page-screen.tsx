import { useLocation } from 'react-router';
import { HtmlContent } from '../../../components/ui/html-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { pathSegments } from '../../../lib/path-segments';
import { SPECIAL_OFFERS_SLUG } from '../../../lib/special-offers';
import { useIsLoggedIn } from '../../../lib/state/user';
import { ProductListing } from '../../catalog';
import { usePage } from '../api/page';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';

/**
 * /{page}: a content page by slug (SPEC §2, public). The special-offers page goes on with the
 * listing of campaign products for a logged-in user (prices need a price list).
 */
export function StaticPageScreen() {
  const [slug = '', filters] = pathSegments(useLocation().pathname);
  const page = usePage(slug);
  const loggedIn = useIsLoggedIn();
  if (page.isPending) return <Skeleton lines={6} />;
  if (page.isError) return <NotFoundScreen />;
  return (
    <>
      <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PageTitle>{page.data.title}</PageTitle>
        <HtmlContent html={page.data.content} />
      </article>
      {slug === SPECIAL_OFFERS_SLUG && loggedIn && (
        <ProductListing source={{ kind: 'special' }} filtersSegment={filters} />
      )}
    </>
  );
}
