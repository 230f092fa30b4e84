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
