/**
 * The platform's one slug rule (product rules 2.1, 2.2 and 2.3: listing path segments, car
 * slugs, location slugs): accents dropped, '&' read as 'and', lower case, every other run of
 * non-alphanumerics one '-', no '-' at either end. 'High Country RV & Moto' ->
 * 'high-country-rv-and-moto', 'Mercedes-Benz' -> 'mercedes-benz', 'CX-5' -> 'cx-5'.
 * '' when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
