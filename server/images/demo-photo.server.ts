// The demo inventory's photos: each drawing (seed/images) rasterised at a dealer photo's size,
// 1600x1200, with grain at three scales, so a photo weighs what a dealer's JPEG does
// (150-400 KB) and its resized copies weigh what a real photo's would. Without the grain a
// flat drawing compresses to a few kilobytes and every page-weight figure would flatter.
import type { Sharp, SharpOptions } from 'sharp';
import type { IMAGE_VIEWS } from '#shared/inventory/car-images.ts';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on the first photo asked for: its image library costs the process about
 * 30 MB of memory, which a server whose sites have a CDN (or no demo photos) never needs.
 * libvips' operation cache and thread pool are off: each variant is made once, then read
 * from disk.
 */
export function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;
const JPEG_QUALITY = 82;

/** A small deterministic generator: one drawing always gives the same bytes. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 16) / 65536;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Grey noise around mid-grey, drawn at 1/`scale` of the photo and enlarged (blotches, not only grain). */
async function grain(random: () => number, scale: number, amplitude: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const width = PHOTO_WIDTH / scale;
  const height = PHOTO_HEIGHT / scale;
  const pixels = Buffer.alloc(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = 128 + Math.round((random() - 0.5) * amplitude);
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}

/** Where each crop of the drawings (their <view> elements) sits, as fractions of the picture. */
const VIEW_BOXES: Record<(typeof IMAGE_VIEWS)[number], [number, number, number, number]> = {
  front: [0, 0.25, 0.5, 0.5],
  rear: [0.5, 0.25, 0.5, 0.5],
  wheel: [0.065, 0.487, 0.4, 0.4],
};

/** The JPEG photo of a drawing (the SVG's bytes), whole or one of its crops. */
export async function renderDemoPhoto(
  svg: Buffer,
  name: string,
  view?: (typeof IMAGE_VIEWS)[number],
): Promise<Buffer> {
  const sharp = await loadSharp();
  // Drawn large enough that a crop enlarged to 1600 px stays sharp.
  const scale = view ? 2 : 1;
  let drawing = sharp(svg, { density: 72 * 4 * scale }).resize(
    PHOTO_WIDTH * scale,
    PHOTO_HEIGHT * scale,
    { fit: 'cover' },
  );
  if (view) {
    const [left, top, width, height] = VIEW_BOXES[view];
    const box = {
      left: Math.round(left * PHOTO_WIDTH * scale),
      top: Math.round(top * PHOTO_HEIGHT * scale),
      width: Math.round(width * PHOTO_WIDTH * scale),
      height: Math.round(height * PHOTO_HEIGHT * scale),
    };
    drawing = sharp(await drawing.png().toBuffer())
      .extract(box)
      .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' });
  }
  const random = randomFrom(seedOf(`${name}#${view ?? ''}`));
  const layers = [
    await grain(random, 16, 60),
    await grain(random, 4, 70),
    await grain(random, 1, 50),
  ];
  return sharp(await drawing.png().toBuffer())
    .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
