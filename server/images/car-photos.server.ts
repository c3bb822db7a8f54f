// /images/vehicles/photos/<drawing>[-<crop>].jpg: the demo's photos, made from the drawings on
// first request, and their resized variants (the parameters an image CDN takes), each made
// once and kept on disk, so the embedded default serves what a site with `images.cdn_base`
// gets from its CDN. Both are made on demand: `npm start` and the tests generate only the
// photos someone asks for (about 2 s for a photo, tens of ms for a variant, on a busy core).
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { readCarPhotoName } from '#shared/inventory/car-images.ts';
import { renderDemoPhoto } from './demo-photo.server.ts';
import {
  PhotoRequestError,
  readPhotoVariant,
  renderPhotoVariant,
  variantKey,
} from './photo-variant.server.ts';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** Reads a cached file, or makes it once (concurrent requests for it share the work). */
function createDiskCache(dir: string) {
  const making = new Map<string, Promise<Buffer>>();
  return async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(dir, name);
    try {
      return await fs.promises.readFile(file);
    } catch {
      // not made yet
    }
    let pending = making.get(name);
    if (!pending) {
      pending = make().then(async (bytes) => {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.partial`;
        await fs.promises.writeFile(partial, bytes);
        await fs.promises.rename(partial, file);
        return bytes;
      });
      making.set(name, pending);
      void pending.finally(() => making.delete(name)).catch(() => {});
    }
    return pending;
  };
}

export function carPhotos(drawingsDir: string, cacheDir: string): RequestHandler {
  const cached = createDiskCache(cacheDir);
  return async (req, res, next) => {
    const photo = readCarPhotoName(req.path.slice(1));
    const drawingFile = photo && path.join(drawingsDir, photo.drawing);
    if (!photo || !drawingFile || !fs.existsSync(drawingFile)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    let variant;
    try {
      variant = readPhotoVariant(req.query, req.get('accept') ?? '');
    } catch (error) {
      if (!(error instanceof PhotoRequestError)) throw error;
      res.status(400).type('text').send(error.message);
      return;
    }
    try {
      const name = req.path.slice(1);
      const original = await cached(name, async () =>
        renderDemoPhoto(await fs.promises.readFile(drawingFile), name, photo.view),
      );
      const bytes =
        Object.keys(req.query).length === 0
          ? original
          : await cached(`variants/${name}/${variantKey(variant)}`, () =>
              renderPhotoVariant(original, variant),
            );
      res.set({
        'Content-Type':
          CONTENT_TYPES[Object.keys(req.query).length === 0 ? 'jpeg' : variant.format],
        'Cache-Control': 'public, max-age=86400',
        Vary: 'Accept',
      });
      res.send(bytes);
    } catch (error) {
      next(error);
    }
  };
}
