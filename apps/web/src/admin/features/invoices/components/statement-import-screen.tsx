import {
  STATEMENT_LINE_STATUS_LABELS,
  type StatementConfirmReply,
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

/**
 * /haldus/arved/import — "Impordi pangaväljavõte": choose a camt.053 file, check the preview
 * (Seotud / Osaliselt seotud / Sidumata / Juba imporditud), then "Kinnita" books the linked lines
 * and keeps the unmatched ones among "Sidumata laekumised".
 */
export function StatementImportScreen() {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewCall = useStatementPreview();
  const confirmCall = useStatementConfirm();
  const [preview, setPreview] = useState<StatementPreviewReply | null>(null);
  const [done, setDone] = useState<StatementConfirmReply | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  async function choose(file: File | undefined) {
    if (file === undefined) return;
    setFileError(undefined);
    setDone(null);
    setPreview(null);
    try {
      setPreview(await previewCall.mutateAsync(file));
    } catch (failure) {
      if (isApiError(failure)) setFileError(failure.errors.file?.[0] ?? failure.message);
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  // Unmatched lines are kept on confirm (decision 051), so a file of only those is confirmed too.
  const unmatched = preview?.lines.filter((line) => line.status === 'unmatched').length ?? 0;

  async function confirm() {
    if (preview === null) return;
    setDone(await confirmCall.mutateAsync(preview.token));
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

      {preview !== null && (
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
          {done === null ? (
            <div className="flex flex-wrap items-center gap-4">
              <p className="text-sm">
                Kinnitamisel lisatakse {preview.to_book.count} makset kokku{' '}
                {formatCents(preview.to_book.amount)}.
                {unmatched > 0 && ` ${unmatched} sidumata laekumist jäetakse ülevaatamiseks.`}
              </p>
              <Button
                onClick={() => void confirm()}
                disabled={confirmCall.isPending || (preview.to_book.count === 0 && unmatched === 0)}
              >
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
