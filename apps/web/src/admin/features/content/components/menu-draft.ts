import type { MenuItem } from '@kodumasinad/contract';
import type { AdminMenuRequest } from '@kodumasinad/contract/admin';

/** The menu as the editor holds it: every row (item, sub-link, link) has a stable key. */
export interface DraftLink {
  key: string;
  label: string;
  url: string;
}
export interface DraftChild {
  key: string;
  title: string;
  url: string;
  links: DraftLink[];
}
export interface DraftItem extends DraftChild {
  two_columns: boolean;
  children: DraftChild[];
}

let nextKey = 0;
export const newKey = () => `k${nextKey++}`;

export const emptyLink = (): DraftLink => ({ key: newKey(), label: '', url: '' });
export const emptyChild = (): DraftChild => ({ key: newKey(), title: '', url: '', links: [] });
export const emptyItem = (): DraftItem => ({ ...emptyChild(), two_columns: false, children: [] });

const draftLinks = (links: Record<string, string>): DraftLink[] =>
  Object.entries(links).map(([label, url]) => ({ key: newKey(), label, url }));
const requestLinks = (links: DraftLink[]) => links.map(({ label, url }) => ({ label, url }));

export function draftOf(items: MenuItem[]): DraftItem[] {
  return items.map((item) => ({
    key: newKey(),
    title: item.title,
    url: item.url ?? '',
    two_columns: item.two_columns,
    links: draftLinks(item.links),
    children: item.children.map((child) => ({
      key: newKey(),
      title: child.title,
      url: child.url,
      links: draftLinks(child.links),
    })),
  }));
}

export function requestOf(items: DraftItem[]): AdminMenuRequest {
  return {
    items: items.map((item) => ({
      title: item.title,
      url: item.url,
      two_columns: item.two_columns,
      links: requestLinks(item.links),
      children: item.children.map((child) => ({
        title: child.title,
        url: child.url,
        links: requestLinks(child.links),
      })),
    })),
  };
}

/** Moves the entry at `index` by `by` places (within bounds). */
export function moved<T>(list: T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(target, 0, entry);
  return next;
}

/**
 * The server's 422 messages (paths such as `items.0.children.1.links.2.url`) keyed by the row
 * they belong to, `${row key}.${field}` (e.g. `k12.url`, `k3.links` for a list's own rule), so
 * a message stays on its row when rows are moved afterwards. What names no row stays under its
 * path (`items`).
 */
export function rowErrors(items: DraftItem[], errors: Record<string, string[]>): Record<string, string> {
  const keyed: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const parts = path.split('.');
    let row: DraftItem | DraftChild | DraftLink | undefined;
    let rest = parts;
    if (parts[0] === 'items' && parts.length > 2) {
      const item = items[Number(parts[1])];
      row = item;
      rest = parts.slice(2);
      if (item && rest[0] === 'children' && rest.length > 2) {
        row = item.children[Number(rest[1])];
        rest = rest.slice(2);
      }
      if (row && 'links' in row && rest[0] === 'links' && rest.length > 2) {
        row = row.links[Number(rest[1])];
        rest = rest.slice(2);
      }
    }
    const at = row ? `${row.key}.${rest.join('.')}` : path;
    keyed[at] ??= message;
  }
  return keyed;
}

/** Where a row of the tree is: a top item, or a sub-link of one. */
export interface NodePath {
  item: number;
  child?: number;
}

export type MoveOp = 'up' | 'down' | 'in' | 'out';

/** The path of the row with `key` (a top item or a sub-link), or null. */
export function pathOf(items: DraftItem[], key: string): NodePath | null {
  for (const [i, item] of items.entries()) {
    if (item.key === key) return { item: i };
    const j = item.children.findIndex((child) => child.key === key);
    if (j >= 0) return { item: i, child: j };
  }
  return null;
}

const asChild = ({ key, title, url, links }: DraftChild): DraftChild => ({ key, title, url, links });
const asItem = (child: DraftChild): DraftItem => ({ ...asChild(child), two_columns: false, children: [] });

/**
 * Moves the row with `key` one step: up or down among its siblings, in (a top item without
 * sub-links becomes the last sub-link of the item above it) or out (a sub-link becomes a top item
 * right after its parent). Null when the step is not possible there.
 */
export function moveNode(items: DraftItem[], key: string, op: MoveOp): DraftItem[] | null {
  const path = pathOf(items, key);
  if (!path) return null;
  const { item: i, child: j } = path;
  const parent = items[i];
  if (!parent) return null;
  if (j === undefined) {
    if (op === 'up' || op === 'down') {
      const next = moved(items, i, op === 'up' ? -1 : 1);
      return next === items ? null : next;
    }
    if (op === 'in') {
      const above = items[i - 1];
      if (!above || parent.children.length > 0) return null;
      const next = items.filter((_, index) => index !== i);
      next[i - 1] = { ...above, children: [...above.children, asChild(parent)] };
      return next;
    }
    return null;
  }
  const child = parent.children[j];
  if (!child) return null;
  if (op === 'up' || op === 'down') {
    const children = moved(parent.children, j, op === 'up' ? -1 : 1);
    if (children === parent.children) return null;
    return items.map((item, index) => (index === i ? { ...item, children } : item));
  }
  if (op === 'out') {
    const next = items.map((item, index) =>
      index === i ? { ...item, children: item.children.filter((_, c) => c !== j) } : item,
    );
    next.splice(i + 1, 0, asItem(child));
    return next;
  }
  return null;
}

/**
 * A drop of the row `key` on the row `targetKey`: it takes the target's place among the
 * target's siblings (a top item dropped on a sub-link, or the reverse, changes level as long as
 * the menu stays two levels deep). Null when the drop is not possible.
 */
export function dropNode(items: DraftItem[], key: string, targetKey: string): DraftItem[] | null {
  if (key === targetKey) return null;
  const from = pathOf(items, key);
  const to = pathOf(items, targetKey);
  if (!from || !to) return null;
  const source = from.child === undefined ? items[from.item] : items[from.item]?.children[from.child];
  if (!source) return null;
  if (to.child !== undefined && from.child === undefined && (source as DraftItem).children.length > 0) {
    return null;
  }
  // Take the row out, then find the target again (its place may have shifted).
  const without =
    from.child === undefined
      ? items.filter((_, index) => index !== from.item)
      : items.map((item, index) =>
          index === from.item
            ? { ...item, children: item.children.filter((_, c) => c !== from.child) }
            : item,
        );
  const target = pathOf(without, targetKey);
  if (!target) return null;
  if (target.child === undefined) {
    const next = [...without];
    next.splice(target.item, 0, from.child === undefined ? (source as DraftItem) : asItem(source));
    return next;
  }
  return without.map((item, index) => {
    if (index !== target.item) return item;
    const children = [...item.children];
    children.splice(target.child ?? 0, 0, asChild(source));
    return { ...item, children };
  });
}

/** The tree row a row key belongs to: the row itself, or the item or sub-link owning a link. */
export function nodeKeyOf(items: DraftItem[], rowKey: string): string | null {
  for (const item of items) {
    if (item.key === rowKey || item.links.some((link) => link.key === rowKey)) return item.key;
    for (const child of item.children) {
      if (child.key === rowKey || child.links.some((link) => link.key === rowKey)) return child.key;
    }
  }
  return null;
}
