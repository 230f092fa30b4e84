import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../../config.js';
import { openDatabase } from '../database.js';
import { demoStaffCodes } from './demo-staff.js';
import { reseed } from './index.js';
import { DEFAULT_SEED_PRODUCTS } from './seed-catalog.js';

const MAX_PRODUCTS = 1_000_000;

/**
 * `--products N`, or N alone: the root script forwards through a second `npm run`, which takes
 * `--products` as an npm option of its own and passes on only the number.
 */
function productsOption(): number {
  const { values, positionals } = parseArgs({
    options: { products: { type: 'string' } },
    allowPositionals: true,
  });
  const given = values.products ?? positionals[0];
  if (given === undefined) return DEFAULT_SEED_PRODUCTS;
  const products = Number(given);
  if (!/^\d+$/.test(given) || products > MAX_PRODUCTS) {
    throw new ConfigError(`--products must be a whole number from 0 to ${MAX_PRODUCTS}`);
  }
  return products;
}

/** `npm run seed [-- --products N]`: wipes the configured database and fills it with the demo data. */
async function main(): Promise<void> {
  loadDotEnv();
  const products = productsOption();
  const config = loadConfig();
  // The demo logins are public: a database set not to hold them is not wiped for them (decision 087).
  if (!config.demoData) {
    throw new ConfigError(
      'DEMO_DATA is false (the default with NODE_ENV=production): npm run seed would wipe this database ' +
        'and write the demo data with its public logins. Set DEMO_DATA=true to do that on purpose.',
    );
  }
  const handle = await openDatabase(config);
  try {
    const started = performance.now();
    await reseed(handle, { products, dataDir: config.dataDir, staffTotpKey: config.staffTotpKey });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
    console.log(
      `Demo data with ${products} products written to ${target} in ${seconds} s. Logins: anna@kodumasin.test, mart@kodumasin.test, peeter@ehitus.test / Demo1234!`,
    );
    // The back-office's demo staff sign in with Demo1234! and a TOTP code (README, Back-office).
    console.log(
      `Back-office /haldus, password Demo1234!, TOTP codes valid now:\n  ${(await demoStaffCodes()).join('\n  ')}`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
