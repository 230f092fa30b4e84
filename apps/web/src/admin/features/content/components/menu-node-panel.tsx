import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import type { DraftChild, DraftItem, MoveOp } from './menu-draft';
import { MenuLinksEditor, type ErrorOf } from './menu-links-editor';

interface PanelProps {
  node: DraftItem | DraftChild;
  /** Whether the row is a top item (else a sub-link). */
  isItem: boolean;
  label: string;
  /** Which moves are possible where the row is now. */
  canMove: Record<MoveOp, boolean>;
  errorOf: ErrorOf;
  onChange(node: DraftItem | DraftChild): void;
  onMove(op: MoveOp): void;
  onRemove(): void;
  onAddChild(): void;
}

const MOVES: { op: MoveOp; text: string }[] = [
  { op: 'up', text: 'Üles' },
  { op: 'down', text: 'Alla' },
  { op: 'in', text: 'Eelmise alla' },
  { op: 'out', text: 'Välja ülemiseks' },
];

/** The side panel: the one chosen row of the menu, its fields, links, moves and removal. */
export function MenuNodePanel({
  node,
  isItem,
  label,
  canMove,
  errorOf,
  onChange,
  onMove,
  onRemove,
  onAddChild,
}: PanelProps) {
  const headingId = useId();
  const columnsName = useId();
  const item = node as DraftItem;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="menu-panel"
      className="space-y-4 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold break-words">
        {isItem ? 'Menüüpunkt' : 'Alamlink'}: {label}
      </h2>
      <div className="grid gap-3">
        <TextField
          label="Nimi"
          required
          value={node.title}
          error={errorOf(node.key, 'title')}
          onChange={(event) => onChange({ ...node, title: event.target.value })}
        />
        <TextField
          label={isItem ? 'Aadress (tühi: avab ainult alammenüü)' : 'Aadress'}
          required={!isItem}
          placeholder="/aadress"
          value={node.url}
          error={errorOf(node.key, 'url')}
          onChange={(event) => onChange({ ...node, url: event.target.value })}
        />
      </div>
      {isItem && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Alammenüü veerud</legend>
          <div className="flex flex-wrap gap-4">
            {[
              { value: false, text: 'Üks veerg' },
              { value: true, text: 'Kaks veergu' },
            ].map((option) => (
              <label key={option.text} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={columnsName}
                  checked={item.two_columns === option.value}
                  onChange={() => onChange({ ...item, two_columns: option.value })}
                />
                {option.text}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {isItem && errorOf(node.key, 'children') && (
        <p className="text-sm text-red-700">{errorOf(node.key, 'children')}</p>
      )}
      <div>
        <h3 className="mb-2 font-semibold">{isItem ? 'Lisalingid alammenüü lõpus' : 'Lingid'}</h3>
        <MenuLinksEditor
          owner={label}
          ownerKey={node.key}
          links={node.links}
          errorOf={errorOf}
          onChange={(links) => onChange({ ...node, links })}
        />
      </div>
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <p className="text-sm font-medium text-slate-700">Liiguta</p>
        <div className="flex flex-wrap gap-2">
          {MOVES.filter(({ op }) => (isItem ? op !== 'out' : op !== 'in')).map(({ op, text }) => (
            <Button
              key={op}
              variant="secondary"
              className="px-3 py-1"
              disabled={!canMove[op]}
              onClick={() => onMove(op)}
            >
              {text} <span className="sr-only">„{label}”</span>
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        {isItem && (
          <Button variant="secondary" onClick={onAddChild}>
            Lisa alamlink <span className="sr-only">(„{label}”)</span>
          </Button>
        )}
        <Button variant="ghost" className="text-red-700" onClick={onRemove}>
          {isItem ? 'Eemalda punkt' : 'Eemalda alamlink'} <span className="sr-only">„{label}”</span>
        </Button>
      </div>
    </section>
  );
}
