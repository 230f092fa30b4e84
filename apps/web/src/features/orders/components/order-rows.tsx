import type { Order } from '@kodumasinad/contract';
import { formatCents } from '../../../lib/format';

/** The order's products at the prices it was placed with (net). */
export function OrderRows({ rows }: { rows: Order['rows'] }) {
  return (
    // Focusable so a keyboard can scroll it when it is wider than the screen (WCAG 2.1.1).
    <div
      tabIndex={0}
      role="region"
      aria-label="Tellimuse tooted"
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-sm">
        <caption className="px-4 pt-4 text-left font-semibold text-slate-900">Tooted</caption>
        <thead>
          <tr className="border-b border-slate-100 text-left text-slate-500">
            <th scope="col" className="px-4 py-2 font-medium">
              Toode
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Kood
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Kogus
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Hind km-ta
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Summa km-ta
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={`${row.code}-${index}`}
              data-testid="order-item"
              className="border-b border-slate-100 last:border-0"
            >
              <td className="px-4 py-2 text-slate-900">{row.title}</td>
              <td className="px-4 py-2 text-slate-500">{row.code}</td>
              <td className="px-4 py-2 text-right">{row.quantity}</td>
              <td className="px-4 py-2 text-right whitespace-nowrap">{formatCents(row.price)}</td>
              <td className="px-4 py-2 text-right whitespace-nowrap">{formatCents(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
