import { Link } from 'react-router';
import { buttonClass } from './button';
import { PageTitle } from './page-title';

/**
 * The 404 page: for unknown paths and for a page, news item or product the server does not have.
 * `signInFrom`: an anonymous visitor's one-segment path, which may be a product only a signed-in
 * buyer sees; the page offers signing in and coming back there (issue 22, item 19).
 */
export function NotFoundScreen({ signInFrom }: { signInFrom?: string } = {}) {
  return (
    <section className="py-12 text-center">
      <p className="mb-2 text-6xl font-bold text-brand-800">404</p>
      <PageTitle>Lehte ei leitud</PageTitle>
      <p className="mb-8 text-slate-600">Otsitud lehte ei ole olemas või on see eemaldatud.</p>
      {signInFrom !== undefined && (
        <p className="mb-8 text-slate-600" data-testid="not-found-sign-in">
          Kui see on toote aadress, näed toodet pärast{' '}
          <Link to="/login" state={{ from: signInFrom }} className="font-medium text-brand-700 underline">
            sisselogimist
          </Link>
          .
        </p>
      )}
      <Link to="/" className={buttonClass()}>
        Avalehele
      </Link>
    </section>
  );
}
