import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';

const run = promisify(execFile);

/** What a backup archive holds, beside the database and the data files. */
export interface BackupManifest {
  format: 1;
  created_at: string;
  database: 'sqlite' | 'postgres';
  /** The PostgreSQL schema the dump holds (the URL's search_path), or null for the database's own. */
  schema: string | null;
  /** DATA_DIR files in the archive, relative to it. */
  files: string[];
}

const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.pgdump';
const DATA = 'data';
const MANIFEST = 'manifest.json';

/**
 * Pages per step of SQLite's online backup: all of them, in one step and so one read transaction.
 * A copy made in several steps starts over whenever another connection writes between two of
 * them; under steady checkouts a backup of the test's small shop in 100-page steps ran as long as
 * the checkouts went on (16 s, 138 orders). In WAL mode the read blocks no writer.
 */
const ALL_PAGES = 0x7fffffff;

/**
 * DATA_DIR entries that are not kept: the SQLite database itself (copied through the online
 * backup API instead, never as a file of a live database), the rendered-picture cache (rebuilt on
 * demand), the catalogue index's file (rebuilt at the next start; decision 085) and the development
 * outbox (not the shop's data).
 */
function keptDataEntry(path: string, databaseFile: string | null): boolean {
  const top = path.split(sep)[0];
  if (top === 'images-cache' || top === 'catalog-index' || top === 'outbox') return false;
  if (databaseFile !== null && [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`].includes(path))
    return false;
  return true;
}

/** The database file's path inside DATA_DIR, or null when it lives elsewhere (or on PostgreSQL). */
function databaseInDataDir(config: Pick<Config, 'database' | 'dataDir'>): string | null {
  if (config.database.kind !== 'sqlite') return null;
  const inside = relative(config.dataDir, resolve(config.database.file));
  return inside.startsWith('..') ? null : inside;
}

function listFiles(root: string, keep: (path: string) => boolean, dir = root): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const path = relative(root, full);
    if (!keep(path)) continue;
    if (entry.isDirectory()) files.push(...listFiles(root, keep, full));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** The schema a PostgreSQL URL's `options=-c search_path=…` names, or null. */
export function urlSchema(url: string): string | null {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /-c\s*search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1] ?? null;
}

/** A backup or restore that a tool could not do, with its reason for the operator. */
export class BackupFailed extends Error {
  override name = 'BackupFailed';
}

/** Runs a tool; its failure is told by its own words, not by its command line. */
async function runTool(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(command, args, env === undefined ? {} : { env });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupFailed(`${command} is not installed`);
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new BackupFailed(`${command} failed${said ? `: ${said}` : ''}`);
  }
}

/**
 * Runs pg_dump or pg_restore on the URL's database. The URL goes without its `options` (the schema
 * is given as --schema instead) and without its password, which goes in the environment: a
 * command line is readable by every user of the machine.
 */
async function runPgTool(command: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  parsed.searchParams.delete('options');
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  await runTool(
    command,
    ['--dbname', parsed.toString(), ...args],
    password === '' ? undefined : { ...process.env, PGPASSWORD: password },
  );
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * Makes one consistent backup while the shop serves (issue 25): SQLite through better-sqlite3's
 * online backup API, PostgreSQL through `pg_dump -Fc` (one snapshot), plus the DATA_DIR files the
 * database does not hold (logos, pictures, test-bank keys, the generated secret), into
 * `<backupDir>/kodumasinad-<time>.tar.gz`. Returns the archive's path.
 */
export async function createBackup(
  config: Pick<Config, 'database' | 'dataDir'>,
  backupDir: string,
  now = new Date(),
): Promise<string> {
  const staging = mkdtempSync(join(tmpdir(), 'kms-backup-'));
  try {
    const databaseFile = databaseInDataDir(config);
    let schema: string | null = null;
    if (config.database.kind === 'sqlite') {
      if (!existsSync(config.database.file)) {
        throw new BackupFailed(`No database at ${config.database.file} (DATA_DIR is ${config.dataDir})`);
      }
      const source = new Sqlite(config.database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(join(staging, SQLITE_FILE), { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
    } else {
      schema = urlSchema(config.database.url);
      await runPgTool('pg_dump', config.database.url, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        ...(schema === null ? [] : ['--schema', schema]),
        '--file',
        join(staging, PG_FILE),
      ]);
    }
    const files = listFiles(config.dataDir, (path) => keptDataEntry(path, databaseFile));
    for (const file of files) {
      const target = join(staging, DATA, file);
      mkdirSync(join(target, '..'), { recursive: true });
      cpSync(join(config.dataDir, file), target);
    }
    const manifest: BackupManifest = {
      format: 1,
      created_at: now.toISOString(),
      database: config.database.kind,
      schema,
      files,
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The archive holds the secret, the keys and every password hash: only the shop's user reads
    // it. Written under a temporary name and renamed, so a copy job never takes half an archive.
    mkdirSync(backupDir, { recursive: true, mode: 0o700 });
    const archive = resolve(backupDir, `kodumasinad-${stamp(now)}.tar.gz`);
    const partial = `${archive}.partial`;
    writeFileSync(partial, '', { mode: 0o600 });
    try {
      await runTool('tar', ['-czf', partial, '-C', staging, '.']);
      renameSync(partial, archive);
    } finally {
      rmSync(partial, { force: true });
    }
    return archive;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Whether the configured database already holds a shop (users or products). */
async function holdsData(config: Pick<Config, 'database'>): Promise<boolean> {
  if (config.database.kind === 'sqlite') {
    if (!existsSync(config.database.file)) return false;
    const db = new Sqlite(config.database.file, { readonly: true });
    try {
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' and name in ('users', 'products')")
        .all() as { name: string }[];
      return tables.some(({ name }) => (db.prepare(`select 1 from ${name} limit 1`).get() ?? null) !== null);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_name in ('users', 'products')`,
    );
    for (const { name } of rows) {
      const found = await client.query(`select 1 from ${name} limit 1`);
      if (found.rowCount !== null && found.rowCount > 0) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back into the configured database and DATA_DIR. A database that already holds a
 * shop is refused unless `force` (then its tables are replaced). The server must be stopped.
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'dataDir'>,
  archive: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new RestoreRefused(`No backup at ${archive}`);
  const staging = mkdtempSync(join(tmpdir(), 'kms-restore-'));
  try {
    const notOurs = () => new RestoreRefused(`${basename(archive)} is not a backup of this shop`);
    await runTool('tar', ['-xzf', archive, '-C', staging]).catch((error: unknown) => {
      throw new RestoreRefused(`${notOurs().message} (${(error as Error).message})`);
    });
    if (!existsSync(join(staging, MANIFEST))) throw notOurs();
    const manifest = JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw notOurs();
    if (manifest.database !== config.database.kind) {
      throw new RestoreRefused(
        `${basename(archive)} holds a ${manifest.database} database; the configured one is ${config.database.kind}`,
      );
    }
    if (options.force !== true && (await holdsData(config))) {
      throw new RestoreRefused(
        'The configured database already holds data; restore with --force to replace it.',
      );
    }
    if (config.database.kind === 'sqlite') {
      const file = config.database.file;
      mkdirSync(join(file, '..'), { recursive: true });
      for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      cpSync(join(staging, SQLITE_FILE), file);
    } else {
      const target = urlSchema(config.database.url);
      if (target !== manifest.schema) {
        throw new RestoreRefused(
          `${basename(archive)} holds schema ${manifest.schema ?? 'public'}; the configured one is ${target ?? 'public'}`,
        );
      }
      await runPgTool('pg_restore', config.database.url, [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        join(staging, PG_FILE),
      ]);
    }
    mkdirSync(config.dataDir, { recursive: true });
    if (existsSync(join(staging, DATA))) cpSync(join(staging, DATA), config.dataDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
