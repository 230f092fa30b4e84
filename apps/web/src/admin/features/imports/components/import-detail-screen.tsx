import type { Import } from '@kodumasinad/contract/admin';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { DetailFallback } from '../../../../components/ui/detail-fallback';
import { PageTitle } from '../../../../components/ui/page-title';
import { isRunning, useImport } from '../api/import';
import { useImportApply } from '../api/import-apply';
import { useImportCancel } from '../api/import-cancel';
import { fieldLabel, IMPORT_STATUS_LABELS } from './import-labels';
import { countText, durationText, importProgress } from './import-progress';

/** The current time, ticking every second while `on` (for the speed and the time left). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

function Counts({ counts, title, done }: { counts: Import['counts']; title: string; done?: boolean }) {
  const items: [string, number][] = [
    ['Uusi tooteid', counts.create],
    ['Muutuvaid tooteid', counts.change],
    ['Muutumata', counts.unchanged],
    ['Vigaseid ridu', counts.error],
  ];
  if (counts.hide > 0) items.push([done === true ? 'Peidetud tooteid' : 'Peidetavaid tooteid', counts.hide]);
  if (counts.pictures > 0)
    items.push([done === true ? 'Lisatud pilte' : 'Lisatavaid pilte', counts.pictures]);
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="import-counts">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-100 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold">{countText(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Progress({ item, now }: { item: Import; now: number }) {
  const total = item.rows_total;
  const progress = importProgress(
    item.rows_done,
    total,
    item.status === 'applying' ? item.started_at : null,
    now,
  );
  const label = item.status === 'checking' ? 'Kontrollitud ridu' : 'Rakendatud ridu';
  return (
    <div className="space-y-1" data-testid="import-progress">
      <div className="flex justify-between text-sm">
        <span>
          {label}: {countText(item.rows_done)}
          {total > 0 && item.status !== 'checking' ? ` / ${countText(total)}` : ''}
        </span>
        {progress.rowsPerSecond !== null && (
          <span>
            {countText(progress.rowsPerSecond)} rida/s
            {progress.secondsLeft !== null && `, jäänud umbes ${durationText(progress.secondsLeft)}`}
          </span>
        )}
      </div>
      <progress
        className="h-3 w-full"
        max={100}
        value={item.status === 'checking' ? undefined : progress.percent}
        aria-label={label}
      />
    </div>
  );
}

/**
 * /haldus/import/{id}: one import. While its dry run or apply runs, the page asks again every
 * second, so the progress bar (rows done, speed, time left) survives a reload; then the counts,
 * the changes per field, the bad rows (and errors.csv), "Rakenda" and "Katkesta".
 */
export function ImportDetailScreen() {
  const id = Number(useParams().id);
  const query = useImport(id);
  const apply = useImportApply(id);
  const cancel = useImportCancel(id);
  const item = query.data;
  const now = useNow(item !== undefined && isRunning(item.status));
  if (item === undefined)
    return <DetailFallback title="Import" isError={query.isError} error="Importi ei õnnestunud laadida." />;

  const changes = Object.entries(item.field_changes).sort((a, b) => b[1] - a[1]);
  const cancellable = item.status === 'checking' || item.status === 'checked' || item.status === 'applying';

  return (
    <section className="space-y-6" data-testid="import-detail">
      <Link to="/haldus/import" className="text-sm text-brand-700 hover:underline">
        ← Toodete import
      </Link>
      <PageTitle>Import: {item.filename}</PageTitle>
      <p className="text-sm">
        Olek: <strong data-testid="import-status">{IMPORT_STATUS_LABELS[item.status]}</strong>
      </p>
      {item.error !== null && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800" role="alert">
          {item.error}
        </p>
      )}
      {isRunning(item.status) && <Progress item={item} now={now} />}

      {item.status !== 'checking' && <Counts counts={item.counts} title="Kontrolli tulemus" />}
      {item.applied !== null && (
        <div>
          <Counts counts={item.applied} title="Rakendatud" done />
          {item.applied_line !== null && (
            <p className="mt-2 text-sm text-slate-700" data-testid="import-applied-line">
              Rakendatud on faili read kuni reani {item.applied_line}.
            </p>
          )}
        </div>
      )}

      {changes.length > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-semibold">Muutused väljade kaupa</h2>
          <ul className="list-disc pl-5 text-sm" data-testid="import-field-changes">
            {changes.map(([field, n]) => (
              <li key={field}>
                {fieldLabel(field)} muutub {countText(n)} tootel
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        {item.status === 'checked' && (
          <Button onClick={() => apply.mutate()} disabled={apply.isPending}>
            Rakenda
          </Button>
        )}
        {cancellable && (
          <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            Katkesta
          </Button>
        )}
      </div>

      {item.errors_total > 0 && (
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">Vigased read ({countText(item.errors_total)})</h2>
          <a
            href={`/api/admin/imports/${item.id}/errors.csv`}
            className="text-sm text-brand-700 hover:underline"
            download
          >
            Laadi vigased read alla (CSV)
          </a>
          <div
            className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
            tabIndex={0}
            role="region"
            aria-label="Vigased read"
          >
            <table className="w-full text-sm" data-testid="import-errors">
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 pr-3">Rida</th>
                  <th className="py-1 pr-3">Veerg</th>
                  <th className="py-1">Viga</th>
                </tr>
              </thead>
              <tbody>
                {item.errors.map((error, index) => (
                  <tr key={`${error.line}-${index}`} className="border-t border-slate-200">
                    {/* Line 0: an entry of the picture ZIP, not a row of the file. */}
                    <td className="py-1 pr-3">{error.line === 0 ? '—' : error.line}</td>
                    <td className="py-1 pr-3">{error.column}</td>
                    <td className="py-1">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
