import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import { insertListingProducts } from '../../test-support/listing-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { CatalogRepository } from './catalog.repository.js';
import { databaseKey } from './snapshot-cache.js';
import { buildSnapshot } from './snapshot-builder.js';
import { decodeSnapshotFile, encodeSnapshotFile, SnapshotFileError } from './snapshot-file.js';
import { createCatalog } from './index.js';
import { packSnapshot } from './snapshot-transfer.js';
import { snapshotWorkers } from './snapshot-workers.js';

// The catalogue index kept on disk and loaded at the next start (decision 085).

const ON = { CATALOG_INDEX_CACHE: 'on' };
let first: TestApp;
const started: TestApp[] = [];

/** Another process on the same database and DATA_DIR, as a restart would be. */
async function restart(): Promise<TestApp> {
  const next = await createTestApp(ON, {}, first);
  started.push(next);
  return next;
}

const indexDir = (t: TestApp) => join(t.dataDir, 'catalog-index');
const indexFiles = (t: TestApp) => readdirSync(indexDir(t)).filter((name) => name.endsWith('.bin'));

/** What buyers see: listings, facets and search answers for a set of questions. */
async function answers(t: TestApp): Promise<unknown[]> {
  const anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
  const paths = [
    '/api/search/category?category=testid',
    '/api/search/category?category=testid&filters=tootja:bosch&sort=price-desc',
    '/api/search/category?category=testid-a&sort=title-asc',
    '/api/search/properties?category=testid',
    '/api/search/properties?category=testid&filters=energiaklass:a',
    '/api/search/json?query=graniit',
    '/api/search/json?query=bosch%20k%C3%BClmik',
    '/api/search/category?query=pesumasin&per_page=96',
  ];
  const replies: unknown[] = [];
  for (const path of paths) {
    const reply = await anna.api('GET', path);
    expect(reply.statusCode, `${path}: ${reply.body}`).toBe(200);
    replies.push(reply.json());
  }
  return replies;
}

/** Changes a title behind the catalogue version's back: only a build sees it, a loaded file not. */
async function retitleSilently(t: TestApp, title: string): Promise<void> {
  await t.db.updateTable('products').set({ title }).where('code', '=', 'TSTB2').execute();
}

async function searchTitles(t: TestApp, query: string): Promise<string[]> {
  const anna = new TestClient(t.app);
  await anna.login('anna@kodumasin.test');
  const reply = await anna.api('GET', `/api/search/json?query=${encodeURIComponent(query)}`);
  return (reply.json<{ results: { title: string }[] }>().results ?? []).map((r) => r.title);
}

beforeAll(async () => {
  first = await createTestApp(ON);
  await insertListingProducts(first.db);
});

afterAll(async () => {
  for (const t of started.reverse()) await t.close();
  await first.close();
});

describe('the catalogue index file', () => {
  let built: unknown[];

  it('is written after the first build, one file of the current version', async () => {
    built = await answers(first);
    await first.app.close();
    const version = await new CatalogRepository(first.db).version();
    expect(indexFiles(first)).toEqual([`${databaseKey(first.config.database)}-v${version}.bin`]);
  });

  it('is loaded by the next start of an unchanged catalogue, which answers as the build did', async () => {
    // A title changed without raising the version: a build would show it, the file does not.
    await retitleSilently(first, 'Vaikselt muudetud');
    const second = await restart();
    expect(await answers(second)).toEqual(built);
    expect(await searchTitles(second, 'graniit')).toContain('Graniit B2');
    expect(await searchTitles(second, 'vaikselt')).toEqual([]);
  });

  it('is not used once the version moved: the new catalogue is built and its file replaces the old', async () => {
    await bumpCatalogVersion(first.db);
    const version = await new CatalogRepository(first.db).version();
    const third = await restart();
    expect(await searchTitles(third, 'vaikselt')).toEqual(['Vaikselt muudetud']);
    await third.app.close();
    expect(indexFiles(first)).toEqual([`${databaseKey(first.config.database)}-v${version}.bin`]);
  });

  it('is rebuilt when the file is cut short or damaged, never served', async () => {
    const [name] = indexFiles(first);
    const file = join(indexDir(first), name as string);
    await retitleSilently(first, 'Lühendatud');
    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    const fourth = await restart();
    expect(await searchTitles(fourth, 'lühendatud')).toEqual(['Lühendatud']);
    await fourth.app.close();

    // A flipped byte in the middle: the checksum does not match.
    const whole = readFileSync(file);
    expect(whole.length).toBeGreaterThan(1000);
    await retitleSilently(first, 'Rikutud');
    whole[Math.floor(whole.length / 2)] = (whole[Math.floor(whole.length / 2)] as number) ^ 0xff;
    writeFileSync(file, whole);
    const fifth = await restart();
    expect(await searchTitles(fifth, 'rikutud')).toEqual(['Rikutud']);
  });

  it('of another database is not used, even under this database’s name', async () => {
    const other = await createTestApp(ON);
    started.push(other);
    await insertListingProducts(other.db);
    await other.app.close();
    // Both catalogues are at the same version; the other's file is given this database's name.
    const version = await new CatalogRepository(first.db).version();
    await setVersion(other, version);
    await retitleSilently(other, 'Teise baasi oma');
    const [name] = indexFiles(first);
    mkdirSync(indexDir(other), { recursive: true });
    copyFileSync(
      join(indexDir(first), name as string),
      join(indexDir(other), `${databaseKey(other.config.database)}-v${version}.bin`),
    );
    const again = await createTestApp(ON, {}, other);
    started.push(again);
    expect(await searchTitles(again, 'teise baasi')).toEqual(['Teise baasi oma']);
  });
});

/** Raises a database's catalogue version to `version`. */
async function setVersion(t: TestApp, version: number): Promise<void> {
  while ((await new CatalogRepository(t.db).version()) < version) await bumpCatalogVersion(t.db);
}

describe('the index file format', () => {
  it('refuses a file of another format, database, version or with damaged content', async () => {
    const repo = new CatalogRepository(first.db);
    const stamp = await repo.stamp();
    const snapshot = await buildSnapshot(repo);
    const key = { database: 'abc', ...stamp };
    const bytes = encodeSnapshotFile(packSnapshot(snapshot).packed, key);
    expect(decodeSnapshotFile(bytes, key).snapshot.size).toBe(snapshot.size);
    const refused = (file: Buffer, k = key) => {
      try {
        decodeSnapshotFile(file, k);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(SnapshotFileError);
        return (error as Error).message;
      }
    };
    expect(refused(bytes, { ...key, database: 'xyz' })).toBe('another database');
    expect(refused(bytes, { ...key, version: key.version + 1 })).toMatch(/^catalogue version/);
    expect(refused(bytes, { ...key, updatedAt: 'later' })).toMatch(/^catalogue version/);
    expect(refused(bytes.subarray(0, bytes.length - 1))).toBe('cut short');
    expect(refused(bytes.subarray(0, 14))).toBe('header cut short');
    expect(refused(Buffer.from('not an index at all'))).toBe('not a catalogue index file');
    const format = Buffer.from(bytes.toString('latin1').replace('"format":1', '"format":0'), 'latin1');
    expect(refused(format)).toBe('format 0');
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 5] = (flipped[flipped.length - 5] as number) ^ 1;
    expect(refused(flipped)).toBe('checksum mismatch');
  });

  it('is what the worker thread encodes after handing its build over', async () => {
    const pool = snapshotWorkers(first.config.database, 'abc');
    try {
      expect(await pool.file()).toBeNull();
      const snapshot = await pool.build();
      const reply = await pool.file();
      expect(reply?.version).toBe(snapshot.version);
      const stamp = await new CatalogRepository(first.db).stamp();
      const packed = decodeSnapshotFile(Buffer.concat(reply?.bytes ?? []), {
        database: 'abc',
        ...stamp,
      });
      expect(packed.snapshot.size).toBe(snapshot.size);
      expect([...packed.snapshot.ids]).toEqual([...snapshot.ids]);
      // Asked once per build.
      expect(await pool.file()).toBeNull();
    } finally {
      await pool.close();
    }
  });

  it('tells the databases apart: the SQLite file, the PostgreSQL database and its search path', () => {
    const sqlite = (file: string) => databaseKey({ kind: 'sqlite', file });
    const pg = (url: string) => databaseKey({ kind: 'postgres', url });
    expect(sqlite('/data/a.sqlite')).not.toBe(sqlite('/data/b.sqlite'));
    expect(pg('postgres://u:one@h/db')).toBe(pg('postgres://u:two@h/db'));
    expect(pg('postgres://u@h/db')).not.toBe(pg('postgres://u@h/db2'));
    expect(pg('postgres://u@h/db?options=-c%20search_path%3Da')).not.toBe(
      pg('postgres://u@h/db?options=-c%20search_path%3Db'),
    );
  });
});

describe('the catalogue module with the index file', () => {
  it('writes the file of a build in the worker, and counts the next start that loaded it', async () => {
    const dir = join(first.dataDir, 'module-index');
    const options = { log: first.app.log, indexCache: { dir, database: first.config.database } };
    const one = createCatalog(first.db, { ...options, buildWorker: first.config.database });
    const built = await one.store.snapshot();
    await one.close();
    expect(one.source.loadedFromFile).toBe(0);
    expect(readdirSync(dir)).toEqual([`${databaseKey(first.config.database)}-v${built.version}.bin`]);

    const two = createCatalog(first.db, options);
    const loaded = await two.store.snapshot();
    await two.close();
    expect(two.source.loadedFromFile).toBe(1);
    const { byId, byUrl, search, memo, ...columns } = built;
    const { byId: byId2, byUrl: byUrl2, search: search2, memo: memo2, ...columns2 } = loaded;
    expect(columns2).toEqual(columns);
    for (let p = 0; p < built.size; p += 11) {
      expect(byId2.get(built.ids[p] as number)).toBe(byId.get(built.ids[p] as number));
      expect(byUrl2.get(built.urls[p] as string)).toBe(byUrl.get(built.urls[p] as string));
    }
    for (const query of ['bosch', 'külmik', 'graniit', 'kulmik', 'TSTB']) {
      expect(search2.search(query, { limit: 50 })).toEqual(search.search(query, { limit: 50 }));
    }
    expect(memo2.size).toBe(memo.size);
  });

  it('loads an older version’s file and patches it when only prices changed since (decision 092)', async () => {
    const dir = join(first.dataDir, 'older-index');
    const options = { log: first.app.log, indexCache: { dir, database: first.config.database } };
    const one = createCatalog(first.db, options);
    const built = await one.store.snapshot();
    await one.close();
    expect(readdirSync(dir)).toEqual([`${databaseKey(first.config.database)}-v${built.version}.bin`]);
    const product = await first.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('code', '=', 'TSTB2')
      .executeTakeFirstOrThrow();
    await first.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price_cents: 12_345 }).where('id', '=', product.id).execute();
      await bumpCatalogVersion(trx, { kind: 'prices', productIds: [product.id] });
    });

    const two = createCatalog(first.db, options);
    const loaded = await two.store.snapshot();
    await two.close();
    expect(two.source.loadedFromFile).toBe(1);
    expect(loaded.version).toBe(built.version + 1);
    // What a build of the current catalogue holds, column by column.
    const fresh = await buildSnapshot(new CatalogRepository(first.db));
    const { byId, byUrl, search, memo: _memo, ...columns } = fresh;
    const { byId: byId2, byUrl: byUrl2, search: search2, memo: _memo2, ...columns2 } = loaded;
    expect(columns2).toEqual(columns);
    for (let p = 0; p < fresh.size; p += 11) {
      expect(byId2.get(fresh.ids[p] as number)).toBe(byId.get(fresh.ids[p] as number));
      expect(byUrl2.get(fresh.urls[p] as string)).toBe(byUrl.get(fresh.urls[p] as string));
    }
    expect(search2.search('graniit', { limit: 50 })).toEqual(search.search('graniit', { limit: 50 }));
    expect(loaded.basePrice[loaded.byId.get(product.id) as number]).toBe(12_345);

    // Anything else changed since the file: it is not used, the index is built.
    await bumpCatalogVersion(first.db);
    const three = createCatalog(first.db, options);
    expect((await three.store.snapshot()).version).toBe(built.version + 2);
    await three.close();
    expect(three.source.loadedFromFile).toBe(0);
  });

  it('keeps no file of a database without its catalogue version row', async () => {
    await first.db.deleteFrom('catalog_meta').execute();
    const dir = join(first.dataDir, 'no-version-index');
    const options = { log: first.app.log, indexCache: { dir, database: first.config.database } };
    const one = createCatalog(first.db, options);
    expect((await one.store.snapshot()).version).toBe(0);
    await one.close();
    expect(existsSync(dir)).toBe(false);
  });
});
