import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { DraftChild, DraftItem, MoveOp } from './menu-draft';

/** Alt + arrow on a row moves it: up, down, in (→) and out (←). */
const KEY_OPS: Record<string, MoveOp> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'in',
  ArrowLeft: 'out',
};

interface TreeProps {
  items: DraftItem[];
  selected: string | null;
  expanded: ReadonlySet<string>;
  /** Rows with a message from the server, marked in the tree. */
  withErrors: ReadonlySet<string>;
  onSelect(key: string): void;
  onToggle(key: string): void;
  onMove(key: string, op: MoveOp): void;
  onDrop(key: string, targetKey: string): void;
}

/**
 * The menu as a collapsed tree (issue 22, item 25): one row per top item, its sub-links shown
 * when expanded. A row is chosen for the side panel with a click or Enter; Alt + arrows move it,
 * and rows can be dragged onto another row's place.
 */
export function MenuTree(props: TreeProps) {
  const { items, expanded } = props;
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const row = (node: DraftItem | DraftChild, label: string, depth: 0 | 1) => {
    const isItem = depth === 0;
    const item = node as DraftItem;
    const open = isItem && expanded.has(node.key);
    const onKeyDown = (event: KeyboardEvent) => {
      const op = event.altKey ? KEY_OPS[event.key] : undefined;
      if (!op) return;
      event.preventDefault();
      props.onMove(node.key, op);
    };
    const dragProps = {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', node.key);
        setDragged(node.key);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null || dragged === node.key) return;
        event.preventDefault();
        setOver(node.key);
      },
      onDragLeave: () => setOver((current) => (current === node.key ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const key = dragged ?? event.dataTransfer.getData('text/plain');
        setDragged(null);
        setOver(null);
        if (key) props.onDrop(key, node.key);
      },
    };
    return (
      <div
        {...dragProps}
        data-testid="menu-tree-row"
        className={`flex items-center gap-1 rounded-md border px-1 py-1 ${
          props.selected === node.key ? 'border-brand-700 bg-brand-50' : 'border-transparent'
        } ${over === node.key ? 'border-t-4 border-t-brand-700' : ''}`}
      >
        <span aria-hidden="true" className="cursor-grab px-1 text-slate-400 select-none">
          ⠿
        </span>
        {isItem && item.children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={`${open ? 'Peida' : 'Näita'} „${label}” alamlingid`}
            onClick={() => props.onToggle(node.key)}
            className="inline-flex size-7 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="inline-block size-7" />
        )}
        <button
          type="button"
          aria-current={props.selected === node.key ? 'true' : undefined}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft"
          onClick={() => props.onSelect(node.key)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-slate-100"
        >
          {label}
          {isItem && item.children.length > 0 && (
            <span className="ml-1 text-slate-500">({item.children.length})</span>
          )}
          {props.withErrors.has(node.key) && <span className="ml-2 font-medium text-red-700">– viga</span>}
        </button>
      </div>
    );
  };

  return (
    <ul className="space-y-1" data-testid="menu-tree" aria-label="Menüü puu">
      {items.map((item, index) => {
        const label = item.title || `Menüüpunkt ${index + 1}`;
        return (
          <li key={item.key} data-testid="menu-item">
            {row(item, label, 0)}
            {expanded.has(item.key) && item.children.length > 0 && (
              <ul className="mt-1 ml-6 space-y-1 border-l-2 border-slate-200 pl-2">
                {item.children.map((child, childIndex) => (
                  <li key={child.key}>{row(child, child.title || `Alamlink ${childIndex + 1}`, 1)}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
