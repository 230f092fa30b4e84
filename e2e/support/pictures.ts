import sharp from 'sharp';

/** A picture as Playwright's setInputFiles takes it. */
export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const COLOURS = [
  { r: 200, g: 40, b: 40 },
  { r: 40, g: 160, b: 60 },
  { r: 40, g: 60, b: 200 },
  { r: 220, g: 180, b: 40 },
];

/** `count` PNG pictures of 640 × 480, each a plain colour of its own: pilt-1.png, pilt-2.png… */
export function pngPictures(count: number): Promise<PictureFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `pilt-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 640, height: 480, channels: 3, background: COLOURS[i % COLOURS.length]! },
      })
        .png()
        .toBuffer(),
    })),
  );
}
