import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, listenAddressMismatch, loadConfig, parseTrustProxy } from './config.js';

const SECRET = 's'.repeat(32);
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kms-config-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults: SQLite in DATA_DIR, port 3000, localhost', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      appUrl: 'http://localhost:3000',
      database: { kind: 'sqlite', file: join(dataDir, 'kodumasinad.sqlite') },
      secureCookies: false,
      smtpUrl: undefined,
      retailUrl: 'https://www.kodumasinad.ee',
      logLevel: 'info',
      trustProxy: false,
      rateLimit: { windowMs: 15 * 60 * 1000, loginFailures: 5, perIp: 30 },
      session: { idleMs: 14 * 86_400_000, maxMs: 30 * 86_400_000 },
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('picks PostgreSQL for a postgres:// DATABASE_URL', () => {
    const url = 'postgres://shop:pw@db:5432/shop';
    expect(loadConfig({ DATABASE_URL: url, APP_SECRET: SECRET, DATA_DIR: tempDir() }).database).toEqual({
      kind: 'postgres',
      url,
    });
  });

  it('derives APP_URL from PORT and secure cookies from an https APP_URL', () => {
    const dataDir = tempDir();
    expect(loadConfig({ PORT: '8080', APP_SECRET: SECRET, DATA_DIR: dataDir }).appUrl).toBe(
      'http://localhost:8080',
    );
    const https = loadConfig({
      APP_URL: 'https://b2b.kodumasinad.ee/',
      APP_SECRET: SECRET,
      DATA_DIR: dataDir,
    });
    expect(https.appUrl).toBe('https://b2b.kodumasinad.ee');
    expect(https.secureCookies).toBe(true);
  });

  it("reports the browser's errors to SENTRY_BROWSER_DSN, else to the server's SENTRY_DSN", () => {
    const dataDir = tempDir();
    const server = 'https://server-key@o1.ingest.example.io/1';
    const browser = 'https://browser-key@o1.ingest.example.io/2';
    const base = { APP_SECRET: SECRET, DATA_DIR: dataDir };
    expect(loadConfig(base).sentryBrowserDsn).toBeUndefined();
    expect(loadConfig({ ...base, SENTRY_DSN: server }).sentryBrowserDsn).toBe(server);
    expect(loadConfig({ ...base, SENTRY_DSN: server, SENTRY_BROWSER_DSN: browser })).toMatchObject({
      sentryDsn: server,
      sentryBrowserDsn: browser,
    });
    expect(loadConfig({ ...base, SENTRY_BROWSER_DSN: browser }).sentryDsn).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', SMTP_URL: '', APP_SECRET: SECRET, DATA_DIR: tempDir() });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
  });

  it('generates the secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.appSecret).toBe(first.appSecret);
    expect(readFileSync(join(dataDir, 'app-secret'), 'utf8')).toBe(first.appSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ DATABASE_URL: 'mysql://db/shop' }, 'DATABASE_URL'],
    [{ RATE_LIMIT_IP: '0' }, 'RATE_LIMIT_IP'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %j naming the variable', (env, name) => {
    const load = () => loadConfig({ APP_SECRET: SECRET, DATA_DIR: tempDir(), ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(name);
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', APP_SECRET: SECRET })).toThrow(
      /PORT[\s\S]*LOG_LEVEL/,
    );
  });
});

describe('STAFF_TOTP_KEY', () => {
  it('defaults outside production to a key derived from the app secret', () => {
    const first = loadConfig({ APP_SECRET: SECRET, DATA_DIR: tempDir() }).staffTotpKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ APP_SECRET: SECRET, DATA_DIR: tempDir() }).staffTotpKey).toEqual(first);
    expect(loadConfig({ APP_SECRET: 't'.repeat(32), DATA_DIR: tempDir() }).staffTotpKey).not.toEqual(first);
  });

  it('takes 32 bytes as hex or base64 and refuses anything else', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ APP_SECRET: SECRET, DATA_DIR: tempDir(), STAFF_TOTP_KEY: hex }).staffTotpKey).toEqual(
      Buffer.alloc(32, 0xab),
    );
    const base64 = Buffer.alloc(32, 3).toString('base64');
    expect(
      loadConfig({ APP_SECRET: SECRET, DATA_DIR: tempDir(), STAFF_TOTP_KEY: base64 }).staffTotpKey,
    ).toEqual(Buffer.alloc(32, 3));
    expect(() => loadConfig({ APP_SECRET: SECRET, DATA_DIR: tempDir(), STAFF_TOTP_KEY: 'lühike' })).toThrow(
      /STAFF_TOTP_KEY: must be 32 bytes/,
    );
  });

  it('is required in production', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET, DATA_DIR: tempDir() };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/STAFF_TOTP_KEY: required in production/);
    expect(loadConfig({ ...production, STAFF_TOTP_KEY: 'cd'.repeat(32) }).isProduction).toBe(true);
  });
});

describe('DEMO_DATA', () => {
  const base = () => ({ APP_SECRET: SECRET, DATA_DIR: tempDir() });
  const production = () => ({ ...base(), NODE_ENV: 'production', STAFF_TOTP_KEY: 'cd'.repeat(32) });

  it('seeds demo data by default outside production, so `npm start` opens the demo shop', () => {
    expect(loadConfig(base()).demoData).toBe(true);
    expect(loadConfig({ ...base(), NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ ...base(), DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('seeds none in production unless asked for explicitly', () => {
    expect(loadConfig(production()).demoData).toBe(false);
    expect(loadConfig({ ...production(), DEMO_DATA: '' }).demoData).toBe(false);
    expect(loadConfig({ ...production(), DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('takes only true or false', () => {
    expect(() => loadConfig({ ...production(), DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });
});

describe('seller configuration', () => {
  it('has the demo seller by default', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET });
    expect(config.seller).toEqual({
      name: 'Kodumasinad AS',
      registryCode: '11223344',
      vatNumber: 'EE101122334',
      address: 'Peterburi tee 46, 11415 Tallinn',
      ibans: ['EE302200221012345671', 'EE591010220098765432'],
      email: 'hulgimuuk@kodumasinad.ee',
      phone: '+372 600 1234',
    });
  });

  it('takes the configured seller, IBANs compacted', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      APP_SECRET: SECRET,
      SELLER_NAME: 'Test OÜ',
      SELLER_REG_CODE: '12345678',
      SELLER_VAT_NO: 'EE123456789',
      SELLER_ADDRESS: 'Tartu mnt 1, Tallinn',
      SELLER_IBANS: 'ee30 2200 2210 1234 5671',
    });
    expect(config.seller).toMatchObject({
      name: 'Test OÜ',
      registryCode: '12345678',
      vatNumber: 'EE123456789',
      ibans: ['EE302200221012345671'],
    });
  });

  it.each([
    ['SELLER_REG_CODE', '1234567'],
    ['SELLER_REG_CODE', '123456789'],
    ['SELLER_VAT_NO', 'EE12345678'],
    ['SELLER_VAT_NO', '123456789'],
    ['SELLER_IBANS', 'EE302200221012345672'],
    ['SELLER_IBANS', ','],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, [name]: value })).toThrow(
      new RegExp(name),
    );
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });
});

describe('listenAddressMismatch', () => {
  it.each([
    ['localhost', 3000, 'http://localhost:3000'],
    ['127.0.0.1', 3100, 'http://127.0.0.1:3100'],
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 8080, 'http://127.0.0.1:8080'],
    ['0.0.0.0', 3000, 'https://hulgi.kodumasinad.ee'],
    ['127.0.0.1', 3000, 'https://hulgi.kodumasinad.ee'],
  ])('HOST %s, PORT %i and APP_URL %s agree', (host, port, appUrl) => {
    expect(listenAddressMismatch({ host, port, appUrl })).toBeNull();
  });

  it.each([
    ['127.0.0.1', 3000, 'http://localhost:3000'],
    ['localhost', 3000, 'http://127.0.0.1:3000'],
    ['localhost', 3001, 'http://localhost:3000'],
    ['0.0.0.0', 3001, 'http://localhost:3000'],
    ['192.168.1.5', 3000, 'http://192.168.1.5'],
  ])('HOST %s, PORT %i and APP_URL %s disagree', (host, port, appUrl) => {
    expect(listenAddressMismatch({ host, port, appUrl })).toContain(
      `APP_URL ${appUrl} is not the address the server listens on (http://${host}:${port})`,
    );
  });

  it('agrees for the defaults', () => {
    expect(listenAddressMismatch(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET }))).toBeNull();
  });
});
