import { describe, expect, it } from 'vitest';
import { Readiness } from './readiness.js';

describe('Readiness', () => {
  it('is ready only when every part is up, and not after it starts draining', async () => {
    const readiness = new Readiness();
    expect(readiness.state()).toEqual({
      ready: false,
      status: 'starting',
      waiting: ['migrations', 'catalog', 'mail'],
    });
    readiness.ready('migrations');
    let finishCatalog = () => undefined as void;
    readiness.track('catalog', new Promise<void>((resolve) => (finishCatalog = resolve)));
    readiness.ready('mail');
    expect(readiness.state()).toMatchObject({ ready: false, waiting: ['catalog'] });
    finishCatalog();
    await Promise.resolve();
    await Promise.resolve();
    expect(readiness.state()).toEqual({ ready: true, status: 'ready', waiting: [] });
    readiness.drain();
    expect(readiness.state()).toEqual({ ready: false, status: 'draining', waiting: [] });
  });

  it('stays not ready when a part fails', async () => {
    const readiness = new Readiness(['catalog']);
    readiness.track('catalog', Promise.reject(new Error('index failed')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(readiness.state()).toEqual({ ready: false, status: 'starting', waiting: ['catalog'] });
  });

  it('tells its listeners when it becomes ready and when it stops being ready, once each', () => {
    const readiness = new Readiness(['migrations', 'mail']);
    const seen: string[] = [];
    readiness.onChange((state) => seen.push(state.status));
    readiness.ready('migrations');
    expect(seen).toEqual([]);
    readiness.ready('mail');
    readiness.ready('mail');
    expect(seen).toEqual(['ready']);
    readiness.drain();
    readiness.drain();
    expect(seen).toEqual(['ready', 'draining']);
  });
});
