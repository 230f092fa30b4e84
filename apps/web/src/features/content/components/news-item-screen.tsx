import { Link, useParams } from 'react-router';
import { HtmlContent } from '../../../components/ui/html-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useNewsItem } from '../api/news-item';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';

/** /uudised/:url */
export function NewsItemScreen() {
  const { url = '' } = useParams();
  const item = useNewsItem(url);
  if (item.isPending) return <Skeleton lines={8} />;
  if (item.isError) return <NotFoundScreen />;
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="mb-2 text-sm text-slate-500">
        <time dateTime={item.data.published_at}>{formatDate(item.data.published_at)}</time>
      </p>
      <PageTitle>{item.data.title}</PageTitle>
      <HtmlContent html={item.data.content} />
      <p className="mt-8">
        <Link to="/uudised" className="text-brand-700 hover:underline">
          ← Kõik uudised
        </Link>
      </p>
    </article>
  );
}
