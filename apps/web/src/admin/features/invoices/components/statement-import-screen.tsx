import {
  STATEMENT_LINE_STATUS_LABELS,
  type StatementConfirmReply,
  type StatementLine,
  type StatementLineStatus,
  type StatementPreviewReply,
} from '@kodumasinad/contract/admin';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { PageTitle } from '../../../../components/ui/page-title';
import { isApiError } from '../../../../lib/api/api-error';
import { formatCents, formatDate } from '../../../../lib/format';
import { useStatementConfirm } from '../api/statement-confirm';
import { useStatementPreview } from '../api/statement-preview';

const tone: Record<StatementLineStatus, string> = {
  matched: 'bg-green-100 text-green-800',
  partial: 'bg-amber-100 text-amber-900',
  unmatched: 'bg-red-100 text-red-800',
  duplicate: 'bg-slate-200 text-slate-700',
};

/** A line confirming can book or keep: anything not imported already. */
const choosable = (line: StatementLine) => line.status !== 'duplicate';
/** What confirming books of a line: at most what its invoice owes (the rest is kept unmatched). */
const bookedOf = (line: StatementLine) =>
  (line.status === 'matched' || line.status === 'partial') && line.invoice !== null
    ? Math.min(line.amount, line.invoice.outstanding)
    : 0;

/**
 * /haldus/arved/import — "Impordi pangaväljavõte": choose a camt.053 file, check the preview
 * (Seotud / Osaliselt seotud / Sidumata / Juba imporditud), untick lines to leave out, then
 * "Kinnita" books the ticked linked lines (each at most what its invoice owes) and keeps the
 * unmatched ones and any excess among "Sidumata laekumised". A statement with nothing to confirm
 * says so and offers no "Kinnita".
 */
export function StatementImportScreen() {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewCall = useStatementPreview();
  const confirmCall = useStatementConfirm();
  const [preview, setPreview] = useState<StatementPreviewReply | null>(null);
  const [done, setDone] = useState<StatementConfirmReply | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());

  async function choose(file: File | undefined) {
    if (file === undefined) return;
    setFileError(undefined);
    setDone(null);
    setPreview(null);
    setLeftOut(new Set());
    try {
      setPreview(await previewCall.mutateAsync(file));
    } catch (failure) {
      if (isApiError(failure)) setFileError(failure.errors.file?.[0] ?? failure.message);
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const candidates = preview?.lines.filter(choosable) ?? [];
  const chosen = candidates.filter((line) => !leftOut.has(line.line));
  const toBook = chosen.filter((line) => bookedOf(line) > 0);
  const bookAmount = toBook.reduce((sum, line) => sum + bookedOf(line), 0);
  // Unmatched lines and what a line brings beyond its invoice are kept (decisions 051, 065).
  const kept = chosen.filter((line) => line.amount > bookedOf(line)).length;

  function toggle(line: number, on: boolean) {
    setLeftOut((current) => {
      const next = new Set(current);
      if (on) next.delete(line);
      else next.add(line);
      return next;
    });
  }

  async function confirm() {
    if (preview === null || chosen.length === 0) return;
    setDone(await confirmCall.mutateAsync({ token: preview.token, lines: chosen.map((line) => line.line) }));
  }

  return (
    <section className="space-y-6" data-testid="statement-import">
      <Link to="/haldus/arved" className="text-sm text-brand-700 hover:underline">
        ← Arved
      </Link>
      <PageTitle>Impordi pangaväljavõte</PageTitle>
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
          Pangaväljavõte (camt.053 XML)
        </label>
        <input
          ref={input}
          id={fileId}
          name="file"
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={fileError !== undefined}
          aria-describedby={fileError === undefined ? undefined : `${fileId}-error`}
          disabled={previewCall.isPending}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block text-sm"
        />
        {fileError !== undefined && (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>

      {preview !== null && preview.lines.length === 0 && (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="statement-empty">
          Väljavõttel ei ole ühtegi laekumist (sissetulevat makset), seega pole midagi kinnitada.
        </p>
      )}

      {preview !== null && preview.lines.length > 0 && (
        <div className="space-y-4">
          {/* On a phone the lines scroll sideways in their own box, which takes focus for the keyboard. */}
          <div
            className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
            tabIndex={0}
            role="region"
            aria-label="Väljavõtte read"
          >
            <table className="w-full text-sm" data-testid="statement-lines">
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 pr-3">Kinnita</th>
                  <th className="py-1 pr-3">Olek</th>
                  <th className="py-1 pr-3">Kuupäev</th>
                  <th className="py-1 pr-3">Maksja</th>
                  <th className="py-1 pr-3">Summa</th>
                  <th className="py-1 pr-3">Viitenumber</th>
                  <th className="py-1 pr-3">Arve</th>
                  <th className="py-1">Märkus</th>
                </tr>
              </thead>
              <tbody>
                {preview.lines.map((line) => (
                  <tr key={line.line} className="border-t border-slate-200 align-top">
                    <td className="py-1 pr-3">
                      {choosable(line) && (
                        <input
                          type="checkbox"
                          className="h-4 w-4"
                          aria-label={`Kinnita rida ${line.line}: ${line.debtor || 'maksja nimeta'}`}
                          checked={!leftOut.has(line.line)}
                          disabled={done !== null}
                          onChange={(event) => toggle(line.line, event.target.checked)}
                        />
                      )}
                    </td>
                    <td className="py-1 pr-3">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone[line.status]}`}
                      >
                        {STATEMENT_LINE_STATUS_LABELS[line.status]}
                      </span>
                    </td>
                    <td className="py-1 pr-3">{formatDate(line.booking_date)}</td>
                    <td className="py-1 pr-3">{line.debtor}</td>
                    <td className="py-1 pr-3 whitespace-nowrap">
                      {line.currency === 'EUR'
                        ? formatCents(line.amount)
                        : `${line.amount / 100} ${line.currency}`}
                    </td>
                    <td className="py-1 pr-3">{line.reference ?? '—'}</td>
                    <td className="py-1 pr-3">
                      {line.invoice === null ? '—' : `${line.invoice.number} (${line.invoice.company})`}
                    </td>
                    <td className="py-1 text-slate-600">{line.note || line.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {done === null && candidates.length === 0 ? (
            <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="statement-empty">
              Kõik väljavõtte laekumised on juba imporditud, seega pole midagi kinnitada.
            </p>
          ) : done === null ? (
            <div className="flex flex-wrap items-center gap-4">
              <p className="text-sm" data-testid="statement-to-book">
                {chosen.length === 0
                  ? 'Ühtegi rida pole valitud. Vali read, mida kinnitada.'
                  : `Kinnitamisel lisatakse ${toBook.length} makset kokku ${formatCents(bookAmount)}.`}
                {kept > 0 && ` ${kept} laekumist või ülejääki jäetakse sidumata laekumisteks.`}
              </p>
              <Button onClick={() => void confirm()} disabled={confirmCall.isPending || chosen.length === 0}>
                Kinnita
              </Button>
            </div>
          ) : (
            <p className="rounded-md bg-green-50 p-3 text-sm text-green-900" data-testid="statement-done">
              Lisatud {done.booked} makset kokku {formatCents(done.amount)}.
              {done.skipped > 0 && ` ${done.skipped} kannet oli juba imporditud.`}
              {done.kept > 0 && (
                <>
                  {' '}
                  {done.kept} laekumist jäi ülevaatamiseks:{' '}
                  <Link to="/haldus/arved" className="text-brand-700 underline">
                    Sidumata laekumised
                  </Link>
                  .
                </>
              )}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
