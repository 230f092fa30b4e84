import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { freshTarget, runCleanups, temporaryDir, type Cleanups, type ShopPlace } from './backup-fixtures.js';

/** Where an operator runs npm: the checkout's root (decision 084's commands, docs/operations.md). */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');
const ARCHIVE = /^kodumasinad-\d{8}T\d{6}Z\.tar\.gz$/;

/** Each run starts npm and tsx (2–4 s on a busy two-core machine); a test makes up to four. */
const SPAWNS = { timeout: 90_000 };

let t: TestApp;
const cleanups: Cleanups = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await runCleanups(cleanups);
  await t.close();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run --silent <script> -- <args>` in the checkout's root, as the operator types it: npm runs
 * the server workspace's script (node with tsx on the sources) on the place's DATA_DIR and
 * database. Only the environment given here reaches it (an empty DATABASE_URL means SQLite).
 */
function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  place: ShopPlace,
  env: Record<string, string> = {},
) {
  return new Promise<Run>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'test',
          DATA_DIR: place.dataDir,
          APP_SECRET: t.config.appSecret,
          DATABASE_URL: place.database.kind === 'postgres' ? place.database.url : '',
          BACKUP_DIR: '',
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
}

/** The archive a backup printed: its one line of output, an absolute path. */
function printedArchive(run: Run): string {
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toBe('');
  const lines = run.stdout.split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toBe('');
  return lines[0] ?? '';
}

const usersIn = async (place: ShopPlace) => {
  const { db } = await openDatabase({ ...t.config, ...place });
  try {
    return (await db.selectFrom('users').select('email').orderBy('id').execute()).map((row) => row.email);
  } finally {
    await db.destroy();
  }
};

describe('npm run backup and npm run restore', () => {
  let archive: string;

  it(
    'backs up into ./backups of the checkout by default and prints only the archive, readable by its owner alone',
    SPAWNS,
    async () => {
      const defaultDir = join(ROOT, 'backups');
      const existed = existsSync(defaultDir);
      const run = await npmRun('backup', [], t.config);
      const printed = printedArchive(run);
      cleanups.push(async () => {
        rmSync(printed, { force: true });
        if (!existed && existsSync(defaultDir) && readdirSync(defaultDir).length === 0) rmdirSync(defaultDir);
      });
      expect(printed.startsWith(`${defaultDir}/`), printed).toBe(true);
      expect(printed.slice(defaultDir.length + 1)).toMatch(ARCHIVE);
      expect(statSync(printed).isFile()).toBe(true);
      expect(statSync(printed).mode & 0o777).toBe(0o600);
      // Written whole under a temporary name and renamed: nothing is left beside it.
      expect(readdirSync(defaultDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
    },
  );

  it(
    'takes BACKUP_DIR relative to the checkout, where npm was run (not the workspace it runs in)',
    SPAWNS,
    async () => {
      const dir = temporaryDir('kms-cli-backups-', cleanups);
      archive = printedArchive(await npmRun('backup', [], t.config, { BACKUP_DIR: relative(ROOT, dir) }));
      expect(readdirSync(dir)).toEqual([archive.slice(dir.length + 1)]);
      expect(archive.slice(dir.length + 1)).toMatch(ARCHIVE);
    },
  );

  it(
    'restores into an empty database, refuses one that holds a shop, and replaces it with --force',
    SPAWNS,
    async () => {
      const target = await freshTarget(t.config, cleanups);
      const typed = relative(ROOT, archive);
      const into = target.database.kind === 'sqlite' ? target.database.file : 'PostgreSQL (DATABASE_URL)';

      const restored = await npmRun('restore', [typed], target);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(
        new RegExp(
          `^Restored the backup of \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z into ${escape(into)} and ${escape(target.dataDir)}\\.\\n$`,
        ),
      );
      const users = await usersIn(target);
      expect(users).toEqual(await usersIn(t.config));
      expect(users.length).toBeGreaterThan(0);

      const refused = await npmRun('restore', [typed], target);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        'The configured database already holds data; restore with --force to replace it.\n',
      );

      const forced = await npmRun('restore', [typed, '--force'], target);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toMatch(/^Restored the backup of /);
      expect(await usersIn(target)).toEqual(users);
    },
  );

  it(
    'says in one line what is wrong, exit code 1: no archive, a missing or foreign file, no database',
    SPAWNS,
    async () => {
      const usage = await npmRun('restore', [], t.config);
      expect(usage).toEqual({
        code: 1,
        stdout: '',
        stderr: 'Usage: npm run backup | npm run restore -- <archive> [--force]\n',
      });

      const missing = await npmRun('restore', ['backups/no-such-backup.tar.gz'], t.config);
      expect(missing).toEqual({
        code: 1,
        stdout: '',
        stderr: `No backup at ${ROOT}/backups/no-such-backup.tar.gz\n`,
      });

      const foreign = await npmRun('restore', ['package.json'], t.config);
      expect(foreign.code).toBe(1);
      expect(foreign.stderr).toMatch(/^package\.json is not a backup of this shop \(tar failed: .*\)\n$/s);

      // Nothing to back up: a DATA_DIR without the SQLite file, or a PostgreSQL database that is not
      // there (the password of its URL stays out of the message).
      const empty = temporaryDir('kms-cli-empty-', cleanups);
      const nothing =
        t.config.database.kind === 'sqlite'
          ? await npmRun('backup', [], { ...t.config, dataDir: empty })
          : await npmRun('backup', [], t.config, {
              DATA_DIR: empty,
              DATABASE_URL: withDatabase(t.config.database.url, 'kms_no_such_database', 'salajane-parool'),
            });
      expect(nothing.code).toBe(1);
      expect(nothing.stdout).toBe('');
      expect(nothing.stderr.trim().split('\n')).toHaveLength(1);
      expect(nothing.stderr).toContain(
        t.config.database.kind === 'sqlite'
          ? `No database at ${join(empty, 'kodumasinad.sqlite')}`
          : 'pg_dump failed: pg_dump: error: connection to server',
      );
      expect(nothing.stderr).not.toContain('salajane-parool');
    },
  );
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URL of another database on the same server, with a password. */
function withDatabase(url: string, database: string, password: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  parsed.password = password;
  return parsed.toString();
}
