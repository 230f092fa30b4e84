import { Link } from 'react-router';
import { HtmlContent } from '../../components/ui/html-content';
import { useFooter } from '../../features/content/api/footer';
import { getBootstrap } from '../../lib/bootstrap';
import { HELP_LINKS } from './site-links';

/** Desktop footer (SPEC §2): ©, legal name, the footer-b2b HTML (sanitised) and useful links. */
export function Footer() {
  const { contacts, retail_url: retailUrl } = getBootstrap();
  const footer = useFooter();
  return (
    <footer data-testid="footer" className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-10 md:grid-cols-3">
        <div className="md:col-span-2">
          {footer.data && <HtmlContent html={footer.data.content} className="rich-text-invert text-sm" />}
        </div>
        <nav aria-label="Kasulikud lingid">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Kasulikud lingid</h2>
          <ul className="space-y-1 text-sm">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            {retailUrl && (
              <li>
                <a href={retailUrl} className="hover:text-white hover:underline">
                  Jaemüügi e-pood
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {contacts.legal_name}
      </div>
    </footer>
  );
}
