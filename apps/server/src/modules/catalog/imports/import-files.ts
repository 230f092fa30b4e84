import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportRow } from './imports.repository.js';

/** The files an import keeps under DATA_DIR: removed once it is done, cancelled, failed or expired. */
export async function removeFiles(
  dataDir: string,
  row: Pick<ImportRow, 'file_path' | 'pictures_path'>,
): Promise<void> {
  await rm(join(dataDir, row.file_path), { force: true });
  if (row.pictures_path !== null) await rm(join(dataDir, row.pictures_path), { force: true });
}
