import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_STAFF_TOTP_KEY } from './support/env.js';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the built app
 * served by the real server on a fresh SQLite database under e2e/.data.
 */
/** The V8 flags the server is always started with (apps/server/node-flags.json, decision 010). */
const serverNodeFlags = (
  JSON.parse(readFileSync(new URL('../apps/server/node-flags.json', import.meta.url), 'utf8')) as string[]
).join(' ');
/** The environment the server is always started with (apps/server/process-env.json, decision 012). */
const serverProcessEnv = JSON.parse(
  readFileSync(new URL('../apps/server/process-env.json', import.meta.url), 'utf8'),
) as Record<string, string>;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'et-EE',
    timezoneId: 'Europe/Tallinn',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node ${serverNodeFlags} ../apps/server/dist/main.js`,
    url: `${E2E_BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...serverProcessEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Every test logs in from 127.0.0.1; the per-address ceiling is tested in the API suite.
      RATE_LIMIT_IP: '10000',
      // The built-in test bank is off by default in production; the purchase tests pay with it.
      TEST_BANK_ENABLED: 'true',
      // Production refuses to start without the staff TOTP secrets' key (decision 052).
      STAFF_TOTP_KEY: E2E_STAFF_TOTP_KEY,
      // The tests sign in as the demo buyers and staff, which production seeds only when asked (decision 087).
      DEMO_DATA: 'true',
      // The import test serves its pictures by URL from its own server on 127.0.0.1 (decision 088).
      IMPORT_PICTURES_ALLOW_LOOPBACK: 'true',
    },
  },
});
