import type { Cart } from '@kodumasinad/contract';
import { formatCents } from '../../../lib/format';

/**
 * The products being ordered. Orders are placed at purchase prices, so the sales view (whose
 * cart shows retail prices) lists the products without prices; the totals below are the order's.
 */
export function ConfirmRows({ cart }: { cart: Cart }) {
  const prices = cart.pricelist === 'default';
  return (
    <section className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="px-4 pt-4 text-left font-semibold text-slate-900">Tooted</caption>
        <thead>
          <tr className="border-b border-slate-100 text-left text-slate-500">
            <th scope="col" className="px-4 py-2 font-medium">
              Toode
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Kogus
            </th>
            {prices && (
              <>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Hind
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Summa
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {cart.rows.map((row) => (
            <tr
              key={row.row_id}
              data-testid="confirm-row"
              className="border-b border-slate-100 last:border-0"
            >
              <td className="px-4 py-2">
                <span className="block text-slate-900">{row.product.title}</span>
                <span className="block text-xs text-slate-500">{row.product.code}</span>
              </td>
              <td className="px-4 py-2 text-right">{row.quantity}</td>
              {prices && (
                <>
                  <td className="px-4 py-2 text-right whitespace-nowrap">{formatCents(row.price)}</td>
                  <td className="px-4 py-2 text-right whitespace-nowrap">{formatCents(row.total)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {!prices && (
        <p className="px-4 pb-4 text-sm text-slate-600">Tellimus vormistatakse sisseostuhindadega.</p>
      )}
    </section>
  );
}
