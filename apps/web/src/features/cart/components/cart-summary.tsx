import { formatPercent, vatPercent, type Cart } from '@kodumasinad/contract';
import { getBootstrap } from '../../../lib/bootstrap';
import { formatCents } from '../../../lib/format';
import { cartTotals } from '../cart-totals';

/** 'Summa km-ta', 'Käibemaks 24 %' (the page's multiplier), 'Kokku'. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { vat: multiplier } = getBootstrap();
  const totals = cartTotals(cart, multiplier);
  return (
    <dl className="grid grid-cols-2 gap-y-1 text-sm">
      <dt className="text-slate-600">Summa km-ta</dt>
      <dd className="text-right">{formatCents(totals.net)}</dd>
      <dt className="text-slate-600">Käibemaks {formatPercent(vatPercent(multiplier))}</dt>
      <dd className="text-right">{formatCents(totals.vat)}</dd>
      <dt className="border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">Kokku</dt>
      <dd
        data-testid="cart-total"
        className="border-t border-slate-200 pt-2 text-right text-base font-semibold text-slate-900"
      >
        {formatCents(totals.gross)}
      </dd>
    </dl>
  );
}
