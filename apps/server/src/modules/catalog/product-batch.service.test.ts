import type { AdminProduct, ProductFieldsInput } from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { invalidInput } from '../../platform/errors.js';
import { ProductBatchService, type ProductSaver } from './product-batch.service.js';
import type { GroupRowOutcome } from './product-editing.service.js';

/**
 * Decision 090: the batch validates every row first, then saves the valid ones in groups, one
 * transaction each, and retries a failed group row by row. The saver below stands in for the
 * product-editing service (covered on both databases by product-batch-groups.test.ts) and
 * records the groups it is given.
 */
const row = (code: string, title = `Toode ${code}`) => ({
  code,
  title,
  url: code.toLowerCase(),
  category_id: 1,
  brand_id: 1,
  price: 1000,
  retail_price: 1500,
});

class RecordingSaver implements ProductSaver<string> {
  readonly groups: string[][] = [];
  constructor(private readonly failsGroupWith: string | null = null) {}

  saveGroupByCode(rows: readonly { code: string; fields: ProductFieldsInput }[]): Promise<GroupRowOutcome[]> {
    const codes = rows.map((r) => r.code);
    this.groups.push(codes);
    // A database failure: the whole group is rolled back; alone, that row is refused with a 422.
    if (this.failsGroupWith !== null && codes.includes(this.failsGroupWith)) {
      if (codes.length === 1) return Promise.reject(invalidInput({ code: ['Kood on juba kasutusel.'] }));
      return Promise.reject(new Error('database failure'));
    }
    return Promise.resolve(
      rows.map((r, i) => ({
        status: 'created' as const,
        product: { id: i + 1, code: r.code } as AdminProduct,
      })),
    );
  }
}

describe('ProductBatchService', () => {
  it('checks every row first, then saves the valid rows in groups of the group size', async () => {
    const saver = new RecordingSaver();
    const rows = Array.from({ length: 7 }, (_, i) => row(`G-${i}`));
    const reply = await new ProductBatchService(saver, 3).save(
      [...rows.slice(0, 2), { ...rows[2], title: '' }, ...rows.slice(3)],
      'ERP',
    );
    expect(saver.groups).toEqual([
      ['G-0', 'G-1', 'G-3'],
      ['G-4', 'G-5', 'G-6'],
    ]);
    expect(reply.data.map((r) => [r.index, r.status])).toEqual([
      [0, 'created'],
      [1, 'created'],
      [2, 'invalid'],
      [3, 'created'],
      [4, 'created'],
      [5, 'created'],
      [6, 'created'],
    ]);
    expect(reply.meta).toEqual({ created: 6, updated: 0, unchanged: 0, invalid: 1 });
  });

  it('retries a group the database failed row by row, so the bad row costs no neighbour', async () => {
    const saver = new RecordingSaver('G-4');
    const rows = Array.from({ length: 6 }, (_, i) => row(`G-${i}`));
    const reply = await new ProductBatchService(saver, 3).save(rows, 'ERP');
    expect(saver.groups).toEqual([['G-0', 'G-1', 'G-2'], ['G-3', 'G-4', 'G-5'], ['G-3'], ['G-4'], ['G-5']]);
    expect(reply.data.map((r) => r.status)).toEqual([
      'created',
      'created',
      'created',
      'created',
      'invalid',
      'created',
    ]);
    expect(reply.data[4]?.errors).toEqual({ code: ['Kood on juba kasutusel.'] });
  });

  it('lets a failure that is not a refusal through (a 500), rows saved before it stay saved', async () => {
    const saver: ProductSaver<string> = {
      saveGroupByCode: () => Promise.reject(new Error('database down')),
    };
    await expect(new ProductBatchService(saver, 3).save([row('G-0')], 'ERP')).rejects.toThrow(
      'database down',
    );
  });
});
