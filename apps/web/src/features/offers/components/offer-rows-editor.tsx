import { formatPercent, vatPercent } from '@kodumasinad/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formatCents } from '../../../lib/format';
import { ownRowDraft, type draftTotals, type PricedRow, type RowDraft } from './offer-draft';
import { centsText } from './offer-format';
import { ProductPicker } from './product-picker';

interface OfferRowsEditorProps {
  rows: RowDraft[];
  priced: readonly PricedRow[];
  totals: ReturnType<typeof draftTotals>;
  vat: number;
  editable: boolean;
  fieldError(field: string): string | undefined;
  onRows(rows: RowDraft[]): void;
  onPick(productId: number): void;
}

/** The offer's rows with their live totals and margins, the product picker and the sums. */
export function OfferRowsEditor({
  rows,
  priced,
  totals,
  vat,
  editable,
  fieldError,
  onRows,
  onPick,
}: OfferRowsEditorProps) {
  const changeRow = (index: number, patch: Partial<RowDraft>) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const moveRow = (index: number, by: number) => {
    const moved = [...rows];
    const [row] = moved.splice(index, 1);
    if (row === undefined) return;
    moved.splice(Math.max(0, Math.min(moved.length, index + by)), 0, row);
    onRows(moved);
  };
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 font-semibold">Read</h2>
      {fieldError('rows') && <p className="mb-2 text-sm text-red-700">{fieldError('rows')}</p>}
      <div className="space-y-3">
        {rows.map((row, index) => {
          const live = priced[index];
          const rowError = (field: string) => fieldError(`rows.${index}.${field}`);
          return (
            <div
              key={row.key}
              data-testid="offer-editor-row"
              className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-12 sm:items-end"
            >
              <div className="sm:col-span-4">
                {row.own_product ? (
                  <TextField
                    label="Nimetus"
                    value={row.title}
                    disabled={!editable}
                    onChange={(e) => changeRow(index, { title: e.target.value })}
                    error={rowError('title')}
                  />
                ) : (
                  <p className="text-sm">
                    <span className="font-medium">{row.title}</span>
                    <span className="block text-slate-500">{row.code}</span>
                    {rowError('product_id') && (
                      <span className="block text-red-700">{rowError('product_id')}</span>
                    )}
                  </p>
                )}
              </div>
              <div className="sm:col-span-1">
                <TextField
                  label="Kogus"
                  inputMode="numeric"
                  value={row.quantity}
                  disabled={!editable}
                  onChange={(e) => changeRow(index, { quantity: e.target.value })}
                  error={rowError('quantity')}
                />
              </div>
              <div className="sm:col-span-2">
                <TextField
                  label="Ühiku hind €"
                  inputMode="decimal"
                  value={row.price}
                  placeholder={live === undefined ? '' : centsText(live.price)}
                  disabled={!editable}
                  onChange={(e) => changeRow(index, { price: e.target.value })}
                  error={rowError('price')}
                />
              </div>
              <div className="sm:col-span-1">
                <TextField
                  label="Allahindlus %"
                  inputMode="decimal"
                  value={row.discount}
                  disabled={!editable}
                  onChange={(e) => changeRow(index, { discount: e.target.value })}
                  error={rowError('discount')}
                />
              </div>
              <div className="text-sm sm:col-span-2">
                <span className="block font-medium" data-testid="row-total">
                  {formatCents(live?.total ?? 0)}
                </span>
                {row.purchase_price !== null && live?.margin != null && (
                  <span className="block text-xs text-slate-500">
                    Ost {formatCents(row.purchase_price)} · marginaal {formatCents(live.margin.amount)}
                    {live.margin.percent === null ? '' : ` (${formatPercent(live.margin.percent)})`}
                  </span>
                )}
              </div>
              {editable && (
                <div className="flex flex-wrap gap-1 sm:col-span-2">
                  <Button
                    variant="ghost"
                    aria-label="Liiguta üles"
                    onClick={() => moveRow(index, -1)}
                    disabled={index === 0}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label="Liiguta alla"
                    onClick={() => moveRow(index, 1)}
                    disabled={index === rows.length - 1}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Eemalda ${row.title}`}
                    onClick={() => onRows(rows.filter((_, i) => i !== index))}
                  >
                    Eemalda
                  </Button>
                </div>
              )}
            </div>
          );
        })}
      </div>
      {editable && (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <ProductPicker onPick={onPick} />
          <Button variant="secondary" onClick={() => onRows([...rows, ownRowDraft()])}>
            Lisa oma toode
          </Button>
        </div>
      )}
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-2 gap-1 text-sm" data-testid="offer-totals">
        <dt>Summa käibemaksuta</dt>
        <dd className="text-right">{formatCents(totals.net)}</dd>
        <dt>Käibemaks {formatPercent(vatPercent(vat))}</dt>
        <dd className="text-right">{formatCents(totals.vat)}</dd>
        <dt className="font-semibold">Kokku</dt>
        <dd className="text-right font-semibold" data-testid="offer-gross">
          {formatCents(totals.gross)}
        </dd>
        <dt className="text-slate-500">Sinu marginaal</dt>
        <dd className="text-right text-slate-500" data-testid="offer-margin">
          {formatCents(totals.margin)}
          {totals.margin_percent === null ? '' : ` (${formatPercent(totals.margin_percent)})`}
        </dd>
      </dl>
    </div>
  );
}
