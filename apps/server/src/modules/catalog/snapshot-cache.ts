import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.js';
import { decodeSnapshotFile, SnapshotFileError, type SnapshotFileKey } from './snapshot-file.js';
import type { PackedSnapshot } from './snapshot-transfer.js';

/** A file far larger than any catalogue's index (some 40 MB at 100,000 products) is not read. */
const MAX_FILE_BYTES = 1024 * 1024 * 1024;
/** A temporary file this old was left by a process that stopped while writing. */
const STALE_TEMP_MS = 10 * 60_000;
/** Another database's index (a DATA_DIR shared by turns) is kept this long after its last write. */
const OTHER_DATABASE_MS = 7 * 24 * 60 * 60_000;

/**
 * The database a catalogue index was built from, as a short hash: the SQLite file's absolute path,
 * or PostgreSQL's URL without its password (which may change): host, port, database, user and
 * options such as a search_path.
 */
export function databaseKey(database: Config['database']): string {
  let identity: string;
  if (database.kind === 'sqlite') identity = `sqlite:${resolve(database.file)}`;
  else {
    // Host, port, database, user and options (a search_path names another schema); no password.
    const url = new URL(database.url);
    url.password = '';
    if (url.port === '') url.port = '5432';
    identity = url.toString();
  }
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

const NAME = /^([0-9a-f]{16})-v(\d+)\.bin$/;

/**
 * The catalogue index kept on disk beside its catalogue version (decision 085):
 * `DATA_DIR/catalog-index/<database>-v<version>.bin`. A starting process loads the file of the
 * database's current version instead of building the index; after each build the new index is
 * written (a temporary file renamed into place, so a reader never sees half a file) and the older
 * versions' files are deleted. Any file that is not exactly right is logged, deleted and ignored.
 */
export class SnapshotFileCache {
  constructor(
    readonly dir: string,
    readonly database: string,
  ) {}

  fileOf(version: number): string {
    return join(this.dir, `${this.database}-v${version}.bin`);
  }

  /**
   * The packed index of exactly this catalogue (database, version and its time), or null: no
   * file, or one that is not right (`rejected` is told why; the file is deleted).
   */
  async load(
    stamp: { version: number; updatedAt: string },
    rejected: (reason: string) => void,
  ): Promise<PackedSnapshot | null> {
    const file = this.fileOf(stamp.version);
    let bytes: Buffer;
    try {
      const size = (await stat(file)).size;
      if (size > MAX_FILE_BYTES) throw new SnapshotFileError(`${size} bytes`);
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      rejected(error instanceof Error ? error.message : String(error));
      await unlink(file).catch(() => undefined);
      return null;
    }
    const key: SnapshotFileKey = { database: this.database, ...stamp };
    try {
      return decodeSnapshotFile(bytes, key);
    } catch (error) {
      rejected(error instanceof Error ? error.message : String(error));
      await unlink(file).catch(() => undefined);
      return null;
    }
  }

  /** The newest version below `version` that this database has a file of, or null. */
  async newestBelow(version: number): Promise<number | null> {
    let newest: number | null = null;
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const match = NAME.exec(name);
      if (match?.[1] !== this.database) continue;
      const found = Number(match[2]);
      if (found < version && (newest === null || found > newest)) newest = found;
    }
    return newest;
  }

  /** Writes a version's file (temporary file, flushed, renamed), then deletes the older ones. */
  async save(version: number, bytes: Uint8Array | readonly Uint8Array[]): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = this.fileOf(version);
    const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temp, 'w', 0o600);
    try {
      // Each part from where the last ended (writeFile on a handle writes on from its position).
      for (const part of bytes instanceof Uint8Array ? [bytes] : bytes) await handle.writeFile(part);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await this.prune(version);
  }

  /**
   * Deletes this database's files of older versions (a newer one another process wrote stays),
   * temporary files left behind and other databases' old files.
   */
  async prune(keep: number): Promise<void> {
    const now = Date.now();
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const path = join(this.dir, name);
      const match = NAME.exec(name);
      let remove: boolean;
      if (match?.[1] === this.database) remove = Number(match[2]) < keep;
      else {
        const age = now - (await stat(path).catch(() => ({ mtimeMs: now }))).mtimeMs;
        remove = name.endsWith('.tmp') ? age > STALE_TEMP_MS : match !== null && age > OTHER_DATABASE_MS;
      }
      if (remove) await unlink(path).catch(() => undefined);
    }
  }
}
