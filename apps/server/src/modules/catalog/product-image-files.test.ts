import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PictureRefused, preparePicture, sniffPicture, STORED_MAX_SIDE } from './product-image-files.js';

/** Decision 083: pictures are recognised by their bytes and stored re-encoded, upright and bounded. */
const make = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 20, height = 10) =>
  sharp({ create: { width, height, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .toFormat(format)
    .toBuffer();

const upload = (bytes: Buffer, filename = 'x.png') => ({ filename, bytes, truncated: false });

async function refusal(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof PictureRefused) return error.reason;
    throw error;
  }
}

describe('sniffPicture', () => {
  it('names the four formats by their first bytes and nothing else', async () => {
    expect(sniffPicture(await make('png'))).toBe('png');
    expect(sniffPicture(await make('jpeg'))).toBe('jpeg');
    expect(sniffPicture(await make('webp'))).toBe('webp');
    expect(sniffPicture(await make('gif'))).toBe('gif');
    expect(sniffPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPicture(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffPicture(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffPicture(Buffer.alloc(0))).toBeNull();
  });
});

describe('preparePicture', () => {
  it('re-encodes JPEG as jpg, WebP as webp, PNG and GIF as png', async () => {
    expect((await preparePicture(upload(await make('jpeg')))).extension).toBe('jpg');
    expect((await preparePicture(upload(await make('webp')))).extension).toBe('webp');
    expect((await preparePicture(upload(await make('png')))).extension).toBe('png');
    const gif = await preparePicture(upload(await make('gif')));
    expect(gif.extension).toBe('png');
    expect((await sharp(gif.bytes).metadata()).format).toBe('png');
  });

  it('turns a picture upright by its EXIF orientation and drops the orientation tag', async () => {
    const rotated = await sharp(await make('jpeg', 40, 20))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const prepared = await preparePicture(upload(rotated, 'x.jpg'));
    expect([prepared.width, prepared.height]).toEqual([20, 40]);
    expect((await sharp(prepared.bytes).metadata()).orientation).toBeUndefined();
  });

  it('fits a large picture inside the stored bound without enlarging small ones', async () => {
    const big = await preparePicture(upload(await make('png', 3000, 1500)));
    expect([big.width, big.height]).toEqual([STORED_MAX_SIDE, STORED_MAX_SIDE / 2]);
    const small = await preparePicture(upload(await make('png', 30, 15)));
    expect([small.width, small.height]).toEqual([30, 15]);
  });

  it('refuses a cut-off file by its size, a non-picture and a broken one by their type', async () => {
    expect(await refusal(preparePicture({ ...upload(await make('png')), truncated: true }))).toBe('size');
    expect(await refusal(preparePicture(upload(Buffer.from('tere'))))).toBe('type');
    const png = await make('png', 200, 200);
    expect(await refusal(preparePicture(upload(png.subarray(0, 60))))).toBe('type');
  });
});
