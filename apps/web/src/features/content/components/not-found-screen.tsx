import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

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
