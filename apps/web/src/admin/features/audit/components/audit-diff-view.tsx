import type { AuditEntry } from '@kodumasinad/contract/admin';
import { auditDiff, auditFieldLabel, auditValue } from '../audit-diff';

/** A value as its Estonian label, the recorded value in the title when they differ. */
function Value({ entity, field, value }: { entity: string; field: string; value: unknown }) {
  const { text, raw } = auditValue(entity, field, value);
  return raw === undefined ? <>{text}</> : <span title={raw}>{text}</span>;
}

/** An entry's values before and after, changed fields first and marked, as a small table. */
export function AuditDiffView({ entry }: { entry: AuditEntry }) {
  const lines = auditDiff(entry.before, entry.after);
  if (lines.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {entry.ip === null ? 'Väärtusi ei salvestatud.' : `${entry.email ?? ''}, aadressilt ${entry.ip}`}
      </p>
    );
  }
  const changed = lines.filter((line) => line.changed).length;
  return (
    <div data-testid="audit-diff" className="space-y-2">
      <p className="text-sm text-slate-600">
        {entry.before === null
          ? 'Loodud'
          : entry.after === null
            ? 'Kustutatud'
            : `Muudetud välju: ${changed}`}
      </p>
      <div
        className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
        tabIndex={0}
        role="region"
        aria-label="Muudatuse väärtused"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Väärtused enne ja pärast muudatust</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                Väli
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Enne
              </th>
              <th scope="col" className="py-1 font-medium">
                Pärast
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={line.field}
                data-changed={line.changed || undefined}
                className={line.changed ? 'bg-amber-50 font-medium text-slate-900' : 'text-slate-500'}
              >
                <th scope="row" className="py-1 pr-4 font-medium">
                  {auditFieldLabel(line.field)}
                  {line.changed && <span className="sr-only"> (muudetud)</span>}
                </th>
                <td className="py-1 pr-4 break-all">
                  {line.changed && entry.before !== null ? (
                    <del className="text-red-800">
                      <Value entity={entry.entity} field={line.field} value={line.before} />
                    </del>
                  ) : (
                    <Value entity={entry.entity} field={line.field} value={line.before} />
                  )}
                </td>
                <td className="py-1 break-all">
                  {line.changed && entry.after !== null ? (
                    <ins className="text-green-800 no-underline">
                      <Value entity={entry.entity} field={line.field} value={line.after} />
                    </ins>
                  ) : (
                    <Value entity={entry.entity} field={line.field} value={line.after} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
