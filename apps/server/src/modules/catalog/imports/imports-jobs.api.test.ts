import { createTestApp } from '../../../test-support/test-app.js';
import { describe, expect, it } from 'vitest';
import {
  csv,
  guessed,
  HEADER,
  t,
  catalog,
  start,
  current,
  product,
  useImportApp,
} from '../../../test-support/supplier-imports.js';

/** Issue 24's import jobs over the API: cancel between batches, resume after a process died. */

useImportApp();

describe('supplier imports', () => {
  it('cancels an apply between batches: the committed batches stay and the log says which rows', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => `CAN-${i};Toode ${i};Pesumasinad;Bosch;100;150;A`);
    const checked = await start(csv([HEADER, ...rows]), { mapping: guessed(HEADER) });
    expect(checked.counts.create).toBe(6);
    t.app.imports.job.batchRows = 2;
    t.app.imports.job.afterBatch = async (id) => {
      if (id === checked.id)
        expect((await catalog.api('POST', `/api/admin/imports/${id}/cancel`)).statusCode).toBe(200);
    };
    try {
      await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
      await t.app.imports.jobs.idle();
    } finally {
      t.app.imports.job.batchRows = 1000;
      t.app.imports.job.afterBatch = undefined;
    }
    const cancelled = await current(checked.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.rows_done).toBe(2);
    expect(cancelled.applied_line).toBe(3);
    expect(await product('CAN-1')).toBeDefined();
    expect(await product('CAN-2')).toBeUndefined();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'import')
      .where('entity_id', '=', String(checked.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['import.cancel']);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ applied_through_line: 3, create: 2 });
    expect((await catalog.api('POST', `/api/admin/imports/${checked.id}/cancel`)).statusCode).toBe(409);
  });

  it('resumes an apply that a dead process left, from the line its last batch committed', async () => {
    const rows = Array.from({ length: 4 }, (_, i) => `RES-${i};Toode ${i};Pesumasinad;Bosch;100;150;A`);
    const checked = await start(csv([HEADER, ...rows]), { mapping: guessed(HEADER) });
    // A process applied the first two rows (through line 3), then died.
    t.app.imports.job.batchRows = 2;
    t.app.imports.job.afterBatch = () => {
      throw new Error('the process dies');
    };
    try {
      await catalog.api('POST', `/api/admin/imports/${checked.id}/apply`);
      await t.app.imports.jobs.idle();
    } finally {
      t.app.imports.job.batchRows = 1000;
      t.app.imports.job.afterBatch = undefined;
    }
    await t.db
      .updateTable('imports')
      .set({
        status: 'applying',
        error: null,
        finished_at: null,
        claimed_by: 'dead',
        heartbeat_at: '2020-01-01T00:00:00.000Z',
      })
      .where('id', '=', checked.id)
      .execute();
    expect(await product('RES-1')).toBeDefined();
    expect(await product('RES-2')).toBeUndefined();

    const second = await createTestApp({}, {}, t);
    try {
      await second.app.ready();
      await second.app.imports.jobs.idle();
    } finally {
      await second.close();
    }
    const done = await current(checked.id);
    expect(done.status).toBe('done');
    expect(done.rows_done).toBe(4);
    expect(done.applied).toMatchObject({ create: 4 });
    for (const i of [0, 1, 2, 3]) expect(await product(`RES-${i}`)).toBeDefined();
  });
});
