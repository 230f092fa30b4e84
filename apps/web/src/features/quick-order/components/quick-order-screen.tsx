import {
  MAX_CART_QUANTITY,
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_QUANTITY_MESSAGE,
  priceDisplay,
  type QuickOrderLine,
} from '@kodumasinad/contract';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { formatCents } from '../../../lib/format';
import { useUser } from '../../../lib/state/user';
import { useQuickOrderAdd } from '../api/quick-order-add';
import { previewQuickOrder, type QuickOrderInput } from '../api/quick-order-preview';

/** A preview line as the buyer edits it: the quantity is typed text until it is a valid number. */
interface EditedLine extends QuickOrderLine {
  quantityText: string;
}

const validQuantity = (text: string) =>
  /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_CART_QUANTITY;

/** The line's problem: the server's (code, product), or the typed quantity's. */
function problemOf(line: EditedLine): string | null {
  if (line.message !== null && line.message !== QUICK_ORDER_QUANTITY_MESSAGE) return line.message;
  return validQuantity(line.quantityText) ? null : QUICK_ORDER_QUANTITY_MESSAGE;
}

/** "Rida 3", or for merged duplicates "Read 1 ja 3 (sama kood, kogused liideti)". */
function sourceLinesText(lines: readonly number[]): string {
  if (lines.length <= 1) return `Rida ${lines[0] ?? ''}`;
  const listed = `${lines.slice(0, -1).join(', ')} ja ${lines[lines.length - 1]}`;
  return `Read ${listed} (sama kood, kogused liideti)`;
}

const asText = (lines: readonly EditedLine[]) =>
  lines.map((line) => `${line.code};${line.quantityText}`).join('\n');

/**
 * /kiirtellimus (issue 13): paste `code quantity` lines or choose a CSV/XLSX file, check the
 * preview, fix or drop lines, then add everything to the cart at once.
 */
export function QuickOrderScreen() {
  const [text, setText] = useState('');
  const [lines, setLines] = useState<EditedLine[] | null>(null);
  const [loading, setLoading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const add = useQuickOrderAdd();
  const pricelist = useUser()?.active_pricelist ?? 'default';
  const busy = loading || add.isPending;

  const preview = async (input: QuickOrderInput) => {
    setLoading(true);
    try {
      const reply = await previewQuickOrder(input);
      if (reply)
        setLines(reply.lines.map((line) => ({ ...line, quantityText: String(line.quantity ?? '') })));
    } finally {
      setLoading(false);
    }
  };

  const onFile = (file: File | undefined) => {
    if (file === undefined) return;
    void preview({ file });
    if (fileInput.current) fileInput.current.value = '';
  };

  const change = (index: number, patch: Partial<EditedLine>) =>
    setLines((current) => current && current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => setLines((current) => current && current.filter((_, i) => i !== index));
  const applySuggestion = (index: number, code: string) => {
    if (!lines) return;
    void preview({ text: asText(lines.map((line, i) => (i === index ? { ...line, code } : line))) });
  };

  const problems = lines?.filter((line) => problemOf(line) !== null).length ?? 0;
  const totalOf = (line: EditedLine) =>
    line.product && validQuantity(line.quantityText)
      ? priceDisplay(line.product, pricelist).current * Number(line.quantityText)
      : 0;
  const sum = lines?.reduce((total, line) => total + totalOf(line), 0) ?? 0;

  const addAll = () => {
    if (!lines || lines.length === 0 || problems > 0) return;
    add.mutate(asText(lines), {
      onSuccess: (reply) => {
        if (!reply) return;
        setLines(null);
        setText('');
      },
    });
  };

  return (
    <section className="max-w-4xl">
      <PageTitle>Kiirtellimus</PageTitle>
      <p className="mb-4 text-slate-700">
        Kirjuta või kleebi tootekoodid ja kogused, üks toode reale: näiteks „WAT28420SN 2“, „WAT28420SN 2 tk“,
        „WAT28420SN;2“, „WAT28420SN,2“ või kood ja kogus tabeldusmärgiga eraldatult. Kui kogus puudub,
        lisatakse 1 tk. Samuti võid valida CSV- või XLSX-faili, kus on koodi ja koguse veerg. Korraga kuni{' '}
        {QUICK_ORDER_MAX_LINES} rida, fail kuni {QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024} MB.
      </p>
      <form
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void preview({ text });
        }}
      >
        <TextAreaField
          label="Tootekoodid ja kogused"
          name="text"
          data-testid="quick-order-text"
          value={text}
          rows={8}
          placeholder={'WAT28420SN 2\nKGN39VIEB;1'}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" data-testid="quick-order-preview" disabled={busy || text.trim() === ''}>
            Kuva eelvaade
          </Button>
          <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
            Või vali fail (CSV, XLSX):
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            name="file"
            data-testid="quick-order-file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            className="max-w-full text-sm"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </div>
      </form>

      {lines && (
        <div
          className="mt-6 rounded-lg border border-slate-200 bg-white shadow-sm"
          data-testid="quick-order-lines"
        >
          <h2 className="border-b border-slate-100 p-4 text-lg font-semibold text-slate-900">Eelvaade</h2>
          {lines.length === 0 && (
            <p className="p-4 text-slate-700">Ühtegi rida ei ole. Lisa koodid uuesti.</p>
          )}
          <ul aria-label="Kiirtellimuse read">
            {lines.map((line, index) => {
              const problem = problemOf(line);
              const name = line.product?.title ?? line.code;
              return (
                <li
                  key={`${line.line}-${line.code}`}
                  data-testid="quick-order-line"
                  className="grid grid-cols-[4rem_1fr] gap-3 border-b border-slate-100 p-4 last:border-b-0 sm:grid-cols-[4rem_1fr_auto_auto]"
                >
                  <div className="size-16">
                    {line.product && (
                      <ProductImage filename={line.product.filename} alt={line.product.title} size={100} />
                    )}
                  </div>
                  <div className="min-w-0">
                    {line.product ? (
                      <>
                        <Link
                          to={`/${line.product.url}`}
                          className="font-medium text-slate-900 hover:underline"
                        >
                          {line.product.title}
                        </Link>
                        <p className="text-sm text-slate-500">{line.product.code}</p>
                        <Price product={line.product} size="sm" />
                      </>
                    ) : (
                      <p className="font-medium break-all text-slate-900">{line.code}</p>
                    )}
                    <p
                      data-testid="quick-order-line-source"
                      className={
                        line.sourceLines.length > 1
                          ? 'text-xs font-medium text-slate-700'
                          : 'text-xs text-slate-500'
                      }
                    >
                      {sourceLinesText(line.sourceLines)}
                    </p>
                    {problem !== null && (
                      <p
                        data-testid="quick-order-line-message"
                        className="mt-1 text-sm font-medium text-red-700"
                      >
                        {problem}
                      </p>
                    )}
                    {line.product === null && line.suggestions.length > 0 && (
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        Kas mõtlesid:
                        {line.suggestions.map((code) => (
                          <button
                            key={code}
                            type="button"
                            className="rounded border border-slate-300 px-2 py-1 font-medium text-brand-700 hover:bg-slate-50"
                            disabled={busy}
                            onClick={() => applySuggestion(index, code)}
                          >
                            {code}
                          </button>
                        ))}
                      </p>
                    )}
                  </div>
                  <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
                    <span aria-hidden="true" className="text-sm text-slate-600">
                      Kogus
                    </span>
                    <input
                      aria-label={`Kogus: ${name}`}
                      inputMode="numeric"
                      className="w-20 rounded-md border border-slate-500 px-2 py-1 text-right"
                      value={line.quantityText}
                      aria-invalid={validQuantity(line.quantityText) ? undefined : true}
                      onChange={(event) => change(index, { quantityText: event.target.value.trim() })}
                    />
                  </div>
                  <div className="col-start-2 flex items-center justify-between gap-3 sm:col-start-auto sm:flex-col sm:items-end">
                    <span data-testid="quick-order-line-total" className="font-semibold whitespace-nowrap">
                      {line.product ? formatCents(totalOf(line)) : '—'}
                    </span>
                    <Button
                      variant="ghost"
                      aria-label={`Eemalda rida: ${name}`}
                      onClick={() => remove(index)}
                    >
                      Eemalda
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 p-4">
            <p className="text-sm text-slate-700">
              {problems > 0 ? (
                <span className="font-medium text-red-700">
                  Parandamist vajavaid ridu: {problems}. Paranda või eemalda need enne lisamist.
                </span>
              ) : (
                <>
                  Kokku:{' '}
                  <span data-testid="quick-order-sum" className="font-semibold">
                    {formatCents(sum)}
                  </span>
                </>
              )}
            </p>
            <Button
              data-testid="quick-order-add"
              disabled={busy || problems > 0 || lines.length === 0}
              onClick={addAll}
            >
              Lisa ostukorvi
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
