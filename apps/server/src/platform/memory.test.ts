import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './memory.js';

describe('collectGarbage', () => {
  it('collects garbage at once, without --expose-gc', async () => {
    const weak = new WeakRef(new Array(10_000).fill({}));
    // A WeakRef keeps its target alive until the current job ends.
    await setImmediate();
    collectGarbage();
    expect(weak.deref()).toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
