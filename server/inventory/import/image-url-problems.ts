import type { Car } from '#shared/inventory/car.ts';
import { imageUrlProblem } from '#shared/inventory/image-url-rule.ts';
import type { FieldProblem } from './feed-problem.ts';

/**
 * Every image URL of a car that a page may not show (imageUrlProblem), each URL once, at
 * the first field holding it (`images/<n>`, `thumbnails/<n>`, `primary_image_url`): the
 * thumbnails and primary image are the images when the feed leaves them out.
 */
export function carImageUrlProblems(
  car: Pick<Car, 'primary_image_url' | 'images' | 'thumbnails'>,
): FieldProblem[] {
  const urls: Array<[string, string]> = [
    ...car.images.map((url, n): [string, string] => [`images/${n}`, url]),
    ...car.thumbnails.map((url, n): [string, string] => [`thumbnails/${n}`, url]),
    // Empty means none.
    ...(car.primary_image_url
      ? [['primary_image_url', car.primary_image_url] as [string, string]]
      : []),
  ];
  const reported = new Set<string>();
  return urls.flatMap(([field, url]) => {
    const problem = reported.has(url) ? undefined : imageUrlProblem(url);
    if (!problem) return [];
    reported.add(url);
    return [{ field, message: `${shown(url)} ${problem}` }];
  });
}

/** The URL as the message quotes it: short, its control characters visible, no password. */
function shown(url: string): string {
  const text = JSON.stringify(url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@'));
  return text.length > 80 ? `${text.slice(0, 77)}..."` : text;
}
