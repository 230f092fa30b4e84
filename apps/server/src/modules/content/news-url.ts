const LETTERS: Record<string, string> = { õ: 'o', ä: 'a', ö: 'o', ü: 'u', š: 's', ž: 'z' };

/** A news item's url from its title: "Käibemaks tõuseb 1. juulist" → "kaibemaks-touseb-1-juulist". */
export function newsUrlBase(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[õäöüšž]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  // A url of digits alone would read as an id (GET /api/news/{id or url}).
  return base === '' || /^\d+$/.test(base) ? `uudis-${base}`.replace(/-$/, '') : base;
}

/** The base, or base-2, base-3 … whichever is not taken. */
export function freeUrl(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
