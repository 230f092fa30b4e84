import { useLocation } from 'react-router';
import { HtmlContent } from '../../../components/ui/html-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePage } from '../api/page';
import { NotFoundScreen } from './not-found-screen';

/** /{page}: a content page by slug (SPEC §2, public). */
export function StaticPageScreen() {
  const slug = decodeURIComponent(useLocation().pathname.replace(/^\/+|\/+$/g, ''));
  const page = usePage(slug);
  if (page.isPending) return <Skeleton lines={6} />;
  if (page.isError) return <NotFoundScreen />;
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <PageTitle>{page.data.title}</PageTitle>
      <HtmlContent html={page.data.content} />
    </article>
  );
}
