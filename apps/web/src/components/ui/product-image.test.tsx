import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, imageUrl, webpUrl } from '../../lib/images';
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
