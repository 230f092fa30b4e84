import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { emptyChild, moved, type DraftChild, type DraftItem } from './menu-draft';
import { MenuLinksEditor, type ErrorOf } from './menu-links-editor';
import { MenuRowButtons } from './menu-row-buttons';

interface ItemEditorProps {
  item: DraftItem;
  index: number;
  count: number;
  errorOf: ErrorOf;
  onChange(item: DraftItem): void;
  onMove(by: number): void;
  onRemove(): void;
}

/** Whether the item's popup shows its sub-links in one column or two. */
function ColumnChoice({ item, onChange }: { item: DraftItem; onChange(item: DraftItem): void }) {
  const name = useId();
  const options = [
    { value: false, label: 'Üks veerg' },
    { value: true, label: 'Kaks veergu' },
  ];
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Alammenüü veerud</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.label} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={item.two_columns === option.value}
              onChange={() => onChange({ ...item, two_columns: option.value })}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One sub-link of an item: its Nimi and Aadress, its own links, and its place in the list. */
function ChildEditor({
  child,
  index,
  count,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  child: DraftChild;
  index: number;
  count: number;
  errorOf: ErrorOf;
  onChange(child: DraftChild): void;
  onMove(by: number): void;
  onRemove(): void;
}) {
  const name = child.title || `Alamlink ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        Alamlink {index + 1}
        {child.title && `: ${child.title}`}
      </legend>
      <div className="grid gap-2 md:grid-cols-2">
        <TextField
          label="Nimi"
          required
          value={child.title}
          error={errorOf(child.key, 'title')}
          onChange={(event) => onChange({ ...child, title: event.target.value })}
        />
        <TextField
          label="Aadress"
          required
          placeholder="/aadress"
          value={child.url}
          error={errorOf(child.key, 'url')}
          onChange={(event) => onChange({ ...child, url: event.target.value })}
        />
      </div>
      <MenuLinksEditor
        owner={name}
        ownerKey={child.key}
        links={child.links}
        errorOf={errorOf}
        onChange={(links) => onChange({ ...child, links })}
      />
      <MenuRowButtons
        name={name}
        index={index}
        count={count}
        removeLabel="Eemalda alamlink"
        onMove={onMove}
        onRemove={onRemove}
      />
    </fieldset>
  );
}

/** One top item of the secondary menu: Nimi, Aadress, columns, its links and its sub-links. */
export function MenuItemEditor({ item, index, count, errorOf, onChange, onMove, onRemove }: ItemEditorProps) {
  const headingId = useId();
  const name = item.title || `Menüüpunkt ${index + 1}`;
  const childrenError = errorOf(item.key, 'children');
  const setChild = (childIndex: number, child: DraftChild) =>
    onChange({ ...item, children: item.children.map((c, i) => (i === childIndex ? child : c)) });

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-md border border-slate-300 bg-white p-4"
      data-testid="menu-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {index + 1}. {item.title || 'Uus menüüpunkt'}
        </h2>
        <MenuRowButtons
          name={name}
          index={index}
          count={count}
          removeLabel="Eemalda punkt"
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Nimi"
          required
          value={item.title}
          error={errorOf(item.key, 'title')}
          onChange={(event) => onChange({ ...item, title: event.target.value })}
        />
        <TextField
          label="Aadress (tühi: avab ainult alammenüü)"
          placeholder="/aadress"
          value={item.url}
          error={errorOf(item.key, 'url')}
          onChange={(event) => onChange({ ...item, url: event.target.value })}
        />
      </div>
      <ColumnChoice item={item} onChange={onChange} />

      <h3 className="font-semibold">Alamlingid</h3>
      {childrenError && <p className="text-sm text-red-700">{childrenError}</p>}
      {item.children.length > 0 && (
        <ol className="space-y-3 border-l-2 border-slate-200 pl-3">
          {item.children.map((child, childIndex) => (
            <li key={child.key}>
              <ChildEditor
                child={child}
                index={childIndex}
                count={item.children.length}
                errorOf={errorOf}
                onChange={(next) => setChild(childIndex, next)}
                onMove={(by) => onChange({ ...item, children: moved(item.children, childIndex, by) })}
                onRemove={() =>
                  onChange({ ...item, children: item.children.filter((_, i) => i !== childIndex) })
                }
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        onClick={() => onChange({ ...item, children: [...item.children, emptyChild()] })}
      >
        Lisa alamlink <span className="sr-only">(„{name}”)</span>
      </Button>

      <h3 className="font-semibold">Lisalingid alammenüü lõpus</h3>
      <MenuLinksEditor
        owner={name}
        ownerKey={item.key}
        links={item.links}
        errorOf={errorOf}
        onChange={(links) => onChange({ ...item, links })}
      />
    </section>
  );
}
