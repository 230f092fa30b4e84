import {
  imageUrl,
  type FieldErrors,
  type GalleryImage,
  PRODUCT_NOT_FOUND_MESSAGE,
} from '@kodumasinad/contract';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_NONE_MESSAGE,
  PRODUCT_IMAGE_NOT_FOUND_MESSAGE,
  PRODUCT_IMAGE_ORDER_MESSAGE,
  PRODUCT_IMAGE_PIXELS_MESSAGE,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TOO_MANY_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  type ProductImage,
} from '@kodumasinad/contract/admin';
import type { FastifyBaseLogger } from 'fastify';
import { bumpCatalogVersion } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/uploads.js';
import type { AuditActor, AuditRecorder } from '../admin/core/audit-port.js';
import {
  PictureRefused,
  preparePicture,
  removePicture,
  writePicture,
  type PictureRefusal,
  type PreparedPicture,
} from './product-image-files.js';
import { ProductImagesRepository, type ProductImageRow } from './product-images.repository.js';

const REFUSAL_MESSAGES: Record<PictureRefusal, string> = {
  type: PRODUCT_IMAGE_TYPE_MESSAGE,
  size: PRODUCT_IMAGE_SIZE_MESSAGE,
  pixels: PRODUCT_IMAGE_PIXELS_MESSAGE,
};

/** The upload's field, by which its errors are keyed. */
export const PRODUCT_IMAGES_FIELD = 'files';

const toImage = (row: ProductImageRow): ProductImage => ({
  id: row.id,
  url: imageUrl(row.filename),
  width: row.width,
  height: row.height,
});

/** What the audit log keeps of a gallery: its pictures in order. */
const auditOf = (rows: readonly ProductImageRow[]) => ({
  images: rows.map((row) => ({ id: row.id, filename: row.filename, width: row.width, height: row.height })),
});

/**
 * The product page's gallery: the pictures in order, or the product's own picture as a gallery of
 * one when it has no gallery rows (the demo catalogue's drawings, pictures from before issue 24).
 */
export function galleryOf(rows: readonly ProductImageRow[], filename: string | null): GalleryImage[] {
  if (rows.length > 0)
    return rows.map((row) => ({
      filename: row.filename,
      url: imageUrl(row.filename),
      width: row.width,
      height: row.height,
    }));
  return filename === null ? [] : [{ filename, url: imageUrl(filename), width: null, height: null }];
}

const filesError = (message: string) => invalidInput({ [PRODUCT_IMAGES_FIELD]: [message] } as FieldErrors);

/**
 * A product's picture gallery (issue 24, decision 083): upload (checked by content, re-encoded
 * without metadata), reorder, delete. The first picture is the main one and is mirrored into
 * `products.filename`; when it changes the catalogue version is raised in the same transaction,
 * so every process's listings show the new main picture. Every change is audited (entity
 * `product`, the gallery before and after).
 */
export class ProductImagesService<Actor extends AuditActor = AuditActor> {
  private readonly images: ProductImagesRepository;

  constructor(
    private readonly deps: {
      db: Db;
      dataDir: string;
      audit: AuditRecorder<Actor>;
      log: Pick<FastifyBaseLogger, 'warn'>;
      clock?: () => Date;
      /**
       * Awaited after a committed change, like a product or taxonomy save: this process's
       * catalogue index catches up before the reply, so the buyer's listing shows the new main
       * picture at once (decision 090).
       */
      changed?: () => Promise<void>;
    },
  ) {
    this.images = new ProductImagesRepository(deps.db);
  }

  private now(): string {
    return (this.deps.clock?.() ?? new Date()).toISOString();
  }

  async list(productId: number): Promise<ProductImage[]> {
    if ((await this.images.productFilename(productId)) === undefined)
      throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return (await this.images.list(productId)).map(toImage);
  }

  /**
   * Adds the uploaded pictures after the existing ones. All or nothing: a single refused file
   * refuses the upload (422 `files`, every distinct reason once), and nothing is stored.
   */
  async upload(actor: Actor, productId: number, files: readonly UploadedFile[]): Promise<ProductImage[]> {
    if (files.length === 0) throw filesError(PRODUCT_IMAGE_NONE_MESSAGE);
    if ((await this.images.productFilename(productId)) === undefined)
      throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    const prepared: PreparedPicture[] = [];
    const refusals = new Set<string>();
    for (const file of files) {
      try {
        prepared.push(await preparePicture(file));
      } catch (error) {
        if (!(error instanceof PictureRefused)) throw error;
        refusals.add(REFUSAL_MESSAGES[error.reason]);
      }
    }
    if (refusals.size > 0) throw invalidInput({ [PRODUCT_IMAGES_FIELD]: [...refusals] });

    const written: { filename: string; width: number; height: number }[] = [];
    try {
      for (const picture of prepared) {
        written.push({
          filename: await writePicture(this.deps.dataDir, productId, picture),
          width: picture.width,
          height: picture.height,
        });
      }
      return await this.change(actor, productId, 'product.images_add', async (repo, before) => {
        if (before.length + written.length > MAX_PRODUCT_IMAGES)
          throw filesError(PRODUCT_IMAGE_TOO_MANY_MESSAGE);
        await repo.append(productId, written, this.now());
      });
    } catch (error) {
      // Nothing of a refused or failed upload stays on disk.
      await Promise.all(written.map((image) => this.remove(image.filename)));
      throw error;
    }
  }

  /** The import sources of the products' pictures (decision 088): product id → sources. */
  sources(productIds: readonly number[]): Promise<Map<number, Set<string>>> {
    return productIds.length === 0 ? Promise.resolve(new Map()) : this.images.sources(productIds);
  }

  /**
   * Adds an import's pictures (decision 088) after the existing ones, each checked and re-encoded
   * like an upload, but one by one: a refused picture is reported by its index and the others
   * are still added, in one audited change. Pictures beyond the gallery's limit are refused.
   */
  async importPictures(
    actor: Actor,
    productId: number,
    pictures: readonly { bytes: Buffer; source: string }[],
  ): Promise<{ added: number; refused: { index: number; message: string }[] }> {
    const refused: { index: number; message: string }[] = [];
    const prepared: { index: number; picture: PreparedPicture; source: string }[] = [];
    for (const [index, item] of pictures.entries()) {
      try {
        const picture = await preparePicture({ filename: item.source, bytes: item.bytes, truncated: false });
        prepared.push({ index, picture, source: item.source });
      } catch (error) {
        if (!(error instanceof PictureRefused)) throw error;
        refused.push({ index, message: REFUSAL_MESSAGES[error.reason] });
      }
    }
    if (prepared.length === 0) return { added: 0, refused };
    const written: { index: number; filename: string; width: number; height: number; source: string }[] = [];
    let kept: typeof written = [];
    try {
      for (const item of prepared)
        written.push({
          index: item.index,
          filename: await writePicture(this.deps.dataDir, productId, item.picture),
          width: item.picture.width,
          height: item.picture.height,
          source: item.source,
        });
      await this.change(actor, productId, 'product.images_import', async (repo, before) => {
        const room = Math.max(0, MAX_PRODUCT_IMAGES - before.length);
        kept = written.slice(0, room);
        for (const item of written.slice(room))
          refused.push({ index: item.index, message: PRODUCT_IMAGE_TOO_MANY_MESSAGE });
        await repo.append(productId, kept, this.now());
      });
    } catch (error) {
      await Promise.all(written.map((image) => this.remove(image.filename)));
      throw error;
    }
    await Promise.all(
      written.filter((item) => !kept.includes(item)).map((image) => this.remove(image.filename)),
    );
    return { added: kept.length, refused: refused.sort((a, b) => a.index - b.index) };
  }

  /** Puts the pictures in the order of `ids` (every picture of the product once); the first is the main one. */
  async reorder(actor: Actor, productId: number, ids: readonly number[]): Promise<ProductImage[]> {
    return this.change(actor, productId, 'product.images_order', async (repo, before) => {
      const current = new Set(before.map((row) => row.id));
      if (
        ids.length !== current.size ||
        new Set(ids).size !== ids.length ||
        !ids.every((id) => current.has(id))
      )
        throw invalidInput({ ids: [PRODUCT_IMAGE_ORDER_MESSAGE] });
      await repo.setOrder(productId, ids);
    });
  }

  /** Deletes one picture; its file is removed from disk once the change is committed. */
  async delete(actor: Actor, productId: number, imageId: number): Promise<ProductImage[]> {
    let removed: string | null = null;
    const images = await this.change(actor, productId, 'product.image_delete', async (repo, before) => {
      const row = before.find((image) => image.id === imageId);
      if (row === undefined) throw notFound(PRODUCT_IMAGE_NOT_FOUND_MESSAGE);
      await repo.remove(productId, imageId);
      removed = row.filename;
    });
    if (removed !== null) await this.remove(removed);
    return images;
  }

  /**
   * Runs one gallery change in a transaction: the product row held, the change made, the main
   * picture mirrored (and the catalogue version raised) when it changed, the audit entry written.
   */
  private async change(
    actor: Actor,
    productId: number,
    action: string,
    apply: (repo: ProductImagesRepository, before: ProductImageRow[]) => Promise<void>,
  ): Promise<ProductImage[]> {
    const images = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new ProductImagesRepository(trx);
      const product = await repo.productFilename(productId);
      if (product === undefined || !(await repo.touchProduct(productId, this.now())))
        throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      const before = await repo.list(productId);
      await apply(repo, before);
      const after = await repo.list(productId);
      // The main picture is mirrored for the listings; an emptied gallery leaves the product without one.
      const main = after[0]?.filename ?? null;
      if ((after.length > 0 || before.length > 0) && product.filename !== main) {
        await repo.setMainFilename(productId, main);
        await bumpCatalogVersion(trx);
      }
      await this.deps.audit(trx, actor, {
        action,
        entity: 'product',
        entity_id: productId,
        before: auditOf(before),
        after: auditOf(after),
      });
      return after.map(toImage);
    });
    await this.deps.changed?.();
    return images;
  }

  private async remove(filename: string): Promise<void> {
    try {
      await removePicture(this.deps.dataDir, filename);
    } catch (error) {
      this.deps.log.warn({ err: error, filename }, 'gallery picture file could not be removed');
    }
  }
}
