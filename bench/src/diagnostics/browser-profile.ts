import { chromium } from 'playwright-core';
import { loginHeaders } from '../session.js';
import { newEnvironment, removeEnvironment, seed, startServer } from '../server-process.js';

/*
 * Where the browser's main thread spends its JavaScript time on first load of a page, at the
 * 4× CPU slowdown Lighthouse's mobile preset uses (issue 11). After `npm run build`:
 *   node --import tsx src/diagnostics/browser-profile.ts [path ...]
 * Prints self time per script file (and per function for the largest files), median of 3 loads.
 */

const PATHS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/pesumasinad'];
const LOADS = Number(process.env.PROFILE_LOADS ?? 3);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const url = node.callFrame.url;
    const file = url === '' ? node.callFrame.functionName || '(native)' : (url.split('/').pop() ?? url);
    files.set(file, (files.get(file) ?? 0) + ms);
    const fn = `${file} ${node.callFrame.functionName || '(anonymous)'}:${node.callFrame.columnNumber}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  return { files, functions };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const env = newEnvironment('');
  seed(env, 5000);
  const server = await startServer(env, 3391);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const auth = await loginHeaders(server.url, 'anna@kodumasin.test', 'Demo1234!');
    for (const path of PATHS) {
      const runs: Map<string, number>[] = [];
      let fnTotals = new Map<string, number>();
      for (let load = 0; load < LOADS; load++) {
        const context = await browser.newContext({ extraHTTPHeaders: { cookie: auth.cookie } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        const { files, functions } = selfTimes(profile);
        runs.push(files);
        fnTotals = functions;
        await context.close();
      }
      const names = new Set(runs.flatMap((run) => [...run.keys()]));
      const rows = [...names]
        .map((name) => ({ file: name, ms: Math.round(median(runs.map((run) => run.get(name) ?? 0))) }))
        .filter((row) => row.ms >= 5)
        .sort((a, b) => b.ms - a.ms);
      console.log(`\n${path} — self time per file, median of ${LOADS} loads at 4× CPU (ms)`);
      console.table(rows);
      const top = [...fnTotals.entries()]
        .filter(([, ms]) => ms >= 10)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([fn, ms]) => ({ fn, ms: Math.round(ms) }));
      console.log(`${path} — heaviest functions of the last load`);
      console.table(top);
    }
  } finally {
    await browser.close();
    await server.stop();
    removeEnvironment(env);
  }
}

await main();
