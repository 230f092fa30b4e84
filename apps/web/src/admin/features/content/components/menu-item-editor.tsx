import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { moved, newKey, type DraftChild, type DraftItem } from './menu-draft';

/** The first message for a request path such as `items.0.children.1.url`. */
export type ErrorAt = (path: string) => string | undefined;

interface ItemEditorProps {
  item: DraftItem;
  index: number;
  count: number;
  errorAt: ErrorAt;
  onChange(item: DraftItem): void;
  onMove(by: number): void;
  onRemove(): void;
}

function LinksField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange(v: string): void;
}) {
  return (
    <TextAreaField
      label="Lingid (igaüks oma real: Nimi | /aadress)"
      rows={2}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One top item of the secondary menu with its sub-links. */
export function MenuItemEditor({ item, index, count, errorAt, onChange, onMove, onRemove }: ItemEditorProps) {
  const headingId = useId();
  const at = `items.${index}`;
  const setChild = (childIndex: number, child: DraftChild) =>
    onChange({ ...item, children: item.children.map((c, i) => (i === childIndex ? child : c)) });

  return (
    <fieldset
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="mr-auto font-semibold">
          {index + 1}. {item.title || 'Uus punkt'}
        </h3>
        <Button variant="ghost" disabled={index === 0} onClick={() => onMove(-1)} aria-label="Liiguta üles">
          ↑
        </Button>
        <Button
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label="Liiguta alla"
        >
          ↓
        </Button>
        <Button variant="secondary" onClick={onRemove}>
          Eemalda punkt
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Pealkiri"
          required
          value={item.title}
          error={errorAt(`${at}.title`)}
          onChange={(event) => onChange({ ...item, title: event.target.value })}
        />
        <TextField
          label="Aadress (tühi: ainult alammenüü)"
          value={item.url}
          error={errorAt(`${at}.url`)}
          onChange={(event) => onChange({ ...item, url: event.target.value })}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={item.two_columns}
          onChange={(event) => onChange({ ...item, two_columns: event.target.checked })}
        />
        Alammenüü kahes veerus
      </label>
      <ul className="space-y-3 border-l-2 border-slate-200 pl-4">
        {item.children.map((child, childIndex) => {
          const childAt = `${at}.children.${childIndex}`;
          return (
            <li key={child.key} className="space-y-2">
              <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
                <TextField
                  label={`Alamlink ${childIndex + 1}`}
                  required
                  value={child.title}
                  error={errorAt(`${childAt}.title`)}
                  onChange={(event) => setChild(childIndex, { ...child, title: event.target.value })}
                />
                <TextField
                  label="Aadress"
                  required
                  value={child.url}
                  error={errorAt(`${childAt}.url`)}
                  onChange={(event) => setChild(childIndex, { ...child, url: event.target.value })}
                />
                <div className="flex items-end gap-1">
                  <Button
                    variant="ghost"
                    aria-label={`Alamlink ${childIndex + 1} üles`}
                    onClick={() => onChange({ ...item, children: moved(item.children, childIndex, -1) })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Eemalda alamlink ${childIndex + 1}`}
                    onClick={() =>
                      onChange({ ...item, children: item.children.filter((_, i) => i !== childIndex) })
                    }
                  >
                    ✕
                  </Button>
                </div>
              </div>
              <LinksField
                value={child.links}
                error={errorAt(`${childAt}.links`)}
                onChange={(links) => setChild(childIndex, { ...child, links })}
              />
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        onClick={() =>
          onChange({
            ...item,
            children: [...item.children, { key: newKey(), title: '', url: '', links: '' }],
          })
        }
      >
        Lisa alamlink
      </Button>
    </fieldset>
  );
}
