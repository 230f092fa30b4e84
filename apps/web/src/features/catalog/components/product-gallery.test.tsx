import type { GalleryImage } from '@kodumasinad/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';

const picture = (name: string): GalleryImage => ({
  filename: `products/${name}.jpg`,
  url: `/images/products/${name}.jpg`,
  width: 1200,
  height: 900,
});
const images = [picture('esi'), picture('kulg'), picture('taga')];
const title = 'Bosch pesumasin WAV28K91ME';

/** Lets a zoom dialog that was asked for appear: its lazy chunk loaded, its promises settled. */
const settle = () =>
  act(async () => {
    await import('./product-gallery-zoom');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const mainSrc = () => screen.getByRole('img', { name: title }).getAttribute('src');
const announced = () => screen.getByTestId('gallery-announcer').textContent;

describe('the product page gallery', () => {
  it('shows the main picture at once and the thumbnails lazily', () => {
    render(<ProductGallery images={images} title={title} />);
    const main = screen.getByRole('img', { name: title });
    expect(main.getAttribute('src')).toBe('/images/600/products/esi.jpg');
    expect(main.getAttribute('loading')).toBe('eager');
    const thumbnails = within(screen.getByRole('list', { name: 'Pildid' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pilt 1',
      'Pilt 2',
      'Pilt 3',
    ]);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    }
    expect(thumbnails[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('goes through the pictures with the arrows, round from the last to the first, and says where it is', () => {
    render(<ProductGallery images={images} title={title} />);
    fireEvent.click(screen.getByRole('button', { name: 'Järgmine pilt' }));
    expect(mainSrc()).toBe('/images/600/products/kulg.jpg');
    expect(announced()).toBe('Pilt 2/3');
    expect(screen.getByRole('button', { name: 'Pilt 2' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Eelmine pilt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eelmine pilt' }));
    expect(mainSrc()).toBe('/images/600/products/taga.jpg');
    expect(announced()).toBe('Pilt 3/3');
    fireEvent.click(screen.getByRole('button', { name: 'Pilt 1' }));
    expect(mainSrc()).toBe('/images/600/products/esi.jpg');
  });

  it('moves with the arrow keys on the focused picture', () => {
    render(<ProductGallery images={images} title={title} />);
    const main = screen.getByTestId('gallery-main');
    main.focus();
    fireEvent.keyDown(main, { key: 'ArrowRight' });
    fireEvent.keyDown(main, { key: 'ArrowRight' });
    expect(mainSrc()).toBe('/images/600/products/taga.jpg');
    fireEvent.keyDown(main, { key: 'ArrowLeft' });
    expect(mainSrc()).toBe('/images/600/products/kulg.jpg');
  });

  it('follows a swipe (pointer events), ignores a vertical one, and a swipe does not open the zoom', async () => {
    render(<ProductGallery images={images} title={title} />);
    const main = screen.getByTestId('gallery-main');
    fireEvent.pointerDown(main, { clientX: 300, clientY: 200, pointerType: 'touch' });
    fireEvent.pointerUp(main, { clientX: 180, clientY: 210, pointerType: 'touch' });
    fireEvent.click(main);
    await settle();
    expect(mainSrc()).toBe('/images/600/products/kulg.jpg');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.pointerDown(main, { clientX: 100, clientY: 200, pointerType: 'touch' });
    fireEvent.pointerUp(main, { clientX: 220, clientY: 190, pointerType: 'touch' });
    expect(mainSrc()).toBe('/images/600/products/esi.jpg');
    // Mostly vertical: a scroll, not a swipe.
    fireEvent.pointerDown(main, { clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(main, { clientX: 150, clientY: 300, pointerType: 'touch' });
    expect(mainSrc()).toBe('/images/600/products/esi.jpg');
  });

  it('opens a labelled zoom dialog with the focus inside; Escape closes it and returns the focus', async () => {
    render(<ProductGallery images={images} title={title} />);
    const main = screen.getByRole('button', { name: `Suurenda pilti: ${title}` });
    main.focus();
    fireEvent.click(main);
    const dialog = await screen.findByRole('dialog', { name: `${title} (pilt 1/3)` });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The stored picture at full size, webp where the browser takes it.
    const zoomed = within(dialog).getByRole('img', { name: `${title}, pilt 1` });
    expect(zoomed.getAttribute('src')).toBe('/images/products/esi.jpg');
    expect(dialog.querySelector('source')?.getAttribute('srcset')).toBe('/images/products/esi.webp');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(
      within(dialog)
        .getByRole('img', { name: `${title}, pilt 2` })
        .getAttribute('src'),
    ).toBe('/images/products/kulg.jpg');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(main));
    // The page shows where the zoomed view was left.
    expect(mainSrc()).toBe('/images/600/products/kulg.jpg');
  });

  it('closes the zoom with its close button', async () => {
    render(<ProductGallery images={images} title={title} />);
    fireEvent.click(screen.getByTestId('gallery-main'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sulge' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one picture without arrows, and the fallback picture without any', () => {
    const { unmount } = render(<ProductGallery images={[picture('ainus')]} title={title} />);
    expect(mainSrc()).toBe('/images/600/products/ainus.jpg');
    expect(screen.queryByRole('button', { name: 'Järgmine pilt' })).toBeNull();
    unmount();
    render(<ProductGallery images={[]} title={title} />);
    expect(mainSrc()).toBe('/no-image.svg');
    expect(screen.queryByRole('list', { name: 'Pildid' })).toBeNull();
    expect(screen.getByTestId('gallery-main').hasAttribute('disabled')).toBe(true);
  });
});
