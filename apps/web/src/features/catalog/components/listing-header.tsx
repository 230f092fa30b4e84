import type { CategoryListingReply } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { PageTitle } from '../../../components/ui/page-title';
import type { ListingSource } from '../api/listing-query';

type ListingCategory = NonNullable<CategoryListingReply['category']>;

function Subcategories({ category }: { category: ListingCategory }) {
  if (category.children.length === 0) return null;
  return (
    <nav aria-label="Alamkategooriad" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {category.children.map((child) => (
          <li key={child.slug}>
            <Link
              to={`/${encodeURIComponent(child.slug)}`}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-800"
            >
              {child.title}
              <span className="text-xs text-slate-500">({child.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Breadcrumbs, title and subcategories of a category (undefined while loading, null when
 * unknown); the phrase of a search.
 */
export function ListingHeader({
  source,
  category,
}: {
  source: ListingSource;
  category: ListingCategory | null | undefined;
}) {
  if (source.kind === 'search') return <PageTitle>{`Otsing: "${source.phrase}"`}</PageTitle>;
  if (source.kind === 'special') {
    return <h2 className="mt-10 mb-4 text-xl font-semibold text-slate-900">Kampaaniatooted</h2>;
  }
  if (category === null) return null;
  if (category === undefined) {
    return (
      <div className="mb-6 animate-pulse space-y-3" aria-hidden="true">
        <div className="h-4 w-48 rounded bg-slate-200" />
        <div className="h-8 w-64 rounded bg-slate-200" />
      </div>
    );
  }
  return (
    <>
      <Breadcrumbs
        items={[
          ...(category.parent
            ? [{ label: category.parent.title, to: `/${encodeURIComponent(category.parent.slug)}` }]
            : []),
          { label: category.title },
        ]}
      />
      <PageTitle>{category.title}</PageTitle>
      <Subcategories category={category} />
    </>
  );
}
