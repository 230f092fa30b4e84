import { Link } from 'react-router';
import { buttonClass } from './button';
import { PageTitle } from './page-title';

/** The 404 page: for unknown paths and for a page, news item or product the server does not have. */
export function NotFoundScreen() {
  return (
    <section className="py-12 text-center">
      <p className="mb-2 text-6xl font-bold text-brand-800">404</p>
      <PageTitle>Lehte ei leitud</PageTitle>
      <p className="mb-8 text-slate-600">Otsitud lehte ei ole olemas või on see eemaldatud.</p>
      <Link to="/" className={buttonClass()}>
        Avalehele
      </Link>
    </section>
  );
}
