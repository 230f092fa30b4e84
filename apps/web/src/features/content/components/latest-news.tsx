import { HOME_NEWS_COUNT } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useNewsList } from '../api/news-list';

export function LatestNews() {
  // The page carries this call's reply (decision 059): the contract names its parameters.
  const news = useNewsList(1, HOME_NEWS_COUNT);
  return (
    <section
      aria-labelledby="news-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="news-title" className="text-xl font-semibold">
          Uudised
        </h2>
        <Link to="/uudised" className="text-sm font-medium text-brand-700 hover:underline">
          Kõik uudised
        </Link>
      </div>
      {news.isPending && <Skeleton lines={3} title={false} />}
      {news.isError && <p className="text-slate-600">Uudiseid ei õnnestunud laadida.</p>}
      {news.isSuccess && news.data.data.length === 0 && <p className="text-slate-600">Uudiseid pole.</p>}
      {news.isSuccess && news.data.data.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {news.data.data.map((item) => (
            <li key={item.id} className="py-3">
              <time dateTime={item.published_at} className="text-sm text-slate-500">
                {formatDate(item.published_at)}
              </time>
              <Link
                to={`/uudised/${encodeURIComponent(item.url)}`}
                className="block font-medium text-brand-800 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-sm text-slate-600">{item.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
