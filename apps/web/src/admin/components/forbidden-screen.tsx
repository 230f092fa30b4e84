import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

/** Shown in place of a screen whose call answered 403. */
export function ForbiddenScreen() {
  return (
    <section data-testid="admin-forbidden">
      <PageTitle>Puudub õigus</PageTitle>
      <p className="mb-4 text-slate-700">Sinu rollil ei ole selle lehe kasutamiseks õigust.</p>
      <Link to="/haldus" className="font-medium text-brand-700 hover:underline">
        Tagasi töölauale
      </Link>
    </section>
  );
}
