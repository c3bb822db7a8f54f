import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { useTestPlatform } from '../support/test-platform.ts';

// Making a photo from its drawing takes a second or two on a busy core: a few photos only.
const fixture = useTestPlatform({}, { inventoryCount: 60, photos: true });
const HOST = 'bayside-mazda.localhost';
const get = (url: string, accept = '*/*') =>
  request(fixture.current.app).get(url).set('Host', HOST).set('Accept', accept).buffer(true);
const PHOTO = '/images/vehicles/photos/suv-red.jpg';

describe('the demo photos (DEMO_PHOTOS), resized by the platform without an image CDN', () => {
  test('the listing shows photos with responsive sizes in a modern format', async () => {
    const res = await get('/search/new-used-and-demo-cars/');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /srcSet="\/images\/vehicles\/photos\/[a-z0-9-]+\.jpg\?w=\d+&amp;h=\d+&amp;q=75/,
    );
  });

  test('a photo is a dealer-sized JPEG: 1600x1200, 150-400 KB', { timeout: 60_000 }, async () => {
    const res = await get(PHOTO);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1600, 1200, 'jpeg']);
    expect((res.body as Buffer).length).toBeGreaterThan(150_000);
    expect((res.body as Buffer).length).toBeLessThan(400_000);
  });

  test(
    'a variant: the width asked for, AVIF or WebP as accepted, made once and kept on disk',
    {
      timeout: 60_000,
    },
    async () => {
      const url = `${PHOTO}?w=640&q=75&auto=format`;
      const avif = await get(url, 'image/avif,image/webp,*/*');
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.headers.vary).toContain('Accept');
      const webp = await get(url, 'image/webp,*/*');
      expect(webp.headers['content-type']).toBe('image/webp');
      const jpeg = await get(url);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      for (const res of [avif, webp, jpeg]) {
        expect((await sharp(res.body as Buffer).metadata()).width).toBe(640);
      }
      const kept = path.join(
        fixture.current.env.DATA_DIR,
        'photo-cache',
        'variants',
        'suv-red.jpg',
      );
      expect(fs.readdirSync(kept).sort()).toEqual([
        'w640-h0-q75-fit.avif',
        'w640-h0-q75-fit.jpeg',
        'w640-h0-q75-fit.webp',
      ]);
      const cropped = await get(`${PHOTO}?w=320&h=320&fit=crop`);
      const meta = await sharp(cropped.body as Buffer).metadata();
      expect([meta.width, meta.height]).toEqual([320, 320]);
    },
  );

  test('bad parameters get a clear 400, unknown photos a 404', async () => {
    const wide = await get(`${PHOTO}?w=5000`);
    expect(wide.status).toBe(400);
    expect(wide.text).toBe('w must be a whole number of pixels from 16 to 1600');
    const quality = await get(`${PHOTO}?w=300&q=high`);
    expect(quality.status).toBe(400);
    expect(quality.text).toBe('q must be a whole number from 1 to 100');
    expect((await get('/images/vehicles/photos/spaceship-red.jpg')).status).toBe(404);
    expect((await get('/images/vehicles/photos/suv-red.png')).status).toBe(404);
  });
});
