import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { FAIL_TIMEOUT_MS, freePort, makeCertificate, Nginx, REPO, until } from './nginx.js';

export { freePort, REPO, siteForTest, SITE_FILE } from './nginx.js';

const SERVER_MAIN = join(REPO, 'apps/server/dist/main.js');

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

export interface AppProcess {
  port: number;
  metricsPort: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface ClusterOptions {
  /** App processes behind nginx (default 2). */
  processes?: number;
  /** An existing, already seeded schema to run on; it is left in place on stop(). */
  schema?: string;
  /** nginx's worker_processes (default 1). */
  nginxWorkers?: number | 'auto';
}

/** The URL of `baseUrl`'s database with `schema` as the search path. */
export function schemaUrl(baseUrl: string, schema: string): string {
  const separator = baseUrl.includes('?') ? '&' : '?';
  return `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** App processes (two unless told) behind nginx on one PostgreSQL schema of their own. */
export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'kms-deploy-'));
  readonly dataDir = join(this.dir, 'data');
  readonly schema: string;
  readonly databaseUrl: string;
  readonly apps: AppProcess[] = [];
  private nginx: Nginx | null = null;
  private readonly env: Record<string, string>;
  private readonly ownSchema: boolean;

  constructor(
    private readonly baseUrl: string,
    extraEnv: Record<string, string> = {},
    private readonly options: ClusterOptions = {},
  ) {
    this.ownSchema = options.schema === undefined;
    this.schema = options.schema ?? `deploy_${randomBytes(5).toString('hex')}`;
    this.databaseUrl = schemaUrl(baseUrl, this.schema);
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
      // The test bank's server-to-server call goes to APP_URL, through nginx's self-signed certificate.
      NODE_EXTRA_CA_CERTS: join(this.dir, 'cert.pem'),
      ...extraEnv,
    };
  }

  get https(): number {
    return this.nginx?.https ?? 0;
  }

  get http(): number {
    return this.nginx?.http ?? 0;
  }

  /** nginx's master and worker process ids. */
  nginxPids(): number[] {
    return this.nginx === null ? [] : [this.nginx.pid, ...this.nginx.workers()];
  }

  async start(): Promise<void> {
    if (!existsSync(SERVER_MAIN)) throw new Error('build the shop first (npm run build)');
    if (this.ownSchema) {
      const admin = new pg.Client({ connectionString: this.baseUrl });
      await admin.connect();
      await admin.query(`create schema ${this.schema}`);
      await admin.end();
    }
    mkdirSync(this.dataDir, { recursive: true });
    makeCertificate(this.dir);
    const https = await freePort();
    this.env['APP_URL'] = `https://127.0.0.1:${https}`;
    const ports: number[] = [];
    // The first process migrates and seeds an empty database; the others start on it after.
    for (let i = 0; i < (this.options.processes ?? 2); i++) {
      const port = await freePort();
      ports.push(port);
      const app = await this.spawnApp(port, await freePort());
      this.apps.push(app);
      await this.ready(app);
    }
    this.nginx = await Nginx.start(this.dir, ports, this.options.nginxWorkers ?? 1, https);
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
   * Requests other than the health checks that process `app` answered without a server error,
   * read from its metrics port (0 while it has served none).
   */
  async served(app: AppProcess): Promise<number> {
    const { body } = await direct(app.metricsPort, '/metrics');
    return body
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('http_requests_total{') &&
          !line.includes('route="/health') &&
          !/status="5\d\d"/.test(line),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  }

  /**
   * SIGTERMs process `index`, waits for it to exit, starts it again on its ports, waits until it
   * is ready, then nginx's fail_timeout and, while buyers are about, until nginx has had an answer
   * from it (docs/operations.md's rolling restart). nginx sends a process it marked failed one
   * request per fail_timeout until one is answered; on a busy machine a restarted process's first
   * answers took seconds, and stopping the next process meanwhile left nginx no live upstream (all
   * reads 502). `phase` is told when the old process has exited, the new one is spawned and when
   * it is ready.
   */
  async restart(
    index: number,
    signal: NodeJS.Signals = 'SIGTERM',
    phase: (name: 'exited' | 'started' | 'ready') => void = () => {},
  ): Promise<number | null> {
    const app = this.apps[index] as AppProcess;
    app.child.kill(signal);
    const code = await app.exited;
    phase('exited');
    const again = await this.spawnApp(app.port, app.metricsPort);
    phase('started');
    this.apps[index] = again;
    await this.ready(again);
    phase('ready');
    await new Promise((r) => setTimeout(r, FAIL_TIMEOUT_MS + 500));
    // Without traffic nobody waits on it: nginx tries it at the next request.
    await until(
      `app ${again.port} answering through nginx`,
      async () => (await this.served(again)) > 0,
      20_000,
    ).catch(() => undefined);
    return code;
  }

  /** Sends `signal` to process `index` (SIGKILL: waits until it is gone; it is not started again). */
  async signal(index: number, signal: NodeJS.Signals): Promise<void> {
    const app = this.apps[index] as AppProcess;
    app.child.kill(signal);
    if (signal === 'SIGKILL') await app.exited;
  }

  accessLog(): string {
    return this.nginx?.accessLog() ?? '';
  }

  /** What process `index` has logged (stdout and stderr, every start of it on its port). */
  appLog(index: number): string {
    const file = join(this.dir, `app-${(this.apps[index] as AppProcess).port}.log`);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  async stop(): Promise<void> {
    await this.nginx?.stop();
    for (const app of this.apps) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
    if (this.ownSchema) {
      const admin = new pg.Client({ connectionString: this.baseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${this.schema} cascade`);
      await admin.end();
    }
    if (process.env['KEEP_DEPLOY_DIR'] === undefined) rmSync(this.dir, { recursive: true, force: true });
  }
}
