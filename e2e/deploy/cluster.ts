import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_FILE = join(REPO, 'deploy/nginx/kodumasinad.conf');
const SERVER_MAIN = join(REPO, 'apps/server/dist/main.js');
const NGINX = '/usr/sbin/nginx';
/** The upstream servers' fail_timeout in the site file. */
const FAIL_TIMEOUT_MS =
  Number(
    /fail_timeout=(\d+)s/.exec(readFileSync(join(REPO, 'deploy/nginx/kodumasinad.conf'), 'utf8'))?.[1] ?? 10,
  ) * 1000;

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

/** GET http://127.0.0.1:<port><path> straight to one process (not through nginx). */
export function direct(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', () => done({ status: 0, body: '' }))
      .end();
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The site file with only its ports and paths substituted: the upstream's app ports, the listen
 * ports, the certificate, the log folder and the repository's folder. The IPv6 listens go (the
 * test machine may have no IPv6).
 */
export function siteForTest(
  site: string,
  s: { appPorts: number[]; http: number; https: number; dir: string },
): string {
  const [first, second] = s.appPorts;
  if (first === undefined || second === undefined) throw new Error('two app ports');
  const text = site
    .replace('127.0.0.1:3001', `127.0.0.1:${first}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${second}`)
    .replace(/^\s*listen \[::\]:.*$/gm, '')
    .replace('listen 80;', `listen ${s.http};`)
    .replace('listen 443 ssl http2;', `listen ${s.https} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/shop\.example\.ee\/fullchain\.pem/, join(s.dir, 'cert.pem'))
    .replace(/\/etc\/letsencrypt\/live\/shop\.example\.ee\/privkey\.pem/, join(s.dir, 'key.pem'))
    .replaceAll('/var/log/nginx/', `${s.dir}/`)
    .replaceAll('/srv/kodumasinad', REPO);
  if (text.includes(':3001') || text.includes('listen 443') || text.includes('/etc/letsencrypt'))
    throw new Error('site file changed: the test substitution no longer matches it');
  return text;
}

export interface AppProcess {
  port: number;
  metricsPort: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Two app processes behind nginx on one PostgreSQL schema of their own. */
export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'kms-deploy-'));
  readonly dataDir = join(this.dir, 'data');
  readonly schema = `deploy_${randomBytes(5).toString('hex')}`;
  readonly databaseUrl: string;
  readonly apps: AppProcess[] = [];
  https = 0;
  http = 0;
  private nginx: ChildProcess | null = null;
  private readonly env: Record<string, string>;

  constructor(
    private readonly baseUrl: string,
    extraEnv: Record<string, string> = {},
  ) {
    const separator = baseUrl.includes('?') ? '&' : '?';
    this.databaseUrl = `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${this.schema}`)}`;
    this.env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      APP_SECRET: randomBytes(36).toString('base64'),
      STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: this.dataDir,
      SMTP_URL: '',
      SEED_PRODUCTS: '300',
      SHUTDOWN_DRAIN_MS: '1000',
      SHUTDOWN_GRACE_MS: '15000',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      ...extraEnv,
    };
  }

  async start(): Promise<void> {
    if (!existsSync(SERVER_MAIN)) throw new Error('build the shop first (npm run build)');
    const admin = new pg.Client({ connectionString: this.baseUrl });
    await admin.connect();
    await admin.query(`create schema ${this.schema}`);
    await admin.end();
    mkdirSync(this.dataDir, { recursive: true });
    this.https = await freePort();
    this.http = await freePort();
    this.env['APP_URL'] = `https://127.0.0.1:${this.https}`;
    const ports = [await freePort(), await freePort()];
    // The first process migrates and seeds the empty database; the second starts on it after.
    this.apps.push(await this.spawnApp(ports[0] as number, await freePort()));
    await this.ready(this.apps[0] as AppProcess);
    this.apps.push(await this.spawnApp(ports[1] as number, await freePort()));
    await this.ready(this.apps[1] as AppProcess);
    await this.startNginx(ports);
  }

  private async spawnApp(port: number, metricsPort: number): Promise<AppProcess> {
    const flags = JSON.parse(readFileSync(join(REPO, 'apps/server/node-flags.json'), 'utf8')) as string[];
    const child = spawn(process.execPath, [...flags, SERVER_MAIN], {
      cwd: REPO,
      env: { ...process.env, ...this.env, PORT: String(port), METRICS_PORT: String(metricsPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(join(this.dir, `app-${port}.log`), { flags: 'a' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    return { port, metricsPort, child, exited };
  }

  async ready(app: AppProcess): Promise<void> {
    await until(
      `app ${app.port} ready`,
      async () => (await direct(app.port, '/health/ready')).status === 200,
    );
  }

  /**
   * SIGTERMs process `index`, waits for it to exit, starts it again on its ports, waits until it
   * is ready and then nginx's fail_timeout (docs/operations.md's rolling restart).
   */
  async restart(index: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const app = this.apps[index] as AppProcess;
    app.child.kill(signal);
    const code = await app.exited;
    const again = await this.spawnApp(app.port, app.metricsPort);
    this.apps[index] = again;
    await this.ready(again);
    await new Promise((r) => setTimeout(r, FAIL_TIMEOUT_MS + 500));
    return code;
  }

  private async startNginx(ports: number[]): Promise<void> {
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
        '-keyout',
        join(this.dir, 'key.pem'),
        '-out',
        join(this.dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = siteForTest(readFileSync(SITE_FILE, 'utf8'), {
      appPorts: ports,
      http: this.http,
      https: this.https,
      dir: this.dir,
    });
    writeFileSync(join(this.dir, 'site.conf'), site);
    const root = process.getuid?.() === 0;
    writeFileSync(
      join(this.dir, 'nginx.conf'),
      [
        root ? 'user root;' : '',
        'worker_processes 1;',
        `pid ${this.dir}/nginx.pid;`,
        `error_log ${this.dir}/nginx-error.log warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${this.dir}/${kind}_temp;`,
        ),
        `  include ${this.dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    this.nginx = spawn(NGINX, ['-p', this.dir, '-c', join(this.dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: string[] = [];
    this.nginx.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    await until(`nginx on ${this.https}`, async () => {
      if (this.nginx?.exitCode !== null) throw new Error(`nginx stopped: ${errors.join('')}`);
      return (await freePortTaken(this.https)) === true;
    });
  }

  accessLog(): string {
    const file = join(this.dir, 'kodumasinad.access.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  async stop(): Promise<void> {
    this.nginx?.kill('SIGQUIT');
    for (const app of this.apps) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
    const admin = new pg.Client({ connectionString: this.baseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${this.schema} cascade`);
    await admin.end();
    if (process.env['KEEP_DEPLOY_DIR'] === undefined) rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Whether something listens on the port. */
function freePortTaken(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(true));
    server.listen(port, '0.0.0.0', () => server.close(() => done(false)));
  });
}
