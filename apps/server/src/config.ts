import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactIban, isEstonianVatNumber, isIban, isRegistryCode } from '@kodumasinad/contract';
import { z } from 'zod';
import { deriveSecretKey, parseSecretKey } from './platform/secret-box.js';
import {
  PaymentConfigError,
  paymentsConfigFromEnv,
  type PaymentsConfig,
} from './platform/payments/bank-link-config.js';

/** The repository root: this file sits in apps/server/src (tsx) or apps/server/dist (compiled), both 3 levels deep. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('localhost')),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'APP_SECRET must be at least 32 characters long').optional(),
  ),
  STAFF_TOTP_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => parseSecretKey(value) !== null, 'must be 32 bytes as 64 hex digits or base64')
      .optional(),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Kodumasinad B2B <no-reply@kodumasinad.ee>')),
  SELLER_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('hulgimuuk@kodumasinad.ee')),
  RETAIL_URL: z.preprocess(emptyAsUndefined, z.url().default('https://www.kodumasinad.ee')),
  SENTRY_DSN: z.preprocess(emptyAsUndefined, z.url().optional()),
  SENTRY_BROWSER_DSN: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).optional()),
  TRUST_PROXY: optionalString,
  WEB_DIST: optionalString,
  SESSION_IDLE_DAYS: positiveInt(14),
  SESSION_MAX_DAYS: positiveInt(30),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt(5),
  RATE_LIMIT_IP: positiveInt(30),
  RATE_LIMIT_ACCOUNT_ATTEMPTS: positiveInt(10),
  RATE_LIMIT_IMAGE_RENDERS: positiveInt(1000),
  RATE_LIMIT_INTEGRATION_CALLS: positiveInt(3000),
  IMAGE_CACHE_MB: positiveInt(1024),
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(600_000).optional()),
  SHUTDOWN_GRACE_MS: positiveInt(20_000),
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  RATE_LIMIT_ACCOUNT_MAX_WAIT_MINUTES: positiveInt(15),
  AUTH_CACHE_REFRESH_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(60_000).default(1000),
  ),
  CATALOG_BUILD_WORKER: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  CATALOG_INDEX_CACHE: z.preprocess(emptyAsUndefined, z.enum(['on', 'off', 'true', 'false']).optional()),
  IMPORT_PICTURES_ALLOW_LOOPBACK: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  SELLER_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(200).default('Kodumasinad AS')),
  SELLER_REG_CODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isRegistryCode, 'must be an Estonian registry code of 8 digits')
      .default('11223344'),
  ),
  SELLER_VAT_NO: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isEstonianVatNumber, 'must be an Estonian VAT number: EE and 9 digits')
      .default('EE101122334'),
  ),
  SELLER_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1).max(300).default('Peterburi tee 46, 11415 Tallinn'),
  ),
  SELLER_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{5,20}$/, 'must be a phone number: digits and spaces, an optional leading +')
      .default('+372 600 1234'),
  ),
  SELLER_IBANS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('EE302200221012345671,EE591010220098765432')
      .transform((value) =>
        value
          .split(',')
          .map(compactIban)
          .filter((iban) => iban !== ''),
      )
      .refine((ibans) => ibans.length > 0, 'needs at least one IBAN')
      .refine((ibans) => ibans.every(isIban), 'must be a comma-separated list of valid IBANs'),
  ),
  SEED_PRODUCTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1_000_000).default(5000)),
  DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
});

export type Env = z.infer<typeof EnvSchema>;

/** Growing waits between login attempts on one account (platform/account-lockout.ts). */
export interface LockoutPolicy {
  /** Attempts an account gets without any wait. */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it. */
  firstDelayMs: number;
  /** The longest wait, so an attacker cannot shut a real user out for long. */
  maxDelayMs: number;
  /** How long after the last attempt the count is kept. */
  memoryMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  appUrl: string;
  appSecret: string;
  /**
   * AES-256-GCM key of the staff's TOTP secrets at rest (STAFF_TOTP_KEY; decision 052). Outside
   * production it defaults to one derived from the app secret; production refuses to start without it.
   */
  staffTotpKey: Buffer;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  sellerEmail: string;
  retailUrl: string;
  sentryDsn: string | undefined;
  /** The DSN the SPA reports to (SENTRY_BROWSER_DSN, else SENTRY_DSN; decision 041). */
  sentryBrowserDsn: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | string;
  webDist: string;
  session: { idleMs: number; maxMs: number };
  rateLimit: {
    windowMs: number;
    loginFailures: number;
    perIp: number;
    imageRenders: number;
    /** Calls one integration token may make per window (decision 081). */
    integrationCalls: number;
  };
  /** Cap of the resized-picture cache in DATA_DIR/images-cache (decision 011). */
  imageCacheBytes: number;
  /**
   * Stopping (SIGTERM): `drainMs` answering `/health/ready` 503 while still serving, so the proxy
   * stops sending new requests; then at most `graceMs` for requests and mail in flight.
   */
  shutdown: { drainMs: number; graceMs: number };
  /** Prometheus `/metrics` on a port of its own, never the public one; null: not served. */
  metrics: { port: number; host: string } | null;
  /** Growing waits between login attempts on one account from any address (AccountLockout). */
  accountLockout: LockoutPolicy;
  /**
   * How long at most a process serves sessions and users from memory before it compares the
   * database's auth version again (0: on every request); decision 009.
   */
  authCacheRefreshMs: number;
  /**
   * DEMO_DATA: whether a start fills an empty database with the demo catalogue, buyers and staff
   * (their passwords and TOTP secrets are public). On by default, off by default in production,
   * where the first admin comes from `npm run create-admin` (decision 087).
   */
  demoData: boolean;
  /** Size of the generated catalogue when an empty database is seeded on start. */
  seedProducts: number;
  /**
   * Whether the catalogue index is built in a worker thread (decision 082): on by default, off by
   * default under tests (their catalogues are small and a worker's start under tsx is not).
   */
  catalogBuildWorker: boolean;
  /**
   * Keep the built catalogue index in DATA_DIR/catalog-index and load it at the next start instead
   * of building it (decision 085); off by default under tests, which build many small catalogues.
   */
  catalogIndexCache: boolean;
  /**
   * Whether an import may fetch pictures from loopback addresses (IMPORT_PICTURES_ALLOW_LOOPBACK,
   * default false; decision 088): only tests, whose picture server listens on 127.0.0.1, set it.
   */
  importPicturesAllowLoopback: boolean;
  /** Configured bank links and whether the built-in test bank runs. */
  payments: PaymentsConfig;
  /**
   * The seller as every invoice names it (VAT Act §37): SELLER_* variables, the one source of
   * the seller's details on pages, PDFs, e-invoices and e-mails (decision 063).
   */
  seller: SellerConfig;
}

export interface SellerConfig {
  name: string;
  /** 8 digits. */
  registryCode: string;
  /** EE and 9 digits. */
  vatNumber: string;
  address: string;
  /** Compact IBANs, the first one is the main account. */
  ibans: string[];
  email: string;
  /** SELLER_PHONE: the seller's main phone number as printed. */
  phone: string;
}

/**
 * Loads `.env` from the working directory and from the repository root (npm workspace scripts
 * run in apps/server). Variables already set in the environment win.
 */
export function loadDotEnv(): void {
  for (const file of new Set([resolve('.env'), join(repoRoot, '.env')])) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses the environment into a Config; throws ConfigError listing every invalid variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const isPostgres = env.DATABASE_URL !== undefined && /^postgres(ql)?:\/\//.test(env.DATABASE_URL);
  if (env.DATABASE_URL !== undefined && !isPostgres) {
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_URL: only postgres:// URLs are supported (leave it unset for SQLite)',
    );
  }
  if (env.NODE_ENV === 'production' && env.STAFF_TOTP_KEY === undefined) {
    throw new ConfigError(
      'Invalid environment:\n  STAFF_TOTP_KEY: required in production (32 random bytes, e.g. `openssl rand -base64 32`)',
    );
  }
  const appSecret = env.APP_SECRET ?? persistedSecret(dataDir);
  let payments: PaymentsConfig;
  try {
    payments = paymentsConfigFromEnv(source, { isProduction: env.NODE_ENV === 'production' });
  } catch (error) {
    if (error instanceof PaymentConfigError) {
      throw new ConfigError(`Invalid environment:\n${error.issues.map((issue) => `  ${issue}`).join('\n')}`);
    }
    throw error;
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    database:
      isPostgres && env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'sqlite', file: join(dataDir, 'kodumasinad.sqlite') },
    dataDir,
    appUrl,
    appSecret,
    staffTotpKey:
      env.STAFF_TOTP_KEY === undefined
        ? deriveSecretKey(appSecret, 'staff-totp')
        : (parseSecretKey(env.STAFF_TOTP_KEY) as Buffer),
    secureCookies: appUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sellerEmail: env.SELLER_EMAIL,
    retailUrl: env.RETAIL_URL,
    sentryDsn: env.SENTRY_DSN,
    sentryBrowserDsn: env.SENTRY_BROWSER_DSN ?? env.SENTRY_DSN,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'apps/web/dist')),
    session: { idleMs: env.SESSION_IDLE_DAYS * DAY_MS, maxMs: env.SESSION_MAX_DAYS * DAY_MS },
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
      loginFailures: env.RATE_LIMIT_LOGIN_FAILURES,
      perIp: env.RATE_LIMIT_IP,
      imageRenders: env.RATE_LIMIT_IMAGE_RENDERS,
      integrationCalls: env.RATE_LIMIT_INTEGRATION_CALLS,
    },
    imageCacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024,
    shutdown: {
      drainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 2000 : 0),
      graceMs: env.SHUTDOWN_GRACE_MS,
    },
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    accountLockout: {
      freeAttempts: env.RATE_LIMIT_ACCOUNT_ATTEMPTS,
      firstDelayMs: 60 * 1000,
      maxDelayMs: env.RATE_LIMIT_ACCOUNT_MAX_WAIT_MINUTES * 60 * 1000,
      memoryMs: DAY_MS,
    },
    authCacheRefreshMs: env.AUTH_CACHE_REFRESH_MS,
    demoData: (env.DEMO_DATA ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    seedProducts: env.SEED_PRODUCTS,
    catalogBuildWorker: (env.CATALOG_BUILD_WORKER ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    catalogIndexCache: ['on', 'true'].includes(
      env.CATALOG_INDEX_CACHE ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
    ),
    importPicturesAllowLoopback: env.IMPORT_PICTURES_ALLOW_LOOPBACK === 'true',
    payments,
    seller: {
      name: env.SELLER_NAME,
      registryCode: env.SELLER_REG_CODE,
      vatNumber: env.SELLER_VAT_NO,
      address: env.SELLER_ADDRESS,
      ibans: env.SELLER_IBANS,
      email: env.SELLER_EMAIL,
      phone: env.SELLER_PHONE,
    },
  };
}

/**
 * 'true' trusts every proxy; otherwise a comma list of proxy addresses/CIDRs. Hop counts are not
 * offered: Fastify cannot check the nearest peer with them and ignores forwarded headers.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/**
 * Without APP_SECRET the secret is generated once and kept in DATA_DIR so sessions' CSRF tokens
 * survive restarts; the exclusive create makes concurrent first starts agree on one secret.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError(`Invalid secret in ${file}: delete the file to regenerate it`);
  return secret;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Why APP_URL disagrees with the address the server listens on, or null when it does not.
 * Only a local APP_URL is compared (a public https address in front of a proxy has its own
 * port): its port must be PORT and its host HOST (any host when HOST is every interface). A
 * shop opened at another address than APP_URL cannot post the test bank's form (the page's
 * form-action), and e-mailed links and bank returns lead to another origin without the session.
 */
export function listenAddressMismatch(config: Pick<Config, 'host' | 'port' | 'appUrl'>): string | null {
  const url = new URL(config.appUrl);
  const appPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const local = LOOPBACK_HOSTS.has(url.hostname) || url.hostname === config.host;
  if (!local) return null;
  const hostAgrees = ALL_INTERFACES.has(config.host) || url.hostname === config.host;
  if (hostAgrees && appPort === config.port) return null;
  return (
    `APP_URL ${config.appUrl} is not the address the server listens on ` +
    `(http://${config.host}:${config.port}): open the shop at APP_URL, or set APP_URL to the address ` +
    `you open; e-mailed links, bank returns and the test bank use APP_URL`
  );
}
