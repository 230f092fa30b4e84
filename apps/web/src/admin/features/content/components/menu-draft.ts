import type { MenuItem } from '@kodumasinad/contract';
import type { AdminMenuRequest } from '@kodumasinad/contract/admin';

/** The menu as the editor holds it: links as "Nimi | /aadress" lines. */
export interface DraftChild {
  key: string;
  title: string;
  url: string;
  links: string;
}
export interface DraftItem extends DraftChild {
  two_columns: boolean;
  children: DraftChild[];
}

let nextKey = 0;
export const newKey = () => `k${nextKey++}`;

const linesOf = (links: Record<string, string>) =>
  Object.entries(links)
    .map(([label, url]) => `${label} | ${url}`)
    .join('\n');

function linksOf(text: string): { label: string; url: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.lastIndexOf('|');
      return at < 0
        ? { label: line, url: '' }
        : { label: line.slice(0, at).trim(), url: line.slice(at + 1).trim() };
    });
}

export function draftOf(items: MenuItem[]): DraftItem[] {
  return items.map((item) => ({
    key: newKey(),
    title: item.title,
    url: item.url ?? '',
    two_columns: item.two_columns,
    links: linesOf(item.links),
    children: item.children.map((child) => ({
      key: newKey(),
      title: child.title,
      url: child.url,
      links: linesOf(child.links),
    })),
  }));
}

export function requestOf(items: DraftItem[]): AdminMenuRequest {
  return {
    items: items.map((item) => ({
      title: item.title,
      url: item.url,
      two_columns: item.two_columns,
      links: linksOf(item.links),
      children: item.children.map((child) => ({
        title: child.title,
        url: child.url,
        links: linksOf(child.links),
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
