import type { AdminMenu } from '@kodumasinad/contract/admin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { isApiError } from '../../../../lib/api/api-error';
import { addToast } from '../../../../lib/state/messages';
import { useAdminMenu } from '../api/menu';
import { useResetMenu } from '../api/reset-menu';
import { useSaveMenu } from '../api/save-menu';
import {
  draftOf,
  dropNode,
  emptyChild,
  emptyItem,
  moveNode,
  nodeKeyOf,
  pathOf,
  requestOf,
  rowErrors,
  type DraftChild,
  type DraftItem,
  type MoveOp,
} from './menu-draft';
import { MenuNodePanel } from './menu-node-panel';
import { MenuTree } from './menu-tree';

/** /haldus/sisu/menuu: the shop's secondary menu, edited and saved as a whole. */
export function MenuScreen() {
  const menu = useAdminMenu();
  if (!menu.data) return <p className="text-slate-500">Laen…</p>;
  return <MenuForm key={JSON.stringify(menu.data.data)} menu={menu.data.data} />;
}

const MOVE_WORDS: Record<MoveOp, string> = {
  up: 'üles',
  down: 'alla',
  in: 'eelmise menüüpunkti alla',
  out: 'välja ülemiseks menüüpunktiks',
};

/** The name a row goes by in the tree, the panel and the announcements. */
function labelOf(items: DraftItem[], key: string): string {
  const path = pathOf(items, key);
  if (!path) return '';
  const item = items[path.item];
  if (path.child === undefined) return item?.title || `Menüüpunkt ${path.item + 1}`;
  return item?.children[path.child]?.title || `Alamlink ${path.child + 1}`;
}

/** Where the row is now, for the announcement ("kohal 2/5", "„Pliidid” all kohal 1/3"). */
function placeOf(items: DraftItem[], key: string): string {
  const path = pathOf(items, key);
  if (!path) return '';
  if (path.child === undefined) return `kohal ${path.item + 1}/${items.length}`;
  const parent = items[path.item];
  return `„${labelOf(items, parent?.key ?? '')}” all kohal ${path.child + 1}/${parent?.children.length ?? 0}`;
}

/**
 * The menu editor (issue 22, item 25): the tree collapsed on the left, the one chosen row in a
 * side panel, moves by drag and by keyboard (buttons and Alt + arrows) read out in a live region,
 * the save bar always in view, and a warning before unsaved changes are left behind.
 */
function MenuForm({ menu }: { menu: AdminMenu }) {
  const [items, setItems] = useState<DraftItem[]>(() => draftOf(menu.items));
  const [saved, setSaved] = useState(() => JSON.stringify(requestOf(items)));
  const [selected, setSelected] = useState<string | null>(() => items[0]?.key ?? null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  // The server's messages keyed by row (rowErrors), so they stay on their rows when rows move.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMenu();
  const reset = useResetMenu();
  const { confirm, dialog } = useConfirm();
  const errorOf = (key: string, field: string) => errors[`${key}.${field}`];
  const dirty = JSON.stringify(requestOf(items)) !== saved;

  const withErrors = useMemo(
    () =>
      new Set(
        Object.keys(errors)
          .map((at) => nodeKeyOf(items, at.split('.')[0] ?? ''))
          .filter((key): key is string => key !== null),
      ),
    [errors, items],
  );

  // Leaving with unsaved changes: the browser asks on reload or close, the app before navigating.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'Kas lahkud salvestamata?',
      message: 'Menüü muudatused on salvestamata ja lähevad kaotsi.',
      confirmLabel: 'Lahku',
    }).then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirm]);

  const expand = (key: string) => setExpanded((open) => new Set(open).add(key));
  const reveal = (next: DraftItem[], key: string) => {
    const path = pathOf(next, key);
    const parent = path?.child !== undefined ? next[path.item] : undefined;
    if (parent) expand(parent.key);
  };

  const move = (key: string, op: MoveOp) => {
    const label = labelOf(items, key);
    const next = moveNode(items, key, op);
    if (!next) {
      setAnnouncement(`„${label}” ei saa liikuda ${MOVE_WORDS[op]}.`);
      return;
    }
    setItems(next);
    reveal(next, key);
    setSelected(key);
    setAnnouncement(`„${label}” liikus ${MOVE_WORDS[op]}, ${placeOf(next, key)}.`);
  };

  const drop = (key: string, targetKey: string) => {
    const label = labelOf(items, key);
    const next = dropNode(items, key, targetKey);
    if (!next) {
      setAnnouncement(`„${label}” ei saa sinna viia.`);
      return;
    }
    setItems(next);
    reveal(next, key);
    setSelected(key);
    setAnnouncement(`„${label}” viidi ${placeOf(next, key)}.`);
  };

  const path = selected ? pathOf(items, selected) : null;
  const selectedItem = path ? items[path.item] : undefined;
  const node: DraftItem | DraftChild | undefined =
    path?.child === undefined ? selectedItem : selectedItem?.children[path.child];

  const change = (next: DraftItem | DraftChild) => {
    if (!path) return;
    setItems(
      items.map((item, i) => {
        if (i !== path.item) return item;
        if (path.child === undefined) return next as DraftItem;
        return { ...item, children: item.children.map((c, j) => (j === path.child ? next : c)) };
      }),
    );
  };

  const remove = () => {
    if (!path || !node) return;
    const label = labelOf(items, node.key);
    const next =
      path.child === undefined
        ? items.filter((_, i) => i !== path.item)
        : items.map((item, i) =>
            i === path.item ? { ...item, children: item.children.filter((_, j) => j !== path.child) } : item,
          );
    setItems(next);
    setSelected(
      path.child === undefined
        ? (next[Math.min(path.item, next.length - 1)]?.key ?? null)
        : (selectedItem?.key ?? null),
    );
    setAnnouncement(`„${label}” eemaldati.`);
  };

  const addItem = () => {
    const item = emptyItem();
    setItems([...items, item]);
    setSelected(item.key);
    setAnnouncement('Lisati uus menüüpunkt, see on avatud muutmiseks.');
  };

  const addChild = () => {
    if (!path || !selectedItem) return;
    const child = emptyChild();
    setItems(
      items.map((item, i) => (i === path.item ? { ...item, children: [...item.children, child] } : item)),
    );
    expand(selectedItem.key);
    setSelected(child.key);
    setAnnouncement(`Lisati alamlink menüüpunktile „${labelOf(items, selectedItem.key)}”.`);
  };

  const onSave = async () => {
    setErrors({});
    try {
      const request = requestOf(items);
      await save.mutateAsync(request);
      setSaved(JSON.stringify(request));
      addToast('Menüü on salvestatud.');
    } catch (error) {
      if (!isApiError(error)) return;
      const keyed = rowErrors(items, error.errors);
      setErrors(keyed);
      // The first row with a message opens in the panel.
      const first = Object.keys(keyed)
        .map((at) => nodeKeyOf(items, at.split('.')[0] ?? ''))
        .find((key): key is string => key !== null);
      if (first) {
        reveal(items, first);
        setSelected(first);
      }
    }
  };

  const onReset = async () => {
    const sure = await confirm({
      title: 'Kas taastan kategooriatest tehtud menüü?',
      message: 'Siin muudetud menüü kustub.',
      confirmLabel: 'Taasta',
    });
    if (!sure) return;
    try {
      await reset.mutateAsync();
      addToast('Menüü järgib taas kategooriaid.');
    } catch {
      // the client showed why
    }
  };

  const canMove = (key: string): Record<MoveOp, boolean> => ({
    up: moveNode(items, key, 'up') !== null,
    down: moveNode(items, key, 'down') !== null,
    in: moveNode(items, key, 'in') !== null,
    out: moveNode(items, key, 'out') !== null,
  });

  return (
    <div className="space-y-4" data-testid="menu-editor">
      <p className="text-sm text-slate-600">
        {menu.custom
          ? 'E-pood näitab seda muudetud menüüd. Uued kategooriad sinna ise ei lisandu.'
          : 'Praegu tehakse menüü kategooriatest. Salvestamisel jääb kehtima siin muudetud menüü.'}
      </p>
      <p id="menu-tree-help" className="text-sm text-slate-600">
        Vali punkt, et seda paremal muuta. Liiguta lohistades, nuppudega või klahvidega Alt + nooled (→
        eelmise punkti alla, ← välja).
      </p>
      {errors.items && <p className="text-sm text-red-700">{errors.items}</p>}
      <p role="status" aria-live="polite" className="sr-only" data-testid="menu-announcer">
        {announcement}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="space-y-2">
          <MenuTree
            items={items}
            selected={selected}
            expanded={expanded}
            withErrors={withErrors}
            onSelect={setSelected}
            onToggle={(key) =>
              setExpanded((open) => {
                const next = new Set(open);
                if (!next.delete(key)) next.add(key);
                return next;
              })
            }
            onMove={move}
            onDrop={drop}
          />
          <Button variant="secondary" onClick={addItem}>
            Lisa menüüpunkt
          </Button>
        </div>
        <div className="lg:sticky lg:top-4">
          {node && path ? (
            <MenuNodePanel
              key={node.key}
              node={node}
              isItem={path.child === undefined}
              label={labelOf(items, node.key)}
              canMove={canMove(node.key)}
              errorOf={errorOf}
              onChange={change}
              onMove={(op) => move(node.key, op)}
              onRemove={remove}
              onAddChild={addChild}
            />
          ) : (
            <p className="text-sm text-slate-600">Vali vasakult menüüpunkt.</p>
          )}
        </div>
      </div>
      <div
        data-testid="menu-save-bar"
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3"
      >
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          Salvesta menüü
        </Button>
        <span className="text-sm text-slate-600" data-testid="menu-dirty">
          {dirty ? 'Muudatused on salvestamata.' : 'Kõik muudatused on salvestatud.'}
        </span>
        {menu.custom && (
          <Button variant="ghost" className="ml-auto" onClick={() => void onReset()}>
            Taasta kategooriatest
          </Button>
        )}
      </div>
      {dialog}
    </div>
  );
}
