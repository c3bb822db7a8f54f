// PNG renditions of the platform's own vector car pictures (seed/images/*.svg), for the ads
// feeds: neither Google nor Meta takes SVG images (docs/ads-feeds.md). Rendered once per
// picture with sharp and kept; a few hundred small files at most.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';

const NAME = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
/** A large picture: channels scale it down to their ad placements, never up. */
const WIDTH = 1200;

export function pngRenditions(dir: string): RequestHandler {
  const rendered = new Map<string, Promise<Buffer>>();
  return (req, res, next) => {
    const name = NAME.exec(req.path)?.[1];
    if (!name) return next();
    const source = path.join(dir, `${name}.svg`);
    if (!fs.existsSync(source)) return next();
    let png = rendered.get(name);
    if (!png) {
      png = sharp(source, { density: 300 })
        .resize({ width: WIDTH })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      rendered.set(name, png);
      png.catch(() => rendered.delete(name));
    }
    png.then(
      (buffer) => {
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.type('image/png').send(buffer);
      },
      (error: unknown) => next(error),
    );
  };
}
