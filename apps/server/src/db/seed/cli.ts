import { ConfigError, loadConfig, loadDotEnv } from '../../config.js';
import { openDatabase } from '../database.js';
import { reseed } from './index.js';

/** `npm run seed`: wipes the configured database and fills it with the demo data. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDatabase(config.database);
  try {
    await reseed(handle);
    const target = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
    console.log(
      `Demo data written to ${target}. Logins: anna@kodumasin.test, mart@kodumasin.test, peeter@ehitus.test / Demo1234!`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
