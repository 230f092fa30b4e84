import { processMemoryMb, type RunningServer } from './server-process.js';

/**
 * The import calls the `/haldus/import` screen makes (issue 24), as the bench's supplier files use
 * them: upload with a mapping (the dry run starts), poll until checked, apply, poll until done.
 */
export interface Job {
  id: number;
  status: string;
  counts: Record<string, number>;
  error: string | null;
  /** When the job ended, as the server recorded it (ISO 8601). */
  finished_at: string | null;
}

/** How often the import screen asks for the job's progress. */
const POLL_MS = 100;

/** The highest current RSS (VmRSS) seen while polling, MB: sampled at every poll of a phase. */
let sampledRssMb = 0;

async function waitFor(server: RunningServer, headers: Record<string, string>, id: number, until: string) {
  for (;;) {
    sampledRssMb = Math.max(sampledRssMb, processMemoryMb(server.pid).rss);
    const reply = await fetch(`${server.url}/api/admin/imports/${id}`, { headers });
    const job = ((await reply.json()) as { import: Job }).import;
    if (job.status === until) return job;
    if (['failed', 'cancelled', 'done', 'checked'].includes(job.status))
      throw new Error(`import ${id} ended ${job.status}: ${job.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface CheckedImport {
  id: number;
  /** From the upload until the dry run's end, s. */
  dryRunS: number;
  counts: Record<string, number>;
  /** The highest RSS sampled during the dry run, MB. */
  dryRunRssMb: number;
}

/** Uploads a file and waits for its dry run; bad rows are printed (the first of them). */
export async function uploadAndCheck(
  server: RunningServer,
  headers: Record<string, string>,
  file: Buffer,
  mapping: Record<string, string>,
  options: Record<string, unknown>,
  filename = 'bench.csv',
): Promise<CheckedImport> {
  const form = new FormData();
  form.append('file', new Blob([file]), filename);
  form.append('mapping', JSON.stringify(mapping));
  form.append('key', 'code');
  form.append('options', JSON.stringify(options));
  const start = performance.now();
  const reply = await fetch(`${server.url}/api/admin/imports`, { method: 'POST', headers, body: form });
  if (reply.status !== 202) throw new Error(`upload: ${reply.status} ${await reply.text()}`);
  const { id } = ((await reply.json()) as { import: Job }).import;
  sampledRssMb = 0;
  const checked = await waitFor(server, headers, id, 'checked');
  if ((checked.counts.error ?? 0) > 0) {
    const errors = await fetch(`${server.url}/api/admin/imports/${id}/errors.csv`, { headers });
    console.log(
      `${filename}: ${checked.counts.error} rows refused, e.g.\n${(await errors.text()).slice(0, 600)}`,
    );
  }
  return {
    id,
    dryRunS: (performance.now() - start) / 1000,
    counts: checked.counts,
    dryRunRssMb: sampledRssMb,
  };
}

export interface AppliedImport {
  /** From the apply call until the job's end as the screen sees it, s. */
  applyS: number;
  job: Job;
  /** The highest RSS sampled during the apply, MB. */
  applyRssMb: number;
}

/** Applies a checked import and waits until its job is done. */
export async function applyImport(
  server: RunningServer,
  headers: Record<string, string>,
  id: number,
): Promise<AppliedImport> {
  const start = performance.now();
  const applied = await fetch(`${server.url}/api/admin/imports/${id}/apply`, { method: 'POST', headers });
  if (applied.status !== 202) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  sampledRssMb = 0;
  const job = await waitFor(server, headers, id, 'done');
  return { applyS: (performance.now() - start) / 1000, job, applyRssMb: sampledRssMb };
}

/** Upload, dry run and (with `apply`) the apply of one file. */
export async function importFile(
  server: RunningServer,
  headers: Record<string, string>,
  file: Buffer,
  mapping: Record<string, string>,
  options: Record<string, unknown>,
  apply: boolean,
  filename = 'bench.csv',
): Promise<CheckedImport & { applyS: number; job: Job | null }> {
  const checked = await uploadAndCheck(server, headers, file, mapping, options, filename);
  if (!apply) return { ...checked, applyS: 0, job: null };
  const { applyS, job } = await applyImport(server, headers, checked.id);
  return { ...checked, applyS, job };
}
