import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { LIST_LOAD_ERROR, LoadFallback } from '../../../../components/ui/load-fallback';
import { PageTitle } from '../../../../components/ui/page-title';
import { RowButton } from './form-parts';
import { addText, type TaxonomyNames } from './taxonomy-dialog';
import { TaxonomyTable, type TaxonomyColumn } from './taxonomy-table';

/**
 * A taxonomy screen described: its heading, what an item is called, its calls, its columns before
 * "Tegevused" and its dialog. `TaxonomySection` draws it.
 */
export interface TaxonomyList<T extends { id: number }> {
  /** The screen's heading and the table's name ('Kaubamärgid'). */
  title: string;
  names: TaxonomyNames;
  testId: string;
  tableTestId: string;
  /** GET of the whole list (api/*.ts). */
  useList(): { data: { data: T[] } | undefined; isError: boolean };
  /** DELETE of a row (api/delete-*.ts). */
  useRemove(): { mutateAsync(id: number): Promise<unknown> };
  /** The columns before "Tegevused"; a function where a cell reads other rows (a parent's name). */
  columns: TaxonomyColumn<T>[] | ((rows: T[]) => TaxonomyColumn<T>[]);
  /** The row's name, which its buttons carry for screen readers. */
  nameOf(row: T): string;
  /** What "Kustuta" asks, and what follows the deletion. */
  deleteQuestion(row: T): { title: string; message?: string };
  /** The new item's (null) or the row's dialog. */
  Dialog: ComponentType<{ item: T | null; onClose(): void }>;
}

/**
 * A taxonomy screen (categories, brands, attributes): the heading with its "new" button, what the
 * screen shows above the list (`children`), the whole list with "Muuda" and "Kustuta" (asked
 * first; a refusal is shown by the message area) on each row after the screen's own buttons
 * (`moreActions`), the loading placeholder or the error while it is not there, and the dialog.
 */
export function TaxonomySection<T extends { id: number }>({
  of,
  moreActions,
  children,
}: {
  of: TaxonomyList<T>;
  moreActions?(row: T): ReactNode;
  children?: ReactNode;
}) {
  const query = of.useList();
  const remove = of.useRemove();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState<{ row: T | null } | null>(null);

  const onDelete = async (row: T) => {
    if (!(await confirm({ ...of.deleteQuestion(row), confirmLabel: 'Kustuta' }))) return;
    try {
      await remove.mutateAsync(row.id);
    } catch {
      // the message area says why (e.g. products use it)
    }
  };

  const rows = query.data?.data ?? [];
  const columns: TaxonomyColumn<T>[] = [
    ...(typeof of.columns === 'function' ? of.columns(rows) : of.columns),
    {
      header: 'Tegevused',
      cell: (row) => (
        <span className="flex flex-wrap gap-2">
          {moreActions?.(row)}
          <RowButton target={of.nameOf(row)} onClick={() => setOpen({ row })}>
            Muuda
          </RowButton>
          <RowButton target={of.nameOf(row)} onClick={() => void onDelete(row)}>
            Kustuta
          </RowButton>
        </span>
      ),
    },
  ];

  return (
    <section data-testid={of.testId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{of.title}</PageTitle>
        <Button onClick={() => setOpen({ row: null })}>{addText(of.names)}</Button>
      </div>
      {children}
      {query.data ? (
        <TaxonomyTable
          caption={of.title}
          testId={of.tableTestId}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
        />
      ) : (
        <LoadFallback isError={query.isError} error={LIST_LOAD_ERROR} />
      )}
      {open && <of.Dialog item={open.row} onClose={() => setOpen(null)} />}
      {dialog}
    </section>
  );
}
