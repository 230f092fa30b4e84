import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The last crumb (the page itself) has no link. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Asukoht" className="mb-3 text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <li>
          <Link to="/" className="hover:text-brand-700 hover:underline">
            Avaleht
          </Link>
        </li>
        {items.map((item) => (
          <li key={`${item.label}-${item.to ?? ''}`} className="flex items-center gap-x-1.5">
            <span aria-hidden="true">/</span>
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
