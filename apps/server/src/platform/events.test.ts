import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { EventBus } from './events.js';

interface TestEvents {
  'thing.happened': { n: number };
  'other.happened': { text: string };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TEST_BANK_ENABLED: 'false' });
});

afterAll(async () => {
  await t.close();
});

const counter = async (name: string) =>
  (await t.db.selectFrom('counters').select('value').where('name', '=', name).executeTakeFirst())?.value;

describe('EventBus', () => {
  it('runs the handlers of an event in the order they were registered, each awaited', async () => {
    const bus = new EventBus<TestEvents>(t.db);
    const seen: string[] = [];
    bus.on('thing.happened', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${n}`);
    });
    bus.on('other.happened', async ({ text }) => void seen.push(`other ${text}`));
    bus.on('thing.happened', async ({ n }) => void seen.push(`second ${n}`));
    await bus.emit('thing.happened', { n: 1 });
    expect(seen).toEqual(['first 1', 'second 1']);
  });

  it('does nothing for an event without handlers', async () => {
    await expect(new EventBus<TestEvents>(t.db).emit('other.happened', { text: 'x' })).resolves.toBe(
      undefined,
    );
  });

  it('gives handlers the raising transaction: their work commits with it', async () => {
    const bus = new EventBus<TestEvents>(t.db);
    bus.on('thing.happened', async (_payload, db) => {
      await db.insertInto('counters').values({ name: 'events-commit', value: 1 }).execute();
    });
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('counters').values({ name: 'events-commit-raiser', value: 1 }).execute();
      await bus.emit('thing.happened', { n: 1 }, trx);
    });
    expect(await counter('events-commit')).toBe(1);
    expect(await counter('events-commit-raiser')).toBe(1);
  });

  it('rolls the raising transaction back when a handler fails, and skips the later handlers', async () => {
    const bus = new EventBus<TestEvents>(t.db);
    const later: number[] = [];
    bus.on('thing.happened', async (_payload, db) => {
      await db.insertInto('counters').values({ name: 'events-handler', value: 1 }).execute();
    });
    bus.on('thing.happened', async () => {
      throw new Error('handler down');
    });
    bus.on('thing.happened', async ({ n }) => void later.push(n));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('counters').values({ name: 'events-raiser', value: 1 }).execute();
        await bus.emit('thing.happened', { n: 2 }, trx);
      }),
    ).rejects.toThrow('handler down');
    expect(await counter('events-raiser')).toBeUndefined();
    expect(await counter('events-handler')).toBeUndefined();
    expect(later).toEqual([]);
  });
});
