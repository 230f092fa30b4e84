import type { ProductDetail } from '@kodumasinad/contract';

/** The specification table (SPEC `flds`). */
export function SpecTable({ rows }: { rows: ProductDetail['flds'] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="spec-title" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="spec-title" className="mb-3 text-lg font-semibold">
        Tehnilised andmed
      </h2>
      <table data-testid="spec-table" className="w-full text-sm">
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="w-1/2 py-2 pr-4 text-left font-normal text-slate-600">
                {row.name}
              </th>
              <td className="py-2 font-medium break-words text-slate-900">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
