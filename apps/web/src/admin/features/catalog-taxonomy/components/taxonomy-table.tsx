import type { ReactNode } from 'react';
import { StackedCell, stackedTh } from '../../../../components/ui/stacked-table';

export interface TaxonomyColumn<T> {
  header: string;
  cell(row: T): ReactNode;
}

/** A whole (unpaged) list as a table that stacks into cards on a phone. */
export function TaxonomyTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: TaxonomyColumn<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  testId: string;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-slate-700 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={stackedTh()}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block border-t border-slate-200 py-2 md:table-row md:py-0">
              {columns.map((column) => (
                <StackedCell key={column.header} label={column.header}>
                  {column.cell(row)}
                </StackedCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
