import { readFileSync } from 'node:fs';

/*
 * Self time of a V8 CPU profile (`--cpu-prof`, see page-tail.ts) grouped by where the code lives:
 *   node --import tsx src/diagnostics/profile-summary.ts <file.cpuprofile> [pages]
 * With the number of pages the profile covered it prints ms per page as well.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const GROUPS: [string, RegExp][] = [
  ['garbage collector', /^\(garbage collector\)/],
  ['idle', /^\(idle\)/],
  ['program (V8, native)', /^\(program\)/],
  ['logging (pino)', /pino|sonic-boom|thread-stream/],
  ['catalogue (modules/catalog)', /modules\/catalog/],
  ['search (modules/search)', /modules\/search/],
  ['auth, sessions, csrf (platform)', /platform\/(auth|sessions|csrf|api-guard)/],
  ['other server code', /apps\/server\/dist/],
  [
    'fastify and its plugins',
    /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio|fast-json-stringify)/,
  ],
  ['database drivers', /node_modules\/(better-sqlite3|pg|kysely)/],
  ['zod and the contract', /node_modules\/zod|packages\/contract/],
  ['node http', /node:_http|node:http/],
  ['node net, streams, timers', /node:(net|stream|internal\/streams|internal\/timers|events|internal\/)/],
];

const [file, pagesArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file ?? '', 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const busy =
  total -
  [...self]
    .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
    .reduce((a, [, ms]) => a + ms, 0);

const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, ms] of self) {
  const { functionName, url } = byId.get(id)!.callFrame;
  const key = `${functionName} ${url}`;
  const group =
    GROUPS.find(([, pattern]) => pattern.test(key))?.[0] ??
    `other (${url.split('/').slice(-2).join('/') || 'native'})`;
  groups.set(group, (groups.get(group) ?? 0) + ms);
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'server/')}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
}
const pages = Number(pagesArg ?? 0);
const row = (ms: number) => ({
  ms: Math.round(ms),
  '% of busy': Math.round((ms / busy) * 1000) / 10,
  ...(pages > 0 ? { 'ms per page': Math.round((ms / pages) * 1000) / 1000 } : {}),
});
console.log(`${Math.round(total)} ms profiled, ${Math.round(busy)} ms busy`);
console.table(Object.fromEntries([...groups].sort((a, b) => b[1] - a[1]).map(([g, ms]) => [g, row(ms)])));
console.table(
  Object.fromEntries(
    [...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([f, ms]) => [f.slice(0, 90), row(ms)]),
  ),
);
