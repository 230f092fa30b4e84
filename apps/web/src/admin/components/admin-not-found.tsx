import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

/** A back-office address that names no screen (or one still to come). */
export function AdminNotFound() {
  return (
    <section data-testid="admin-not-found">
      <PageTitle>Lehte ei leitud</PageTitle>
      <Link to="/haldus" className="font-medium text-brand-700 hover:underline">
        Tagasi töölauale
      </Link>
    </section>
  );
}
