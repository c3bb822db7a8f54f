// What a car's image URL may be (docs/inventory.md, "Importing a dealer's stock"): the importer refuses
// anything else, and pages drop what older data holds of another scheme or host trick.
import { CAR_IMAGE_BASE_URL } from './car-images.ts';

/**
 * Extensions of files that are not pictures, or that run script when opened on their own
 * (SVG, HTML). Any other extension is taken: feeds name pictures by image handlers
 * (`GetImage.ashx?id=5`, `image.php`) and by dotted names (`2019.Toyota.Camry`).
 */
export const NOT_PICTURE_EXTENSIONS = [
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'js',
  'mjs',
  'css',
  'xml',
  'json',
  'pdf',
  'txt',
  'csv',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'zip',
  'gz',
  'exe',
  'swf',
  'mp4',
  'mov',
] as const;

const OWN_IMAGES = `${CAR_IMAGE_BASE_URL}/`;
// C0 and C1 controls, DEL and any whitespace: browsers strip some of these from URLs, so
// `java\tscript:` would run as `javascript:`.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\s]/u;

/**
 * Why this is not an image URL a page may show, or undefined when it is: an absolute
 * http(s) URL without a user name or password whose file is not plainly something else,
 * or a path under the platform's own vehicle pictures (/images/vehicles/, its SVGs too).
 */
export function imageUrlProblem(value: string): string | undefined {
  if (/ /.test(value)) return 'contains a space; write it as %20';
  if (CONTROL_OR_SPACE.test(value)) return 'contains a control character or a line break';
  if (value.startsWith('/') && !value.startsWith('//')) {
    const ownPicture =
      value.startsWith(OWN_IMAGES) &&
      !value.includes('\\') &&
      !decodedSegments(value.split(/[?#]/, 1)[0]!).includes('..');
    return ownPicture
      ? undefined
      : `is a path but not one of the platform's pictures (${OWN_IMAGES}...); give an absolute https:// URL`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute http(s) URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `uses ${url.protocol} where only http: and https: image URLs are taken`;
  }
  if (url.username || url.password) return 'carries a user name or password';
  // Path parameters (`a.jpeg;jsessionid=1`) are not part of the file's name.
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1).split(';', 1)[0]!;
  const dot = file.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.slice(dot + 1).toLowerCase();
  if ((NOT_PICTURE_EXTENSIONS as readonly string[]).includes(extension)) {
    return `ends in .${extension}, which is not a picture a page may show`;
  }
  return undefined;
}

/** A path's segments as a browser resolves them (`%2e%2e` is `..`); `..` for one it cannot read. */
function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '..';
    }
  });
}

/**
 * Whether a page may put this URL in an <img> or structured data: an http(s) URL without a
 * user name or password, or a path on the site itself. Looser than what an import takes
 * (any extension, any path: an <img> runs nothing), so older data still shows its photos;
 * never another scheme (`javascript:`, `data:`) nor another host by `//`.
 */
export function isShowableImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || CONTROL_OR_SPACE.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}
