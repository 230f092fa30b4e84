/** "Laadi nimekiri alla: CSV, XLSX (Excel)" above a shop list; `testIdPrefix`-export-csv/xlsx. */
export function ExportLinks({
  testIdPrefix,
  onDownload,
}: {
  testIdPrefix: string;
  onDownload(format: 'csv' | 'xlsx'): void;
}) {
  return (
    <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      Laadi nimekiri alla:
      <button
        type="button"
        data-testid={`${testIdPrefix}-export-csv`}
        className="font-medium text-brand-700 hover:underline"
        onClick={() => onDownload('csv')}
      >
        CSV
      </button>
      <button
        type="button"
        data-testid={`${testIdPrefix}-export-xlsx`}
        className="font-medium text-brand-700 hover:underline"
        onClick={() => onDownload('xlsx')}
      >
        XLSX (Excel)
      </button>
    </p>
  );
}
