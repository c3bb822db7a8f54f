// Writes the demo vehicle pictures into seed/images (served at /images/vehicles/): one SVG
// per silhouette and colour, plus the image-not-found placeholder (product rule 8.4).
// Run: npx tsx seed/generate-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderImageNotFoundSvg, renderCarSvg } from './render-car-svg.ts';
import {
  COLOUR_KEYS,
  IMAGE_NOT_FOUND_FILE,
  nameCarImageFile,
  SILHOUETTES,
} from '#shared/inventory/car-images.ts';

export const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));

/** Writes every picture into `dir` and returns how many files were written. */
export function writeCarImages(dir: string = IMAGES_DIR): number {
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const silhouette of SILHOUETTES) {
    for (const colour of COLOUR_KEYS) {
      const file = path.join(dir, nameCarImageFile(silhouette, colour));
      fs.writeFileSync(file, renderCarSvg(silhouette, colour));
      written += 1;
    }
  }
  fs.writeFileSync(path.join(dir, IMAGE_NOT_FOUND_FILE), renderImageNotFoundSvg());
  return written + 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = writeCarImages();
  console.log(`wrote ${count} SVG files to seed/images/`);
}
