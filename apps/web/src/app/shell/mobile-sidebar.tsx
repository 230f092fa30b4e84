import { FocusScope } from '@react-aria/focus';
import { type MouseEvent } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { useLogout } from '../../features/auth/api/logout';
import { useMenu } from '../../features/content/api/menu';
import { setMobileMenuOpen, useMobileMenuOpen } from '../../lib/state/loader';
import { useUser } from '../../lib/state/user';
import { useEscapeToClose } from '../../lib/hooks/use-escape-to-close';
import { PricelistSwitch } from './pricelist-switch';
import { accountLinks, HELP_LINKS } from './site-links';
import { useSwipeLeft } from './use-swipe-left';

const linkClass = 'block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100';
const headingClass = 'px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

const close = () => setMobileMenuOpen(false);

/** Choosing any link closes the sidebar (SPEC §2). */
function closeOnLink(event: MouseEvent) {
  if ((event.target as HTMLElement).closest('a')) close();
}

function CategoryLinks() {
  const menu = useMenu(true);
  if (!menu.data || menu.data.length === 0) return null;
  return (
    <>
      <p className={headingClass}>Tooted</p>
      <ul>
        {menu.data.map((item) => (
          <li key={item.id}>
            {item.url ? (
              <Link to={item.url} className={`${linkClass} font-medium`}>
                {item.title}
              </Link>
            ) : (
              <span className="block px-3 py-2 font-medium text-slate-900">{item.title}</span>
            )}
            {item.children.length > 0 && (
              <ul className="ml-3 border-l border-slate-200">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <Link to={child.url} className={`${linkClass} text-sm`}>
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The mobile sidebar exists in the DOM only while open. It closes on a left swipe, a click on
 * the overlay, Escape, or when a link is chosen. It is a modal dialog: React Aria's FocusScope
 * moves focus into it, keeps it there and returns it to the menu toggle on close (decision 018).
 */
export function MobileSidebar() {
  const open = useMobileMenuOpen();
  const user = useUser();
  const logout = useLogout();
  const swipe = useSwipeLeft(close);
  useEscapeToClose(close, open);

  if (!open) return null;
  return (
    <FocusScope contain restoreFocus autoFocus>
      <div
        data-testid="mobile-overlay"
        aria-hidden="true"
        onClick={close}
        className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50"
      />
      <div
        id="mobile-sidebar"
        data-testid="mobile-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="Menüü"
        {...swipe}
        onClick={closeOnLink}
        className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] animate-slide-in flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white">
          <span className="font-semibold">{user ? user.b2b_client.name : 'Menüü'}</span>
          <button
            type="button"
            aria-label="Sulge menüü"
            onClick={close}
            className="rounded-md p-1 hover:bg-white/10"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Peamenüü" className="flex-1 p-2">
          <Link to="/" className={linkClass}>
            Avaleht
          </Link>
          {user ? (
            <>
              <p className={headingClass}>{user.name}</p>
              <PricelistSwitch active={user.active_pricelist} />
              {accountLinks(user.b2b_client.can_offers).map((link) => (
                <Link key={link.to} to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              ))}
              <button
                type="button"
                className={`${linkClass} w-full text-left`}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                Logi välja
              </button>
              <CategoryLinks />
            </>
          ) : (
            <>
              <Link to="/login" className={linkClass}>
                Logi sisse
              </Link>
              <Link to="/password/reset" className={linkClass}>
                Unustasid salasõna?
              </Link>
            </>
          )}
          <p className={headingClass}>Abi</p>
          {HELP_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </FocusScope>
  );
}
