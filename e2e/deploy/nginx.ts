import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_FILE = join(REPO, 'deploy/nginx/kodumasinad.conf');
const NGINX = '/usr/sbin/nginx';
/** The upstream servers' fail_timeout in the site file. */
export const FAIL_TIMEOUT_MS =
  Number(/fail_timeout=(\d+)s/.exec(readFileSync(SITE_FILE, 'utf8'))?.[1] ?? 10) * 1000;

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The site file with only its ports and paths substituted: one upstream server line per app port
 * (the first line's parameters for each), the listen ports, the certificate, the log folder,
 * certbot's challenge folder (`dir`/acme) and the repository's folder. The IPv6 listens go (the
 * test machine may have no IPv6).
 */
export function siteForTest(
  site: string,
  s: { appPorts: number[]; http: number; https: number; dir: string },
): string {
  const first = /^([ \t]*)server 127\.0\.0\.1:3001( [^;\n]*)?;\n/m.exec(site);
  if (first === null || s.appPorts.length === 0) throw new Error('site file changed: no upstream 3001');
  const servers = s.appPorts
    .map((port) => `${first[1]}server 127.0.0.1:${port}${first[2] ?? ''};\n`)
    .join('');
  const text = site
    .replace(first[0], servers)
    .replace(/^[ \t]*server 127\.0\.0\.1:3002[^;\n]*;\n/m, '')
    .replace(/^\s*listen \[::\]:.*$/gm, '')
    .replace('listen 80;', `listen ${s.http};`)
    .replace('listen 443 ssl http2;', `listen ${s.https} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/shop\.example\.ee\/fullchain\.pem/, join(s.dir, 'cert.pem'))
    .replace(/\/etc\/letsencrypt\/live\/shop\.example\.ee\/privkey\.pem/, join(s.dir, 'key.pem'))
    .replaceAll('/var/log/nginx/', `${s.dir}/`)
    .replaceAll('/var/www/letsencrypt', join(s.dir, 'acme'))
    .replaceAll('/srv/kodumasinad', REPO);
  if (/:300[12]\b/.test(text) || /listen 443\b/.test(text) || /\/etc\/letsencrypt|\/var\/www/.test(text))
    throw new Error('site file changed: the test substitution no longer matches it');
  return text;
}

/**
 * A self-signed certificate for 127.0.0.1 in `dir` (cert.pem, key.pem), with the address as a
 * subject alternative name so Node verifies it when given it (NODE_EXTRA_CA_CERTS): the test
 * bank's server-to-server call goes to APP_URL, i.e. through nginx.
 */
export function makeCertificate(dir: string): string {
  const cert = join(dir, 'cert.pem');
  if (existsSync(cert)) return cert;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return cert;
}

/** Whether something listens on the port. */
function taken(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(true));
    server.listen(port, '0.0.0.0', () => server.close(() => done(false)));
  });
}

/** nginx with the repository's site file (ports and paths substituted) in front of `appPorts`. */
export class Nginx {
  private constructor(
    readonly dir: string,
    readonly https: number,
    readonly http: number,
    private readonly process: ChildProcess,
  ) {}

  /** `workers`: 1 for the tests; the bench uses `auto` as Debian's nginx.conf does. */
  static async start(
    dir: string,
    appPorts: number[],
    workers: number | 'auto' = 1,
    httpsPort?: number,
  ): Promise<Nginx> {
    makeCertificate(dir);
    const https = httpsPort ?? (await freePort());
    const http = await freePort();
    writeFileSync(
      join(dir, 'site.conf'),
      siteForTest(readFileSync(SITE_FILE, 'utf8'), { appPorts, http, https, dir }),
    );
    const root = process.getuid?.() === 0;
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        root ? 'user root;' : '',
        `worker_processes ${workers};`,
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/nginx-error.log warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
        ),
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    await until(`nginx on ${https}`, async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`nginx stopped: ${errors.join('')}`);
      return await taken(https);
    });
    return new Nginx(dir, https, http, child);
  }

  /** The master's process id (its workers are its children). */
  get pid(): number {
    return this.process.pid ?? 0;
  }

  /** The worker processes' ids. */
  workers(): number[] {
    try {
      return readFileSync(`/proc/${this.pid}/task/${this.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter((id) => id !== '')
        .map(Number);
    } catch {
      return [];
    }
  }

  accessLog(): string {
    const file = join(this.dir, 'kodumasinad.access.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise((done) => this.process.once('exit', done));
    this.process.kill('SIGQUIT');
    // A graceful stop waits for open requests; a client left connected must not hang the run.
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
