import type { Order } from '@kodumasinad/contract';
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format';

const th = 'px-4 py-2 font-medium';
/** Below md every row is a card: each cell a line with its own label (no sideways scrolling at 375 px). */
const td = 'flex justify-between gap-3 px-4 py-1 md:table-cell md:py-2';

function Cell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={`${td} ${className}`}>
      <span aria-hidden="true" className="text-slate-500 md:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

/** The order's products at the prices it was placed with (net). */
export function OrderRows({ rows }: { rows: Order['rows'] }) {
  return (
    // Below md the rows stack as cards, so nothing is wider than the screen.
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-sm md:table">
        <caption className="block px-4 pt-4 text-left font-semibold text-slate-900 md:table-caption">
          Tooted
        </caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-slate-100 text-left text-slate-500">
            <th scope="col" className={th}>
              Toode
            </th>
            <th scope="col" className={th}>
              Kood
            </th>
            <th scope="col" className={`${th} text-right`}>
              Kogus
            </th>
            <th scope="col" className={`${th} text-right`}>
              Hind km-ta
            </th>
            <th scope="col" className={`${th} text-right`}>
              Summa km-ta
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((row, index) => (
            <tr
              key={`${row.code}-${index}`}
              data-testid="order-item"
              className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
            >
              <td className={`${td} font-medium text-slate-900 md:font-normal`}>{row.title}</td>
              <Cell label="Kood" className="text-slate-500">
                {row.code}
              </Cell>
              <Cell label="Kogus" className="md:text-right">
                {row.quantity}
              </Cell>
              <Cell label="Hind km-ta" className="whitespace-nowrap md:text-right">
                {formatCents(row.price)}
              </Cell>
              <Cell label="Summa km-ta" className="whitespace-nowrap md:text-right">
                {formatCents(row.total)}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
