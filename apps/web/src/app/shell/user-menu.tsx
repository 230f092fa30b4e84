import type { User } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { Dropdown, dropdownItemClass } from '../../components/ui/dropdown';
import { UserIcon } from '../../components/ui/icons';
import { useLogout } from '../../features/auth/api/logout';
import { PricelistSwitch } from './pricelist-switch';
import { accountLinks } from './site-links';

/** The user dropdown: company and user name on the button; views, account pages and logout. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <Dropdown
      testId="user-menu"
      label={
        <>
          <UserIcon />
          <span className="sr-only flex flex-col text-left leading-tight lg:not-sr-only">
            <span className="text-xs text-brand-200">{user.b2b_client.name}</span> <span>{user.name}</span>
          </span>
        </>
      }
    >
      {(close) => (
        <>
          <PricelistSwitch active={user.active_pricelist} />
          <nav aria-label="Konto" className="mt-1 border-t border-slate-100 pt-1">
            {accountLinks(user.b2b_client.can_offers).map((link) => (
              <Link key={link.to} to={link.to} onClick={close} className={dropdownItemClass}>
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="mt-1 border-t border-slate-100 pt-1">
            <button
              type="button"
              className={dropdownItemClass}
              disabled={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
            >
              Logi välja
            </button>
          </div>
        </>
      )}
    </Dropdown>
  );
}
