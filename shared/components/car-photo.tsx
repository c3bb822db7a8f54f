import type { ImgHTMLAttributes } from 'react';
import { FALLBACK_SRC_ATTRIBUTE } from '../images/photo-fallback.ts';
import { isShowableImageUrl } from '../inventory/image-url-rule.ts';

export interface CarPhotoProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** Reserve the box before the picture arrives (with CSS aspect-ratio): no layout shift. */
  width: number;
  height: number;
  /** product rule 8.4: shown instead when the photo fails to load (fallbackImageUrl). */
  fallback: string;
}

/**
 * A car photo whose failure shows its fallback picture: the document's head script
 * (PHOTO_FALLBACK_SCRIPT) swaps it, before hydration as after it. A URL the importer
 * would refuse today (older data: `javascript:`, a page...) shows the fallback instead.
 */
export function CarPhoto({ fallback, ...img }: CarPhotoProps) {
  const shown = isShowableImageUrl(img.src) ? img : { ...img, src: fallback, srcSet: undefined };
  // The head script may have swapped src and dropped srcset before React hydrates.
  return <img {...shown} {...{ [FALLBACK_SRC_ATTRIBUTE]: fallback }} suppressHydrationWarning />;
}
