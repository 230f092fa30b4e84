import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useUser } from '../../../lib/state/user';
import { FeaturedProducts, RecentProducts } from '../../catalog';
import { LatestNews } from './latest-news';

const tileClass =
  'block rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md';

/** Home: greeting, quick links, featured and recently viewed products, latest news. */
export function HomeScreen() {
  const user = useUser();
  // Wording differs from the user menu's entries on purpose: link names stay unique on the page.
  const quickLinks = [
    { to: '/tellimused', title: 'Tellimuste ülevaade', text: 'Vaata oma tellimusi ja nende olekut.' },
    { to: '/arved', title: 'Arvete ülevaade', text: 'Vaata arveid ja tasu neid.' },
    ...(user?.b2b_client.can_offers
      ? [{ to: '/pakkumised', title: 'Pakkumiste koostamine', text: 'Koosta ja halda hinnapakkumisi.' }]
      : []),
    { to: '/kontakt', title: 'Võta ühendust', text: 'Küsi nõu või anna tagasisidet.' },
  ];
  return (
    <div className="space-y-8">
      <div>
        <PageTitle documentTitle="Avaleht">Tere{user ? `, ${user.name}` : ''}!</PageTitle>
        {user && (
          <p className="-mt-4 text-slate-600">
            Oled sisse logitud ettevõtte <strong>{user.b2b_client.name}</strong> kasutajana.
          </p>
        )}
      </div>
      <nav aria-label="Kiirlingid">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={tileClass}>
                <span className="block text-lg font-semibold text-brand-800">{link.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FeaturedProducts />
      <RecentProducts />
      <LatestNews />
    </div>
  );
}
