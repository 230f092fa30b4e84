import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config.js';
import { BackupFailed, createBackup, restoreBackup, RestoreRefused } from './backup.js';

/** Paths typed by the operator are relative to where they ran npm (npm runs scripts in the workspace). */
const typedFrom = process.env.INIT_CWD ?? process.cwd();

/**
 * `npm run backup`: one archive of the configured database and DATA_DIR in BACKUP_DIR (default
 * ./backups), made while the shop serves; prints its path.
 * `npm run restore -- <archive> [--force]`: puts an archive back (the server stopped).
 */
async function main(): Promise<void> {
  loadDotEnv();
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [command, archive] = positionals;
  const config = loadConfig();
  if (command === 'backup') {
    const backupDir = resolve(typedFrom, process.env.BACKUP_DIR?.trim() || 'backups');
    console.log(await createBackup(config, backupDir));
    return;
  }
  if (command === 'restore' && archive !== undefined) {
    const manifest = await restoreBackup(config, resolve(typedFrom, archive), { force: values.force });
    const target = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
    console.log(`Restored the backup of ${manifest.created_at} into ${target} and ${config.dataDir}.`);
    return;
  }
  throw new ConfigError('Usage: npm run backup | npm run restore -- <archive> [--force]');
}

main().catch((error: unknown) => {
  const told =
    error instanceof ConfigError || error instanceof RestoreRefused || error instanceof BackupFailed;
  console.error(told ? error.message : error);
  process.exit(1);
});
