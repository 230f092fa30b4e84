import { afterEach, describe, expect, it, vi } from 'vitest';
import { productLinkIntent, setProductPrefetcher } from './prefetch';

describe('product link intent', () => {
  afterEach(() => setProductPrefetcher(null));

  it('loads a product ahead once, on hover, focus or touch', () => {
    const prefetch = vi.fn();
    setProductPrefetcher(prefetch);
    const intent = productLinkIntent('bosch-pesumasin');
    intent.onMouseEnter();
    intent.onTouchStart();
    intent.onFocus();
    productLinkIntent('bosch-pesumasin').onMouseEnter();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('bosch-pesumasin');
    productLinkIntent('miele-kuivati').onTouchStart();
    expect(prefetch).toHaveBeenLastCalledWith('miele-kuivati');
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('does nothing until the app connects a prefetcher', () => {
    expect(() => productLinkIntent('bosch-pesumasin').onMouseEnter()).not.toThrow();
  });
});
