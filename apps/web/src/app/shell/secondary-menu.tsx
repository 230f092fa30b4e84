import type { MenuItem } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { useMenu } from '../../features/content/api/menu';
import { getBootstrap } from '../../lib/bootstrap';
import { SPECIAL_OFFERS_SLUG } from '../../lib/special-offers';

const SPECIAL_OFFERS = { slug: SPECIAL_OFFERS_SLUG, label: 'Eripakkumised' };

function linkEntries(links: Record<string, string>) {
  return Object.entries(links).map(([label, to]) => ({ label, to }));
}

function MenuPopup({ item }: { item: MenuItem }) {
  const extraLinks = linkEntries(item.links);
  if (item.children.length === 0 && extraLinks.length === 0) return null;
  return (
    <div
      className={`invisible absolute top-full left-0 z-30 rounded-b-md border border-t-0 border-slate-200 bg-white p-4 text-sm text-slate-800 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${
        item.two_columns ? 'grid w-[36rem] grid-cols-2 gap-x-8' : 'w-72'
      }`}
    >
      {item.children.map((child) => (
        <div key={child.id} className="mb-3 break-inside-avoid">
          <Link to={child.url} className="font-semibold text-brand-800 hover:underline">
            {child.title}
          </Link>
          {Object.keys(child.links).length > 0 && (
            <ul className="mt-1 space-y-0.5">
              {linkEntries(child.links).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-600 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {extraLinks.length > 0 && (
        <ul className="col-span-full space-y-0.5 border-t border-slate-100 pt-2">
          {extraLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-brand-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const topClass =
  'block px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Special offers plus the category menu with hover popups (logged in only, SPEC §2). */
export function SecondaryMenu() {
  const menu = useMenu(true);
  const items = menu.data ?? [];
  const hasSpecialOffers =
    getBootstrap().pages.includes(SPECIAL_OFFERS.slug) &&
    !items.some((item) => item.url === `/${SPECIAL_OFFERS.slug}`);
  return (
    <nav
      aria-label="Tootekategooriad"
      data-testid="secondary-menu"
      className="border-b border-slate-200 bg-white"
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap px-3">
        {hasSpecialOffers && (
          <li>
            <Link to={`/${SPECIAL_OFFERS.slug}`} className={topClass}>
              {SPECIAL_OFFERS.label}
            </Link>
          </li>
        )}
        {items.map((item) => (
          <li key={item.id} className="group relative">
            {item.url ? (
              <Link to={item.url} className={topClass} aria-haspopup={item.children.length > 0 || undefined}>
                {item.title}
              </Link>
            ) : (
              <button type="button" className={topClass} aria-haspopup="true">
                {item.title}
              </button>
            )}
            <MenuPopup item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
