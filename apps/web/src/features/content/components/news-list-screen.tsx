import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useNewsList } from '../api/news-list';

export const NEWS_PER_PAGE = 10;

/** `?page=n` of the news list; anything else is the first page. */
function pageFromParams(params: URLSearchParams): number {
  const value = params.get('page');
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

const newsListHref = (page: number) => (page > 1 ? `/uudised?page=${page}` : '/uudised');

/** /uudised: every published news item, newest first, a page at a time. */
export function NewsListScreen() {
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const news = useNewsList(page, NEWS_PER_PAGE);
  const reply = news.data;
  return (
    <section>
      <PageTitle>Uudised</PageTitle>
      {news.isPending && <Skeleton lines={6} title={false} />}
      {news.isError && <p className="text-slate-600">Uudiseid ei õnnestunud laadida.</p>}
      {reply && reply.data.length === 0 && <p className="text-slate-600">Uudiseid pole.</p>}
      {reply && reply.data.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-6 shadow-sm">
          {reply.data.map((item) => (
            <li key={item.id} data-testid="news-row" className="py-4">
              <time dateTime={item.published_at} className="text-sm text-slate-500">
                {formatDate(item.published_at)}
              </time>
              <h2 className="text-lg font-semibold">
                <Link
                  to={`/uudised/${encodeURIComponent(item.url)}`}
                  className="text-brand-800 hover:underline"
                >
                  {item.title}
                </Link>
              </h2>
              <p className="text-slate-600">{item.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      {reply && (
        <Pagination page={reply.meta.current_page} lastPage={reply.meta.last_page} hrefFor={newsListHref} />
      )}
    </section>
  );
}
