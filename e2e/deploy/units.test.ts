import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/server/src/config.js';
import {
  BANK_LINK_BANKS,
  bankLinkEnvNames,
} from '../../apps/server/src/platform/payments/bank-link-config.js';
import { REPO, SITE_FILE } from './nginx.js';

/**
 * What an operator copies besides the site file (issue 25): the systemd units and the environment
 * file example, held to what the server itself uses — its V8 flags and process environment
 * (decisions 010, 012), its drain and grace periods, and every variable its configuration reads.
 * Cheap: nothing is started.
 */
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const APP_UNIT = 'deploy/systemd/kodumasinad@.service';
const BACKUP_UNIT = 'deploy/systemd/kodumasinad-backup.service';
const BACKUP_TIMER = 'deploy/systemd/kodumasinad-backup.timer';
const ENV_EXAMPLE = 'deploy/kodumasinad.env.example';

type Unit = Map<string, Map<string, string[]>>;

/** A systemd unit file: section → key → its values in order (keys such as Environment repeat). */
function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section: Map<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = new Map();
      unit.set(header[1] ?? '', section);
      continue;
    }
    const at = line.indexOf('=');
    if (section === undefined || at < 0) throw new Error(`not a unit line: ${line}`);
    const key = line.slice(0, at).trim();
    section.set(key, [...(section.get(key) ?? []), line.slice(at + 1).trim()]);
  }
  return unit;
}

const value = (unit: Unit, section: string, key: string) => unit.get(section)?.get(key)?.at(-1);

/** The Environment= assignments of a unit's [Service]. */
function environment(unit: Unit): Map<string, string> {
  const pairs = (unit.get('Service')?.get('Environment') ?? []).map((line) => {
    const at = line.indexOf('=');
    return [line.slice(0, at), line.slice(at + 1)] as const;
  });
  return new Map(pairs);
}

/** The example's variables: set (`NAME=value`) and optional, commented out (`# NAME=value`). */
function exampleVariables(text: string): { set: Map<string, string>; commented: Set<string> } {
  const set = new Map<string, string>();
  const commented = new Set<string>();
  for (const line of text.split('\n')) {
    const active = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (active) set.set(active[1] ?? '', active[2] ?? '');
    const optional = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (optional) commented.add(optional[1] ?? '');
  }
  return { set, commented };
}

/** The variables apps/server/src/config.ts's EnvSchema reads: its keys, from the source. */
function configVariables(): string[] {
  const source = read('apps/server/src/config.ts');
  const start = source.indexOf('const EnvSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('config.ts changed: no EnvSchema = z.object({ … });');
  const names = [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
  expect(names.length).toBeGreaterThan(30);
  return names;
}

const appUnit = parseUnit(read(APP_UNIT));
const example = exampleVariables(read(ENV_EXAMPLE));

describe('the app’s systemd unit', () => {
  it('starts node with the flags of apps/server/node-flags.json and the environment of process-env.json', () => {
    const flags = JSON.parse(read('apps/server/node-flags.json')) as string[];
    const [node, ...args] = (value(appUnit, 'Service', 'ExecStart') ?? '').split(/\s+/);
    expect(node).toBe('/usr/bin/node');
    expect(args).toEqual([...flags, 'apps/server/dist/main.js']);
    // The built server the deployment tests run (cluster.ts) is that same file of the repository.
    expect(value(appUnit, 'Service', 'WorkingDirectory')).toBe('/srv/kodumasinad');
    const env = environment(appUnit);
    for (const [name, wanted] of Object.entries(
      JSON.parse(read('apps/server/process-env.json')) as Record<string, string>,
    ))
      expect(env.get(name), name).toBe(wanted);
  });

  it('reads the env file, restarts on failure, raises the open-file limit and waits out the drain and grace', () => {
    expect(value(appUnit, 'Service', 'EnvironmentFile')).toBe('/etc/kodumasinad/kodumasinad.env');
    expect(value(appUnit, 'Service', 'Restart')).toBe('on-failure');
    expect(Number(value(appUnit, 'Service', 'LimitNOFILE'))).toBeGreaterThanOrEqual(65_536);
    expect(value(appUnit, 'Service', 'KillSignal')).toBe('SIGTERM');
    // One instance per port: the port and its metrics port come from the instance name.
    expect(environment(appUnit).get('PORT')).toBe('%i');
    expect(environment(appUnit).get('METRICS_PORT')).toMatch(/%i/);
    // The env example's settings as the server reads them (its placeholder key replaced).
    const config = loadConfig({
      ...Object.fromEntries(example.set),
      STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
    });
    const stopSeconds = Number(value(appUnit, 'Service', 'TimeoutStopSec'));
    expect(stopSeconds * 1000).toBeGreaterThanOrEqual(config.shutdown.drainMs + config.shutdown.graceMs);
  });
});

describe('the environment file example', () => {
  it('names every variable the server’s configuration reads, set or commented out', () => {
    const fromUnit = new Set(environment(appUnit).keys());
    const missing = configVariables().filter(
      (name) => !example.set.has(name) && !example.commented.has(name) && !fromUnit.has(name),
    );
    expect(missing).toEqual([]);
    // Bank links: one block shows the five variables; the others are named by their bank.
    for (const name of Object.values(bankLinkEnvNames('SWEDBANK'))) expect(example.commented).toContain(name);
    for (const bank of BANK_LINK_BANKS) expect(read(ENV_EXAMPLE)).toContain(bank.env);
    expect(example.set.has('TEST_BANK_ENABLED')).toBe(true);
    expect(example.set.has('BACKUP_DIR')).toBe(true);
  });

  it('names no variable the server does not read, and is a valid production configuration', () => {
    const known = new Set([
      ...configVariables(),
      ...BANK_LINK_BANKS.flatMap((bank) => Object.values(bankLinkEnvNames(bank.env))),
      'TEST_BANK_ENABLED',
      'BACKUP_DIR',
    ]);
    expect([...example.set.keys(), ...example.commented].filter((name) => !known.has(name))).toEqual([]);
    const config = loadConfig({
      ...Object.fromEntries(example.set),
      STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
    });
    expect(config).toMatchObject({
      isProduction: true,
      secureCookies: true,
      trustProxy: '127.0.0.1',
      demoData: false,
      database: { kind: 'postgres' },
    });
    expect(config.payments).toEqual({ bankLinks: [], testBankEnabled: false });
  });

  it('is explained, variable by variable, in docs/configuration.md', () => {
    const docs = read('docs/configuration.md');
    const names = [...example.set.keys(), ...example.commented];
    // The banks' variables have one row: BANKLINK_<BANK>_URL, _SND_ID, …
    expect(names.filter((name) => !name.startsWith('BANKLINK_') && !docs.includes(`\`${name}\``))).toEqual(
      [],
    );
    expect(docs).toContain('`BANKLINK_<BANK>_URL`');
  });
});

describe('the nightly backup units', () => {
  const service = parseUnit(read(BACKUP_UNIT));
  const timer = parseUnit(read(BACKUP_TIMER));

  it('run npm run backup once, as the app’s user, with its env file, in its folder', () => {
    expect(value(service, 'Service', 'Type')).toBe('oneshot');
    for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile'])
      expect(value(service, 'Service', key), key).toBe(value(appUnit, 'Service', key));
    expect(value(service, 'Service', 'ExecStart')).toMatch(/^\/usr\/bin\/npm run (--silent )?backup$/);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['backup']).toBeDefined();
  });

  it('are started every night by the timer, a missed night made up for', () => {
    expect(value(timer, 'Timer', 'OnCalendar')).toMatch(/^\*-\*-\* \d\d:\d\d(:\d\d)?$/);
    expect(value(timer, 'Timer', 'Persistent')).toBe('true');
    const started = value(timer, 'Timer', 'Unit') ?? '';
    expect(existsSync(join(REPO, 'deploy/systemd', started))).toBe(true);
    expect(join('deploy/systemd', started)).toBe(BACKUP_UNIT);
    expect(value(timer, 'Install', 'WantedBy')).toBe('timers.target');
  });
});

describe('docs/operations.md', () => {
  const operations = read('docs/operations.md');
  const commands = [...operations.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').join('\n');

  it('names only files of the repository that exist, and every file in deploy/', () => {
    const named = new Set(
      [...operations.matchAll(/(?<![\w/.$-])((?:deploy|e2e|apps|bench|docs|packages)\/[\w@./-]*\w)/g)].map(
        (m) => m[1] ?? '',
      ),
    );
    expect([...named].filter((path) => !existsSync(join(REPO, path)))).toEqual([]);
    const inDeploy = (readdirSync(join(REPO, 'deploy'), { recursive: true }) as string[])
      .map((path) => `deploy/${path}`)
      .filter((path) => statSync(join(REPO, path)).isFile());
    expect(inDeploy.filter((path) => !named.has(path))).toEqual([]);
  });

  it('installs the files the tests hold, where the units and the site file expect them', () => {
    // What the walk-through copies from deploy/ is what this file and the deployment tests read.
    const sources = [...commands.matchAll(/(?:^|\s)(deploy\/[\w@./-]+)/g)].map((m) => m[1] ?? '');
    const tested = new Set([
      'deploy/nginx/kodumasinad.conf',
      APP_UNIT,
      BACKUP_UNIT,
      BACKUP_TIMER,
      ENV_EXAMPLE,
    ]);
    expect(sources.filter((path) => !tested.has(path))).toEqual([]);
    expect(new Set(sources)).toEqual(tested);
    expect(join(REPO, 'deploy/nginx/kodumasinad.conf')).toBe(SITE_FILE);
    const envFile = value(appUnit, 'Service', 'EnvironmentFile') ?? '';
    expect(commands).toContain(`cp ${ENV_EXAMPLE} ${envFile}`);
    expect(
      commands.match(/EnvironmentFile=(\S+)/g)?.every((arg) => arg === `EnvironmentFile=${envFile}`),
    ).toBe(true);
    expect(commands).toContain(
      `git clone <repository> ${value(appUnit, 'Service', 'WorkingDirectory') ?? ''}`,
    );
    expect(commands).toContain(
      `useradd --system --home /srv/kodumasinad --shell /usr/sbin/nologin ${value(appUnit, 'Service', 'User') ?? ''}`,
    );
    for (const folder of [example.set.get('DATA_DIR'), example.set.get('BACKUP_DIR')])
      expect(commands).toMatch(new RegExp(`mkdir -p [^\\n]*${folder ?? '?'}`));
    // certbot writes its challenge where the site's port 80 serves it from.
    const acme = /location \^~ \/\.well-known\/acme-challenge\/ \{\s*root (\S+);/.exec(
      read('deploy/nginx/kodumasinad.conf'),
    )?.[1];
    expect(acme).toBeDefined();
    expect(commands).toContain(`certbot certonly --webroot -w ${acme ?? '?'}`);
    expect(commands).toContain(`mkdir -p ${acme ?? '?'}`);
  });
});
