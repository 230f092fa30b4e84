import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('./bare-main.ts', import.meta.url));

/**
 * The ceiling: a bare Fastify endpoint replying with the same bytes as the measured call. It runs
 * in a process of its own, as the shop's server does, so it does not share the load generator's
 * CPU time and both are measured the same way.
 */
export async function startBareServer(port: number, body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'kms-bare-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, BARE_PORT: String(port), BARE_BODY: bodyFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
