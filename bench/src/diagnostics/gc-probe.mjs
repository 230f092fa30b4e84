// Loaded into the server with `--import` for a diagnostic run only (page-tail.ts): records every
// garbage collection pause (epoch ms of its start, its duration, V8's kind) into GC_PROBE_FILE.
import { appendFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';

const file = process.env.GC_PROBE_FILE;
const entries = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    entries.push(
      `${(performance.timeOrigin + e.startTime).toFixed(3)},${e.duration.toFixed(3)},${e.detail?.kind ?? 0}`,
    );
  }
}).observe({ entryTypes: ['gc'] });
const flush = () => {
  if (file && entries.length > 0) appendFileSync(file, `${entries.splice(0).join('\n')}\n`);
};
setInterval(flush, 500).unref();
process.on('exit', flush);

// A diagnostic override of the server's own V8 flag, set once its start-up code has run.
if (process.env.PROBE_V8_FLAGS) setImmediate(() => setFlagsFromString(process.env.PROBE_V8_FLAGS));
