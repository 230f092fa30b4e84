import { Outlet } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

/** The cart; the checkout steps render below it (SPEC §2 children of /ostukorv). */
export function CartScreen() {
  return (
    <>
      <ComingSoon title="Ostukorv" />
      <Outlet />
    </>
  );
}
