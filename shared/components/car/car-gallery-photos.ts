// Pure rules of the car photo gallery: which photos it shows, their names and the
// index a key press leads to. The component calls these; tests pin them down.

export interface GalleryPhoto {
  /** The full-size photo. */
  src: string;
  /** The thumbnail picture: the feed's thumbnail at the same position, else the photo itself. */
  thumb: string;
}

/** The car's photos in feed order; blank entries are dropped, thumbnails paired by position. */
export function galleryPhotos(images: readonly string[], thumbnails: readonly string[] = []) {
  const photos: GalleryPhoto[] = [];
  images.forEach((image, position) => {
    const src = image.trim();
    if (!src) return;
    const thumb = thumbnails[position]?.trim();
    photos.push({ src, thumb: thumb || src });
  });
  return photos;
}

/** Any step lands on a photo: past the last comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The photo a key shows (APG carousel: arrows step and wrap, Home/End jump); else undefined. */
export function indexAfterKey(key: string, index: number, count: number): number | undefined {
  if (count <= 1) return undefined;
  switch (key) {
    case 'ArrowLeft':
      return wrapIndex(index - 1, count);
    case 'ArrowRight':
      return wrapIndex(index + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Alt text: the car's title, and which photo of how many when there are several. */
export function photoAlt(title: string, position: number, count: number): string {
  return count > 1 ? `${title}, photo ${position + 1} of ${count}` : title;
}

/** The one picture of a car without photos: product rule 8.4's placeholder, named for what it is. */
export function placeholderAlt(title: string): string {
  return `${title}: no photo available`;
}
