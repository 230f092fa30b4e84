import type { Order } from '@kodumasinad/contract';
import { formatCents } from '../../../lib/format';
import { StackedCell, stackedTd, stackedTh } from '../../../components/ui/stacked-table';

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
            <th scope="col" className={stackedTh('compact')}>
              Toode
            </th>
            <th scope="col" className={stackedTh('compact')}>
              Kood
            </th>
            <th scope="col" className={`${stackedTh('compact')} text-right`}>
              Kogus
            </th>
            <th scope="col" className={`${stackedTh('compact')} text-right`}>
              Hind km-ta
            </th>
            <th scope="col" className={`${stackedTh('compact')} text-right`}>
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
              <td className={`${stackedTd('compact')} font-medium text-slate-900 md:font-normal`}>
                {row.title}
              </td>
              <StackedCell density="compact" label="Kood" className="text-slate-500">
                {row.code}
              </StackedCell>
              <StackedCell density="compact" label="Kogus" className="md:text-right">
                {row.quantity}
              </StackedCell>
              <StackedCell density="compact" label="Hind km-ta" className="whitespace-nowrap md:text-right">
                {formatCents(row.price)}
              </StackedCell>
              <StackedCell density="compact" label="Summa km-ta" className="whitespace-nowrap md:text-right">
                {formatCents(row.total)}
              </StackedCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
