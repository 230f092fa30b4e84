/**
 * The nginx site file read as nginx reads it, enough for the deployment tests to ask what applies
 * to a request: directives and blocks, the HTTPS server, and which location a path goes to.
 */
export interface Directive {
  name: string;
  args: string[];
  /** The directives inside `{ … }`, for a block directive (server, location). */
  block?: Directive[];
}

/** Words, quoted strings and `;`, `{`, `}`, comments dropped. */
function tokens(text: string): string[] {
  const found: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    found.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

export function parseSite(text: string): Directive[] {
  const list = tokens(text);
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < list.length && list[at] !== '}') {
      const name = list[at++] ?? '';
      const args: string[] = [];
      while (at < list.length && list[at] !== ';' && list[at] !== '{') args.push(list[at++] ?? '');
      if (list[at] === '{') {
        at++;
        directives.push({ name, args, block: block() });
        if (list[at++] !== '}') throw new Error(`site file: unclosed block ${name}`);
      } else {
        at++;
        directives.push({ name, args });
      }
    }
    return directives;
  };
  const top = block();
  if (at < list.length) throw new Error('site file: a } too many');
  return top;
}

/** The server block that listens with TLS (the shop itself; the other one redirects to it). */
export function httpsServer(site: Directive[]): Directive[] {
  const server = site.find(
    (d) => d.name === 'server' && d.block?.some((l) => l.name === 'listen' && l.args.includes('ssl')),
  );
  if (server?.block === undefined) throw new Error('site file: no server with listen … ssl');
  return server.block;
}

export interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  match: string;
  directives: Directive[];
}

const parsedLocations = new WeakMap<Directive[], Location[]>();

/** The server's locations in the file's order (the same objects on every call). */
export function locations(server: Directive[]): Location[] {
  const known = parsedLocations.get(server);
  if (known !== undefined) return known;
  const found = server
    .filter((d) => d.name === 'location' && d.block !== undefined)
    .map((d) => {
      const [first = '', second] = d.args;
      return second === undefined
        ? { modifier: '' as const, match: first, directives: d.block ?? [] }
        : { modifier: first as Location['modifier'], match: second, directives: d.block ?? [] };
    });
  parsedLocations.set(server, found);
  return found;
}

/**
 * The location nginx picks for `path`: an exact match; else the longest prefix, unless a regular
 * expression (in the file's order) matches and the prefix was not `^~`.
 */
export function locationFor(server: Directive[], path: string): Location | null {
  const all = locations(server);
  const exact = all.find((l) => l.modifier === '=' && l.match === path);
  if (exact !== undefined) return exact;
  const prefix = all
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && path.startsWith(l.match))
    .sort((a, b) => b.match.length - a.match.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = all.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.match, l.modifier === '~*' ? 'i' : '').test(path),
  );
  return regex ?? prefix ?? null;
}

/** A directive's first argument in the location, else the server's (nginx's inheritance). */
export function setting(server: Directive[], location: Location | null, name: string): string | undefined {
  const own = location?.directives.find((d) => d.name === name);
  return (own ?? server.find((d) => d.name === name))?.args[0];
}

/** nginx's size (`8m`, `512k`, `1g`, bytes) in bytes. */
export function sizeBytes(size: string): number {
  const match = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (match === null) throw new Error(`not an nginx size: ${size}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

/** nginx's time (`60s`, `5m`, `300`) in seconds. */
export function timeSeconds(time: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(time);
  if (match === null) throw new Error(`not an nginx time: ${time}`);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] ?? 's'] ?? 1;
  return Number(match[1]) * unit;
}
