import { Link } from 'react-router';
import { Dropdown, dropdownItemClass } from '../../components/ui/dropdown';
import { getBootstrap } from '../../lib/bootstrap';
import { HELP_LINKS, telHref } from './site-links';

/** 'Abi': support phones, the wholesale e-mail and the help pages (SPEC §2). */
export function HelpMenu() {
  const { contacts } = getBootstrap();
  return (
    <Dropdown label="Abi" testId="help-menu">
      {(close) => (
        <>
          {(contacts.phones.length > 0 || contacts.email) && (
            <div className="border-b border-slate-100 px-4 pb-2">
              <p className="py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Klienditugi</p>
              {contacts.phones.map((phone) => (
                <a key={phone} href={telHref(phone)} className="block py-1 text-brand-700 hover:underline">
                  {phone}
                </a>
              ))}
              {contacts.email && (
                <a href={`mailto:${contacts.email}`} className="block py-1 text-brand-700 hover:underline">
                  {contacts.email}
                </a>
              )}
            </div>
          )}
          <nav aria-label="Abi" className="pt-1">
            {HELP_LINKS.map((link) => (
              <Link key={link.to} to={link.to} onClick={close} className={dropdownItemClass}>
                {link.label}
              </Link>
            ))}
          </nav>
        </>
      )}
    </Dropdown>
  );
}
