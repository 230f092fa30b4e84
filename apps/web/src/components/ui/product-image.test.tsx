import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, imageUrl, webpUrl } from '../../lib/images';
import { waitForFirstPicture, FIRST_PICTURE_WAIT_MS, markFirstPictureShown } from '../../lib/first-picture';
import { addPicturePreload } from '../../test/picture-preload';
import { ProductImage } from './product-image';

describe('image URLs (SPEC §9)', () => {
  it('puts the size prefix before the storage path', () => {
    expect(imageUrl('products/wav28k90me.png')).toBe('/images/products/wav28k90me.png');
    expect(imageUrl('products/wav28k90me.png', 100)).toBe('/images/100/products/wav28k90me.png');
  });

  it('asks for the webp variant by extension', () => {
    expect(webpUrl('products/wav28k90me.png', 300)).toBe('/images/300/products/wav28k90me.webp');
    expect(webpUrl('products/x.JPG')).toBe('/images/products/x.webp');
    expect(webpUrl(null, 300)).toBeNull();
  });

  it('encodes each path segment but keeps the slashes', () => {
    expect(imageUrl('products/kõik ühes.jpg', 100)).toBe('/images/100/products/k%C3%B5ik%20%C3%BChes.jpg');
  });

  it('falls back when there is no picture', () => {
    expect(imageUrl(null, 300)).toBe(FALLBACK_IMAGE);
  });
});

describe('ProductImage', () => {
  it('is a lazy <picture> with a webp source and the stored picture as fallback', () => {
    const { container } = render(<ProductImage filename="products/a.png" alt="Pesumasin" size={300} />);
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe('/images/300/products/a.webp');
    expect(img?.getAttribute('src')).toBe('/images/300/products/a.png');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.classList.contains('lazy')).toBe(true);
    expect(img?.getAttribute('alt')).toBe('Pesumasin');
  });

  it('loads the main picture of a page at once when asked', () => {
    const { container } = render(<ProductImage filename="products/a.png" alt="" size={600} eager />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('shows the fallback picture without a filename', () => {
    const { container } = render(<ProductImage filename={null} alt="Pilt puudub" size={300} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});

describe('ProductImage while the page preloads its largest picture (decision 061)', () => {
  let link: HTMLLinkElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    link = addPicturePreload('/images/300/products/first.webp');
  });
  afterEach(() => {
    link.remove();
    act(() => markFirstPictureShown());
    vi.useRealTimers();
  });

  function renderPair() {
    return render(
      <>
        <ProductImage filename="products/first.png" alt="" size={300} eager />
        <ProductImage filename="products/second.png" alt="" size={300} />
        <ProductImage filename="products/third.png" alt="" size={300} eager />
      </>,
    );
  }

  it('gives a lazy picture its address only after the eager one has painted', async () => {
    waitForFirstPicture();
    const { container } = renderPair();
    const [first, second, third] = container.querySelectorAll('img');
    const secondSource = container.querySelectorAll('source')[1];
    expect(first?.getAttribute('src')).toBe('/images/300/products/first.png');
    expect(second?.hasAttribute('src')).toBe(false);
    expect(secondSource?.hasAttribute('srcset')).toBe(false);
    // Another above-the-fold picture follows the preloaded one too.
    expect(third?.hasAttribute('src')).toBe(false);
    expect(third?.getAttribute('fetchpriority')).toBe('high');
    // Loaded, then decoded (the promise of decode()), then painted in the next frame.
    await act(async () => {
      first?.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    // Still held within the frame that paints the first picture.
    expect(second?.hasAttribute('src')).toBe(false);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(second?.hasAttribute('src')).toBe(false);
    // The task queued from that frame (fake timers run a 0 ms timeout after 1 ms).
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(second?.getAttribute('src')).toBe('/images/300/products/second.png');
    expect(secondSource?.getAttribute('srcset')).toBe('/images/300/products/second.webp');
    expect(third?.getAttribute('src')).toBe('/images/300/products/third.png');
  });

  it('releases the pictures when the first one fails, or after the longest wait', async () => {
    waitForFirstPicture();
    const failed = renderPair();
    const [first, second] = failed.container.querySelectorAll('img');
    await act(async () => {
      first?.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(second?.getAttribute('src')).toBe('/images/300/products/second.png');
    failed.unmount();

    waitForFirstPicture();
    const { container } = render(<ProductImage filename="products/other.png" alt="" size={200} />);
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(FIRST_PICTURE_WAIT_MS - 1);
    });
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/200/products/other.png');
  });

  it('holds nothing on a page that preloads no picture', () => {
    link.remove();
    waitForFirstPicture();
    const { container } = render(<ProductImage filename="products/a.png" alt="" size={300} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/300/products/a.png');
  });
});
