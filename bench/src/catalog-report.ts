import type { CatalogRun, Mode } from './catalog-bench.js';

const latency = (m: { p50Ms: number; p99Ms: number } | undefined) => (m ? `${m.p50Ms} / ${m.p99Ms}` : '');
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** Warm and cold side by side per scenario, then what each scenario returns, pages, memory and the log. */
export function printCatalog(runs: CatalogRun[]): void {
  console.table(
    runs.flatMap((run) => {
      const of = (kind: string, mode: Mode) => run.rows.find((r) => r.kind === kind && r.mode === mode);
      const line = (scenario: string, warm: ReturnType<typeof of>, cold: ReturnType<typeof of>) => ({
        db: run.database,
        products: run.products,
        scenario,
        'warm p50 / p99 ms': latency(warm),
        'cold p50 / p99 ms': latency(cold),
        'warm req/s @10': warm?.rps10 ?? '',
        'cold req/s @10': cold?.rps10 ?? '',
        'server CPU ms warm / cold': warm || cold ? `${warm?.cpuMs ?? ''} / ${cold?.cpuMs ?? ''}` : '',
      });
      const page = (mode: Mode) => run.pages.find((p) => p.mode === mode);
      return [
        line('search json', of('search', 'warm'), of('search', 'cold')),
        line('listing', of('listing', 'warm'), of('listing', 'cold')),
        line('facet counts', of('facets', 'warm'), of('facets', 'cold')),
        {
          ...line('category page (6 calls)', undefined, undefined),
          'warm p50 / p99 ms': latency(page('warm')),
          'cold p50 / p99 ms': latency(page('cold')),
          'server CPU ms warm / cold': `${page('warm')?.cpuMs ?? ''} / ${page('cold')?.cpuMs ?? ''}`,
        },
        line('product page', of('product', 'warm'), undefined),
        line('bare endpoint', of('bare', 'warm'), undefined),
      ];
    }),
  );
  const editing = runs.filter((run) => run.editing !== null);
  if (editing.length > 0) {
    console.log('While staff save one product a second (a catalogue rebuild a second, decision 082):');
    console.table(
      editing.flatMap((run) =>
        ['search', 'listing'].map((kind) => {
          const of = (mode: Mode) => run.editing?.rows.find((r) => r.kind === kind && r.mode === mode);
          return {
            db: run.database,
            products: run.products,
            scenario: kind === 'search' ? 'search json' : 'listing',
            'warm p50 / p99 ms': latency(of('warm')),
            'cold p50 / p99 ms': latency(of('cold')),
            'server CPU ms warm / cold': `${of('warm')?.cpuMs ?? ''} / ${of('cold')?.cpuMs ?? ''}`,
            edits: run.editing?.edits ?? 0,
          };
        }),
      ),
    );
  }
  for (const run of runs) {
    console.log(
      `${run.database}, ${run.products.toLocaleString('en')} products — what each scenario returns:`,
    );
    for (const row of run.rows)
      console.log(`  ${row.mode} ${row.label} (${row.requests} sequential requests)`);
    for (const page of run.pages) {
      console.log(
        `  ${page.mode} ${page.label}: ${page.requests} pages, median ${page.bytes} bytes, max ${page.maxMs} ms`,
      );
      console.log(
        `    per call p50/p99 ms (last to answer in the slowest 1 %): ` +
          page.calls.map((c) => `${c.call} ${c.p50Ms}/${c.p99Ms} (${c.lastInTail})`).join(', '),
      );
    }
    console.log(
      `  memory ${run.rssMb} MB after the load, ${run.peakRssMb} MB at the peak; 100 logins at once: ` +
        `${run.burst.peakRssMb} MB at the peak (VmHWM ${run.burst.hwmBeforeMb} → ${run.burst.hwmAfterMb} MB), ` +
        `${run.burst.failed} failed, ${run.burst.seconds} s; a second client's first listing ` +
        `${run.firstListingMs.cold} ms, then ${run.firstListingMs.again} ms; ` +
        `server log ${mb(run.log.bytes)} MB in ${run.log.lines.toLocaleString('en')} lines; seed ${run.seedSeconds} s`,
    );
  }
}
